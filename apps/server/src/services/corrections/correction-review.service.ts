import {
  CORRECTION_MESSAGES,
  type CorrectionBlock,
  type CorrectionSaved,
  type HeldCorrections,
  type RevertBody,
} from '@trove/contracts';
import type { Caller } from '../../auth/caller.ts';
import type { ServiceDeps } from '../../deps.ts';
import { conflict, invalid, notFound } from '../../domain/errors.ts';
import { pagingOf } from '../contributions-of-user.ts';
import { changedSince, conflictOf } from './commit-version.ts';
import {
  categoryOf,
  lastCorrectionOf,
  linesOfVersion,
  requireCorrectionArticle,
} from './correction-read.service.ts';
import { commitSafely } from './correction-save.service.ts';
import { linesOf } from './lines.ts';
import { differingLines } from './versions.ts';

/**
 * What data managers do with corrections (issue 17 §1, ADR 046): revert an article to an earlier
 * version, review held corrections, block and unblock accounts. The routes and the operators' CLI
 * both call these after the policy (correction-policy.ts) let the caller in.
 */

type ReviewDeps = ServiceDeps<'accounts' | 'achievements' | 'content' | 'corrections' | 'transaction'>;

/** A data manager, as the review calls need them: who they are by account; null for an operator's CLI. */
export type Reviewer = Pick<Caller, 'userId'> | null;

/** POST /newspaper/article/{id}/revert: back to `version`, as a new version of kind revert with its reason. */
export async function revertText(
  deps: ReviewDeps,
  reviewer: Reviewer,
  rawId: string,
  id: number,
  body: RevertBody,
): Promise<CorrectionSaved> {
  const article = await requireCorrectionArticle(deps, rawId, id);
  if (body.version >= article.textVersion)
    throw invalid(
      `Version ${body.version} is not an earlier version of this article: the latest is ${article.textVersion}.`,
    );
  const target = await linesOfVersion(deps, article, body.version);
  const changes = differingLines(linesOf(article.text), target).map((line) => ({
    no: line.no,
    text: line.after,
  }));
  if (changes.length === 0) throw invalid(CORRECTION_MESSAGES.noChange, { code: 'no_change' });
  const committed = await commitSafely(deps, {
    articleId: id,
    baseVersion: article.textVersion,
    correctorId: reviewer?.userId ?? null,
    kind: 'revert',
    category: categoryOf(article),
    lines: changes,
    comment: null,
    reason: body.reason,
    revertsTo: body.version,
    addressKey: null,
    at: deps.now().toISOString(),
    held: null,
  });
  const after = await requireCorrectionArticle(deps, rawId, id);
  return {
    correctionId: committed.correctionId,
    status: 'live',
    version: committed.version,
    linesChanged: changes.length,
    correctionCount: after.correctionCount,
    lastCorrection: lastCorrectionOf(after),
    message: CORRECTION_MESSAGES.reverted(body.version),
    userAchievement: null,
  };
}

/** GET /correction/held: oldest first, each with the lines it would change. */
export async function heldCorrections(
  deps: ServiceDeps<'corrections'>,
  query: { startPos: number; pageSize: number },
): Promise<HeldCorrections> {
  const { rows, total } = await deps.store.corrections.heldCorrections(pagingOf(query));
  const lines = await deps.store.corrections.correctionLines(rows.map((row) => row.id));
  return {
    total,
    content: rows.map((row) => ({
      id: row.id,
      articleId: row.articleId,
      articleHeading: row.heading,
      user:
        row.username === null || row.displayName === null
          ? null
          : { username: row.username, displayName: row.displayName },
      created: row.createdAt,
      comment: row.comment,
      reason: row.reason ?? '',
      lines: lines
        .filter((line) => line.correctionId === row.id)
        .map((line) => ({ no: line.lineNo, before: line.oldText, after: line.newText })),
    })),
  };
}

const correctionNotFound = (id: number) => notFound(`There is no correction ${id}.`);

async function requireHeld(deps: ServiceDeps<'corrections'>, id: number) {
  const held = await deps.store.corrections.correctionById(id);
  if (!held) throw correctionNotFound(id);
  if (held.status !== 'held') throw conflict('This correction is no longer held for review.', 'not_held');
  return held;
}

/**
 * POST /correction/{id}/approve: applies a held correction as a new version, credited to its
 * author. 409 when any of its lines has been corrected since it was made: it stays held.
 */
export async function approveCorrection(
  deps: ReviewDeps,
  reviewer: Reviewer,
  id: number,
  reason: string | null,
) {
  const held = await requireHeld(deps, id);
  const article = await deps.store.corrections.correctionArticle(held.articleId);
  if (!article) throw correctionNotFound(id);
  const lines = await deps.store.corrections.correctionLines([id]);
  const live = linesOf(article.text);
  const since = await changedSince(deps.store, article.id, held.baseVersion, {
    version: article.textVersion,
    lines: live,
  });
  const touched = new Set(lines.map((line) => line.lineNo));
  const clashing = since.lines.filter((line) => touched.has(line.no));
  if (clashing.length > 0) throw conflictOf({ currentVersion: article.textVersion, lines: clashing });
  const now = deps.now().toISOString();
  const committed = await commitSafely(deps, {
    articleId: article.id,
    // Lines changed elsewhere in the article since do not stand in its way.
    baseVersion: article.textVersion,
    correctorId: held.userId,
    kind: held.kind,
    category: held.category,
    lines: lines.map((line) => ({ no: line.lineNo, text: line.newText })),
    comment: held.comment,
    reason: null,
    revertsTo: null,
    addressKey: null,
    at: held.createdAt,
    held: { id, reviewedBy: reviewer?.userId ?? null, reviewedAt: now, reason },
  });
  return { id, status: 'live' as const, version: committed.version };
}

/** POST /correction/{id}/reject: marks a held correction rejected, with the reason. */
export async function rejectCorrection(
  deps: ServiceDeps<'corrections'>,
  reviewer: Reviewer,
  id: number,
  reason: string | null,
) {
  await requireHeld(deps, id);
  if (reason === null) throw invalid(CORRECTION_MESSAGES.reasonRequired, { code: 'reason_required' });
  const rejected = await deps.store.corrections.rejectHeldCorrection({
    id,
    reviewedBy: reviewer?.userId ?? null,
    reviewedAt: deps.now().toISOString(),
    reason,
  });
  if (!rejected) throw conflict('This correction is no longer held for review.', 'not_held');
  return { id, status: 'rejected' as const, version: null };
}

/** GET /correction/block: every blocked account, newest first. */
export async function correctionBlocks(
  deps: ServiceDeps<'corrections'>,
): Promise<{ content: CorrectionBlock[] }> {
  const rows = await deps.store.corrections.correctionBlocks();
  return {
    content: rows.map((row) => ({
      username: row.username,
      displayName: row.displayName,
      reason: row.reason,
      blockedBy: row.blockedBy,
      created: row.createdAt,
    })),
  };
}

async function requireAccount(deps: ServiceDeps<'accounts'>, username: string): Promise<number> {
  const userId = await deps.store.accounts.userIdByName(username);
  if (userId === undefined) throw notFound(`There is no reader called ${username}.`);
  return userId;
}

/** POST /correction/block: stops an account correcting, with a reason. */
export async function blockCorrector(
  deps: ServiceDeps<'accounts' | 'corrections'>,
  reviewer: Reviewer,
  username: string,
  reason: string,
) {
  const userId = await requireAccount(deps, username);
  await deps.store.corrections.blockCorrections({ userId, reason, blockedBy: reviewer?.userId ?? null });
  return correctionBlocks(deps);
}

/** DELETE /correction/block/{username}: lets the account correct again; 404 when it was not blocked. */
export async function unblockCorrector(deps: ServiceDeps<'accounts' | 'corrections'>, username: string) {
  const userId = await requireAccount(deps, username);
  if (!(await deps.store.corrections.unblockCorrections(userId)))
    throw notFound(`${username} is not blocked from correcting.`);
  return correctionBlocks(deps);
}
