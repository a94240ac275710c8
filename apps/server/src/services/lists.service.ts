import {
  type AddListItems,
  type AddListItemsBody,
  type ContainingLists,
  type ContainingTarget,
  CONTRIBUTION_LIMITS,
  type ListSummary,
  type UserListSummaries,
  LIST_WRITE_MESSAGES,
  addItemsProblem,
  isListable,
} from '@trove/contracts';
import type { ListItemTarget, ListSummaryRow } from '@trove/db';
import type { ServiceDeps } from '../deps.ts';
import type { Caller, CallerId } from '../auth/caller.ts';
import { admitted, enforce } from '../domain/decision.ts';
import { invalid, notFound, recordNotFound } from '../domain/errors.ts';
import { awardAchievements } from './achievements.service.ts';
import { requireTarget } from './contribution-target.ts';
import { openList } from './list-open.ts';
import { mayAddToLists, mayOnList, seesPrivateListsOf } from './lists-policy.ts';

/** POST /list/addItems: selected results onto the caller's own lists, new or existing (spec 01 §5, §7; ADR 017). */

const STORED: Record<'work' | 'newspaper' | 'people' | 'version', 'work' | 'article' | 'person' | 'version'> =
  {
    work: 'work',
    newspaper: 'article',
    people: 'person',
    version: 'version',
  };
/** What lists store of the records added, in the order they are added. */
const ADDED_TARGETS = ['work', 'version', 'article', 'person'] as const;

export async function addItemsToLists(
  deps: ServiceDeps<'achievements' | 'content' | 'lists'>,
  anyone: Caller | null,
  body: AddListItemsBody,
): Promise<AddListItems> {
  const caller = admitted(anyone, mayAddToLists(anyone));
  const problem = addItemsProblem(body, await deps.store.lists.profilePublicOf(caller.userId));
  // The generic too-long message names no field, so the answer's details do (spec 03 §5).
  if (problem) throw invalid(problem.message, { details: { field: problem.field } });
  if (!body.items.every((item) => isListable(item.type))) throw invalid(LIST_WRITE_MESSAGES.notForType);

  const { lists } = deps.store;
  const existingIds = body.lists.flatMap((list) => ('id' in list ? [list.id] : []));
  // Owners, administrators and collaborators add to a list; a private list is not there for others.
  const owners: { id: number; title: string }[] = [];
  for (const id of existingIds) {
    const { access, standing } = await openList(deps, id, caller);
    enforce(mayOnList(caller, standing, 'addUrlItems'));
    owners.push({ id, title: access.list.title });
  }

  // Every item must be a record that is there, grouped by what the list stores.
  const targets: { type: ListItemTarget; id: number }[] = [];
  for (const item of body.items) {
    const type = STORED[item.type as keyof typeof STORED];
    if (!targets.some((t) => t.type === type && t.id === item.id)) targets.push({ type, id: item.id });
  }
  for (const type of ADDED_TARGETS) {
    const ids = targets.filter((t) => t.type === type).map((t) => t.id);
    const present = await lists.presentRecordIds(type, ids);
    const missing = ids.find((id) => !present.has(id));
    if (missing !== undefined) throw recordNotFound(type, String(missing));
  }

  const note = body.reason?.trim() ? body.reason.trim() : null;
  const items: AddListItems['items'] = [];
  const errors: string[] = [];
  for (const list of body.lists) {
    const target =
      'id' in list
        ? owners.find((row) => row.id === list.id)!
        : {
            id: await lists.insertUserList({
              userId: caller.userId,
              title: list.name.trim(),
              description: list.description?.trim() || null,
              priv: list.priv === true,
              collaborative: list.collaborative === true,
            }),
            title: list.name.trim(),
          };
    const createdItemIds: number[] = [];
    let already = 0;
    for (const type of ADDED_TARGETS) {
      const ids = targets.filter((t) => t.type === type).map((t) => t.id);
      const held = await lists.listHolds(target.id, type, ids);
      for (const id of ids) {
        if (held.has(id)) {
          already++;
          continue;
        }
        createdItemIds.push(
          await lists.addListItem({
            listId: target.id,
            targetType: type,
            targetId: id,
            note,
            createdBy: caller.userId,
          }),
        );
      }
    }
    if (already > 0) errors.push(LIST_WRITE_MESSAGES.alreadyOnList(already, target.title));
    items.push({ name: target.title, createdItemIds });
  }
  return { items, errors, userAchievement: await awardAchievements(deps, caller, ['lists', 'listItems']) };
}

/** GET /list/summary/user/{user}: all of one's own lists, only the public ones of anyone else. */
export async function userListSummaries(
  deps: ServiceDeps<'accounts' | 'lists'>,
  caller: Caller | null,
  username: string,
): Promise<UserListSummaries> {
  const userId = await deps.store.accounts.userIdByName(username);
  if (userId === undefined) throw notFound();
  const own = seesPrivateListsOf(caller, userId);
  // To the person themselves, the lists they may add to (spec 03 §2–§4): collaborations too.
  const rows = await deps.store.lists.listSummariesOfUser(userId, caller?.userId ?? null, own);
  return {
    lists: rows
      .filter((row) => own || row.priv === 0)
      .map((row) => ({
        id: row.id,
        name: row.title,
        priv: row.priv === 1,
        numItems: row.itemCount,
        collaborative: row.collaborative === 1,
        editable: own,
        userId: row.ownerUsername,
        author: row.ownerDisplayName,
        followerCount: Number(row.followerCount),
        currentUserAFollower: Number(row.callerFollows) > 0,
        // The owner and administrators decide requests (spec 03 §6); no one else learns of them.
        pendingCollaborationRequests:
          own && (row.memberRole === null || row.memberRole === 'ADMINISTRATOR')
            ? Number(row.pendingRequests)
            : 0,
      })),
  };
}

function summaryOf(row: ListSummaryRow): ListSummary {
  return {
    id: row.id,
    title: row.title,
    itemCount: row.itemCount,
    priv: row.priv === 1,
    owner: { displayName: row.displayName },
  };
}

/** The record a containing-lists call names, as list items store it. */
const HELD = { work: 'work', personOrOrg: 'person', article: 'article' } as const satisfies Record<
  ContainingTarget,
  ListItemTarget
>;

/** 404 unless the article is there: articles take no tags or notes, so are no contribution target. */
async function requireHeld(
  deps: ServiceDeps<'contributions' | 'lists'>,
  record: (typeof HELD)[ContainingTarget],
  raw: string,
  id: number,
  callerId: CallerId,
): Promise<void> {
  if (record !== 'article') return requireTarget(deps, record, raw, id, callerId);
  if (!(await deps.store.lists.presentRecordIds('article', [id])).has(id))
    throw recordNotFound('article', raw);
}

/** Lists holding a work (or any of its editions), a person or organisation, or an article. */
export async function getContainingLists(
  deps: ServiceDeps<'contributions' | 'lists'>,
  type: ContainingTarget,
  raw: string,
  id: number,
  callerId: CallerId,
): Promise<ContainingLists> {
  const { lists } = deps.store;
  const record = HELD[type];
  await requireHeld(deps, record, raw, id, callerId);
  const targets =
    type === 'work'
      ? [
          { type: 'work' as const, ids: [id] },
          { type: 'version' as const, ids: await lists.versionIdsOfWork(id) },
        ]
      : [{ type: record, ids: [id] }];
  const { rows, total } = await lists.listsContaining(targets, callerId, CONTRIBUTION_LIMITS.listsAnswered);
  // The lists the caller may add to: their own and those they collaborate on.
  const available = callerId === null ? [] : await lists.listSummariesOfUser(callerId, callerId, true);
  // The record page offers removing the record from the lists where the caller may (ADR 038).
  const removable =
    callerId === null
      ? []
      : await lists.removableItemsHolding(
          callerId,
          { type: record, id },
          rows.map((row) => row.id),
        );
  const itemOf = new Map(removable.map((r) => [r.listId, r.itemId]));
  return {
    containing: rows.map((row) => ({ ...summaryOf(row), itemId: itemOf.get(row.id) ?? null })),
    total,
    available: available.map((row) => ({
      id: row.id,
      title: row.title,
      itemCount: row.itemCount,
      priv: row.priv === 1,
      owner: { displayName: row.ownerDisplayName },
    })),
  };
}
