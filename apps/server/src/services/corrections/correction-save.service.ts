import {
  CORRECTION_LIMITS,
  CORRECTION_MESSAGES,
  type CorrectionBody,
  type CorrectionSaved,
} from '@trove/contracts';
import { isUniqueViolation } from '@trove/db';
import type { Caller } from '../../auth/caller.ts';
import type { ServiceDeps } from '../../deps.ts';
import { enforce } from '../../domain/decision.ts';
import { invalid, tooMany } from '../../domain/errors.ts';
import { awardAchievements } from '../achievements.service.ts';
import { type VersionChange, changedSince, commitVersion, conflictOf } from './commit-version.ts';
import { categoryOf, lastCorrectionOf, requireCorrectionArticle } from './correction-read.service.ts';
import { mayCorrect } from './correction-policy.ts';
import { correctionSettings } from './correction-settings.ts';
import { type TextLine, linesOf, normaliseLineText } from './lines.ts';

/** Saving corrected lines of an article as a new version, or holding them for review (issue 17 §1, ADR 046). */

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

type SaveDeps = ServiceDeps<'achievements' | 'content' | 'corrections' | 'transaction'>;

/** Who is saving: the account (null for a visitor), whether past the human check, the keyed address. */
export interface Corrector {
  caller: Caller | null;
  human: boolean;
  addressKey: string | null;
}

/** Why a save waits for a data manager, or null: it empties a line, or changes most of a long article. */
export function heldReason(
  live: readonly TextLine[],
  changes: readonly { no: number; text: string }[],
): string | null {
  if (changes.some((change) => change.text === '' && live[change.no]?.text !== ''))
    return CORRECTION_MESSAGES.heldEmptiedLine;
  if (
    live.length >= CORRECTION_LIMITS.heldMinLines &&
    changes.length > live.length * CORRECTION_LIMITS.heldShare
  )
    return CORRECTION_MESSAGES.heldMostLines;
  return null;
}

/** The lines that really change, text normalised, the last of repeats; line numbers already checked. */
function realChanges(live: readonly TextLine[], body: CorrectionBody): { no: number; text: string }[] {
  const byNo = new Map<number, string>();
  for (const line of body.lines) byNo.set(line.no, normaliseLineText(line.text));
  const changes = [...byNo]
    .filter(([no, text]) => live[no]?.text !== text)
    .map(([no, text]) => ({ no, text }))
    .sort((a, b) => a.no - b.no);
  if (changes.length === 0) throw invalid(CORRECTION_MESSAGES.noChange, { code: 'no_change' });
  return changes;
}

/** 429 when this save would take the account or the address past its lines in a minute. */
async function enforceRates(deps: SaveDeps, corrector: Corrector, lines: number): Promise<void> {
  const settings = correctionSettings(deps);
  const since = new Date(deps.now().getTime() - MINUTE_MS).toISOString();
  const limited = tooMany(CORRECTION_MESSAGES.rateLimited, 'rate_limited');
  if (corrector.caller) {
    const recent = await deps.store.corrections.linesChangedSince({ userId: corrector.caller.userId }, since);
    if (recent + lines > settings.linesPerMinutePerAccount) throw limited;
  }
  if (corrector.addressKey !== null) {
    const recent = await deps.store.corrections.linesChangedSince(
      { addressKey: corrector.addressKey },
      since,
    );
    if (recent + lines > settings.linesPerMinutePerAddress) throw limited;
  }
}

/** POST /newspaper/article/{id}/correction. */
export async function saveCorrection(
  deps: SaveDeps,
  corrector: Corrector,
  rawId: string,
  id: number,
  body: CorrectionBody,
): Promise<CorrectionSaved> {
  const { caller } = corrector;
  const blocked = caller ? await deps.store.corrections.isCorrectionBlocked(caller.userId) : false;
  enforce(mayCorrect(caller, corrector.human, blocked));
  const article = await requireCorrectionArticle(deps, rawId, id);
  const live = linesOf(article.text);
  if (live.length === 0) throw invalid(CORRECTION_MESSAGES.notCorrectable, { code: 'not_correctable' });
  for (const line of body.lines)
    if (line.no >= live.length) throw invalid(CORRECTION_MESSAGES.unknownLine, { code: 'unknown_line' });
  if (body.baseVersion !== article.textVersion)
    throw conflictOf(
      await changedSince(deps.store, id, body.baseVersion, { version: article.textVersion, lines: live }),
    );
  const changes = realChanges(live, body);
  await enforceRates(deps, corrector, changes.length);

  const now = deps.now();
  const change: VersionChange = {
    articleId: id,
    baseVersion: body.baseVersion,
    correctorId: caller?.userId ?? null,
    kind: 'correction',
    category: categoryOf(article),
    lines: changes,
    comment: body.comment || null,
    reason: null,
    revertsTo: null,
    addressKey: corrector.addressKey,
    at: now.toISOString(),
    held: null,
  };
  const held = heldReason(live, changes);
  if (held !== null) return holdCorrection(deps, change, live, held, article);

  const committed = await commitSafely(deps, change);
  const after = await requireCorrectionArticle(deps, rawId, id);
  return {
    correctionId: committed.correctionId,
    status: 'live',
    version: committed.version,
    linesChanged: changes.length,
    correctionCount: after.correctionCount,
    lastCorrection: lastCorrectionOf(after),
    message: CORRECTION_MESSAGES.saved,
    userAchievement: await awardAchievements(deps, caller, ['correctedLines']),
  };
}

/** Stores a save for review: no version, nothing else changes, no credit until it is approved. */
async function holdCorrection(
  deps: SaveDeps,
  change: VersionChange,
  live: readonly TextLine[],
  reason: string,
  article: { correctionCount: number } & Parameters<typeof lastCorrectionOf>[0],
): Promise<CorrectionSaved> {
  const correctionId = await deps.store.corrections.insertCorrection({
    articleId: change.articleId,
    version: null,
    baseVersion: change.baseVersion,
    userId: change.correctorId,
    kind: 'correction',
    status: 'held',
    category: change.category,
    comment: change.comment,
    reason,
    revertsTo: null,
    creditedLines: 0,
    addressKey: change.addressKey,
    createdAt: change.at,
    lines: change.lines.map((line) => ({
      lineNo: line.no,
      oldText: live[line.no]?.text ?? '',
      newText: line.text,
      credited: false,
    })),
  });
  return {
    correctionId,
    status: 'held',
    version: null,
    linesChanged: change.lines.length,
    correctionCount: article.correctionCount,
    lastCorrection: lastCorrectionOf(article),
    message: CORRECTION_MESSAGES.held,
    userAchievement: null,
  };
}

/**
 * Commits a version in one transaction. Two saves racing past the version check meet the unique
 * index on (article, version): the loser's transaction is gone, so its 409 is worked out afresh.
 */
export async function commitSafely(deps: SaveDeps, change: VersionChange) {
  const settings = correctionSettings(deps);
  try {
    return await deps.store.transaction((repos) =>
      commitVersion(repos, change, {
        now: deps.now(),
        survivalMs: settings.survivalDays * DAY_MS,
        originalSearchableMs: settings.originalSearchableDays * DAY_MS,
      }),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const article = await deps.store.corrections.correctionArticle(change.articleId);
    throw conflictOf(
      await changedSince(deps.store, change.articleId, change.baseVersion, {
        version: article?.textVersion ?? change.baseVersion,
        lines: linesOf(article?.text ?? null),
      }),
    );
  }
}
