import { CORRECTION_MESSAGES, type CorrectionConflict } from '@trove/contracts';
import type { Repositories, TextCorrectionTable } from '@trove/db';
import { DomainError } from '../../domain/errors.ts';
import { type TextLine, linesOf, linesToHtml } from './lines.ts';
import { type PriorChange, creditOf } from './ranking.ts';

/**
 * Making a new live version of an article's text (ADR 046), for a reader's save, an approved held
 * correction and a data manager's revert alike. Runs inside the caller's transaction: it re-reads
 * the live version, ranks every changed line, writes the correction, its lines, the withdrawals
 * and the tallies, and moves the article on, or throws a 409 and nothing is kept.
 */

export interface VersionChange {
  articleId: number;
  /** The version the change was made against. */
  baseVersion: number;
  correctorId: number | null;
  kind: TextCorrectionTable['kind'];
  category: TextCorrectionTable['category'];
  /** The changed lines: number and new text. */
  lines: readonly { no: number; text: string }[];
  comment: string | null;
  reason: string | null;
  revertsTo: number | null;
  addressKey: string | null;
  /** ISO-8601 UTC: when the change was made (the day its credit counts). */
  at: string;
  /** A held correction being approved: its row is made live instead of a new one. */
  held: { id: number; reviewedBy: number | null; reviewedAt: string; reason: string | null } | null;
}

export interface CommitSettings {
  now: Date;
  survivalMs: number;
  originalSearchableMs: number;
}

export interface CommittedVersion {
  correctionId: number;
  version: number;
  creditedLines: number;
}

/** The 409 of a save against a version that is no longer live, with the lines changed since. */
export function conflictOf(details: CorrectionConflict): DomainError {
  return new DomainError('conflict', CORRECTION_MESSAGES.conflict, { code: 'conflict', details });
}

/** The lines changed after `baseVersion`, with their live text (a 409's details). */
export async function changedSince(
  repos: Pick<Repositories, 'corrections'>,
  articleId: number,
  baseVersion: number,
  current: { version: number; lines: readonly TextLine[] },
): Promise<CorrectionConflict> {
  const changes = await repos.corrections.liveLineChanges(articleId);
  const nos = [...new Set(changes.filter((c) => c.version > baseVersion).map((c) => c.lineNo))].sort(
    (a, b) => a - b,
  );
  return {
    currentVersion: current.version,
    lines: nos.map((no) => ({ no, text: current.lines[no]?.text ?? '' })),
  };
}

export async function commitVersion(
  repos: Pick<Repositories, 'corrections'>,
  change: VersionChange,
  settings: CommitSettings,
): Promise<CommittedVersion> {
  const article = await repos.corrections.correctionArticle(change.articleId);
  if (!article) throw new DomainError('not_found', 'The article is no longer there.');
  const live = linesOf(article.text);
  if (article.textVersion !== change.baseVersion)
    throw conflictOf(
      await changedSince(repos, article.id, change.baseVersion, {
        version: article.textVersion,
        lines: live,
      }),
    );
  const version = article.textVersion + 1;
  // The article row first: from here on no other save of this article runs until this one ends.
  const next = live.map((line) => ({ ...line }));
  for (const { no, text } of change.lines) if (next[no]) next[no].text = text;
  const firstCorrection = article.originalText === null;
  const advanced = await repos.corrections.advanceArticleText({
    id: article.id,
    fromVersion: article.textVersion,
    toVersion: version,
    text: linesToHtml(next),
    originalText: article.originalText ?? article.text ?? '',
    originalSearchableUntil: firstCorrection
      ? new Date(settings.now.getTime() + settings.originalSearchableMs).toISOString()
      : null,
    correctorId: change.correctorId,
    at: settings.now.toISOString(),
  });
  // Another save moved the article on since it was read (PostgreSQL waits for it here, then finds
  // the version changed): answer what changed, nothing of this one is kept.
  if (!advanced) {
    const now = await repos.corrections.correctionArticle(article.id);
    throw conflictOf(
      await changedSince(repos, article.id, change.baseVersion, {
        version: now?.textVersion ?? version,
        lines: linesOf(now?.text ?? null),
      }),
    );
  }
  const nos = change.lines.map((line) => line.no);
  const history = await repos.corrections.liveLineChanges(article.id, nos);
  const priorOf = (row: (typeof history)[number]): PriorChange => ({
    lineChangeId: row.lineChangeId,
    correctionId: row.correctionId,
    authorId: row.authorId,
    oldText: row.oldText,
    credited: row.credited === 1,
    createdAt: row.createdAt,
  });
  const revertsTo = change.revertsTo;
  const ranked = change.lines.map((line) => {
    const ofLine = history.filter((row) => row.lineNo === line.no);
    const latest = ofLine.at(-1);
    const undone = revertsTo === null ? [] : ofLine.filter((row) => row.version > revertsTo);
    const credit = creditOf(
      {
        correctorId: change.correctorId,
        kind: change.kind,
        newText: line.text,
        latest: latest ? priorOf(latest) : null,
        undone: undone.map(priorOf),
      },
      settings.now,
      settings.survivalMs,
    );
    return { line, oldText: live[line.no]?.text ?? '', credit };
  });
  const creditedLines = ranked.filter((r) => r.credit.credited).length;

  let correctionId: number;
  if (change.held) {
    correctionId = change.held.id;
    const stored = await repos.corrections.correctionLines([correctionId]);
    const creditedNos = new Set(ranked.filter((r) => r.credit.credited).map((r) => r.line.no));
    await repos.corrections.applyHeldCorrection({
      ...change.held,
      version,
      creditedLineIds: stored.filter((row) => creditedNos.has(row.lineNo)).map((row) => row.id),
    });
  } else {
    correctionId = await repos.corrections.insertCorrection({
      articleId: article.id,
      version,
      baseVersion: change.baseVersion,
      userId: change.correctorId,
      kind: change.kind,
      status: 'live',
      category: change.category,
      comment: change.comment,
      reason: change.reason,
      revertsTo: change.revertsTo,
      creditedLines,
      addressKey: change.addressKey,
      createdAt: change.at,
      lines: ranked.map((r) => ({
        lineNo: r.line.no,
        oldText: r.oldText,
        newText: r.line.text,
        credited: r.credit.credited,
      })),
    });
  }
  const categoryOf = new Map(history.map((row) => [row.lineChangeId, row.category]));
  for (const withdrawn of ranked.flatMap((r) => r.credit.withdraw))
    await repos.corrections.withdrawLineCredit({
      lineChangeId: withdrawn.lineChangeId,
      correctionId: withdrawn.correctionId,
      authorId: withdrawn.authorId,
      category: categoryOf.get(withdrawn.lineChangeId) ?? change.category,
      createdAt: withdrawn.createdAt,
    });
  if (change.correctorId !== null)
    await repos.corrections.creditLines({
      userId: change.correctorId,
      category: change.category,
      at: change.at,
      lines: creditedLines,
    });

  return { correctionId, version, creditedLines };
}
