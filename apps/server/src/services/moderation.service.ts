import {
  type ModerationActionName,
  type ModerationItem,
  type ModerationLogEntry,
  type ModerationLogPage,
  type ModerationLogQuery,
  type ModerationPage,
  type ModerationQuery,
  type ModerationResult,
  type ModerationType,
  moderationReasonProblem,
} from '@trove/contracts';
import type { ModerationItemRow, ModerationLogRow } from '@trove/db';
import type { ServiceDeps } from '../deps.ts';
import { invalid, recordNotFound } from '../domain/errors.ts';
import { withTargets } from './contributions-of-user.ts';

/**
 * Content managers' review of notes and tags (spec 03 §2 Moderation, §7 GET /annotation/) and,
 * beyond the spec, hiding, deleting and restoring one with a reason (issue 16 §5, ADR 045). Who
 * may is moderation-policy.ts, checked by the routes before anything is read; the operator's
 * command (cli/moderate.ts) calls the same functions.
 */

// Only the store: the operator's command has no server around it.
type Deps = Pick<ServiceDeps<'contributions' | 'moderation'>, 'store'>;

/** Spec 03 §3 paged response shape, from a zero-based page of rows. */
function paged<T>(content: T[], total: number, page: number, size: number) {
  return {
    content,
    pageable: { offset: page * size, pageNumber: page, pageSize: size },
    size,
    totalPages: Math.ceil(total / size),
    number: page,
    totalElements: total,
    numberOfElements: content.length,
  };
}

async function itemsOf(
  deps: Deps,
  type: ModerationType,
  rows: readonly ModerationItemRow[],
): Promise<ModerationItem[]> {
  return (await withTargets(deps, rows)).map(({ row, target }) => ({
    id: row.id,
    type,
    itemTitle: target.itemTitle,
    link: target.link,
    content: row.content,
    priv: row.priv === 1,
    user: row.username,
    targetType: row.targetType,
    targetId: row.targetId,
    created: row.created,
    moderation: row.moderation,
  }));
}

/** GET /annotation/: a page of notes or tags, every state, by author name. */
export async function moderationItems(deps: Deps, query: ModerationQuery): Promise<ModerationPage> {
  const { rows, total } = await deps.store.moderation.moderationItems(query, {
    offset: query.page * query.size,
    limit: query.size,
  });
  return paged(await itemsOf(deps, query.type, rows), total, query.page, query.size);
}

const entryOf = (row: ModerationLogRow): ModerationLogEntry => ({ ...row });

/** GET /annotation/moderationLog: newest first, of every item or of one. */
export async function moderationLog(deps: Deps, query: ModerationLogQuery): Promise<ModerationLogPage> {
  const item = query.itemType && query.itemId ? { type: query.itemType, id: query.itemId } : null;
  const { rows, total } = await deps.store.moderation.moderationLog(item, {
    offset: query.page * query.size,
    limit: query.size,
  });
  return paged(rows.map(entryOf), total, query.page, query.size);
}

/** Why an action does not apply to an item in its state, or null when it does. */
export function actionProblem(
  action: ModerationActionName,
  type: ModerationType,
  state: 'hidden' | 'deleted' | null,
): string | null {
  if (action === 'restore') return state === null ? `This ${type} is neither hidden nor deleted.` : null;
  const wanted = action === 'hide' ? 'hidden' : 'deleted';
  return state === wanted ? `This ${type} is already ${wanted}.` : null;
}

/**
 * Hides, deletes or restores a note or tag, with the reason and the moderator (null: an operator's
 * command without an account) in the log. The reason first (400), then the item (404), then
 * whether the action applies to it now (400).
 */
export async function moderateItem(
  deps: Deps,
  moderatorId: number | null,
  type: ModerationType,
  id: number,
  action: ModerationActionName,
  reason: string,
): Promise<ModerationResult> {
  const problem = moderationReasonProblem(reason);
  if (problem) throw invalid(problem, { code: 'reason' });
  const before = await deps.store.moderation.moderatedItem(type, id);
  if (!before) throw recordNotFound(type, String(id));
  const refusal = actionProblem(action, type, before.moderation);
  if (refusal) throw invalid(refusal, { code: 'state' });
  const entryId = await deps.store.moderation.moderate({
    type,
    id,
    action,
    reason: reason.trim(),
    moderatorId,
  });
  const after = await deps.store.moderation.moderatedItem(type, id);
  if (entryId === undefined || !after) throw recordNotFound(type, String(id));
  const [item] = await itemsOf(deps, type, [after]);
  const { rows } = await deps.store.moderation.moderationLog({ type, id }, { offset: 0, limit: 1 });
  const entry = rows[0];
  if (!item || !entry) throw recordNotFound(type, String(id));
  return { item, entry: entryOf(entry) };
}
