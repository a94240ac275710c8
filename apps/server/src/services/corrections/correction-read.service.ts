import type { ArticleLines, LastCorrection, TextDiff, TextHistory } from '@trove/contracts';
import { CORRECTION_MESSAGES } from '@trove/contracts';
import type { CorrectionArticleRow, TextCorrectionTable } from '@trove/db';
import type { Caller } from '../../auth/caller.ts';
import type { ServiceDeps } from '../../deps.ts';
import { invalid, recordNotFound } from '../../domain/errors.ts';
import { pagingOf } from '../contributions-of-user.ts';
import { mayCorrect, seesHeldCorrections } from './correction-policy.ts';
import { correctionSettings } from './correction-settings.ts';
import { pageImageUrl } from './page-image.ts';
import { type TextLine, linesOf } from './lines.ts';
import { differingLines, linesAtVersion } from './versions.ts';

/** Reading an article's text for correction: its lines, its history and two versions compared (ADR 046). */

/** The article, or the record's 404. */
export async function requireCorrectionArticle(
  deps: ServiceDeps<'corrections'>,
  rawId: string,
  id: number,
): Promise<CorrectionArticleRow> {
  const article = await deps.store.corrections.correctionArticle(id);
  if (!article) throw recordNotFound('article', rawId);
  return article;
}

/** The hall of fame filter an article's corrections count under. */
export function categoryOf(article: { titleKind: string | null }): TextCorrectionTable['category'] {
  return article.titleKind === 'gazette' ? 'gazette' : 'newspaper';
}

/** Who corrected the text last and when; null while it is the OCR as loaded. */
export function lastCorrectionOf(article: {
  lastCorrectedAt: string | null;
  lastCorrectorName: string | null;
  lastCorrectorUsername: string | null;
}): LastCorrection | null {
  if (article.lastCorrectedAt === null) return null;
  return {
    lastupdated: article.lastCorrectedAt,
    by: article.lastCorrectorName,
    username: article.lastCorrectorUsername,
  };
}

/** GET /newspaper/article/{id}/lines: the live version line by line, and whether the caller may save. */
export async function articleLines(
  deps: ServiceDeps<'corrections'>,
  caller: Caller | null,
  human: boolean,
  rawId: string,
  id: number,
): Promise<ArticleLines> {
  const article = await requireCorrectionArticle(deps, rawId, id);
  const lines = linesOf(article.text);
  const blocked = caller ? await deps.store.corrections.isCorrectionBlocked(caller.userId) : false;
  const decision = lines.length === 0 ? null : mayCorrect(caller, human, blocked);
  return {
    articleId: article.id,
    heading: article.heading,
    version: article.textVersion,
    lines,
    imageUrl: pageImageUrl(article.pageUrl, correctionSettings(deps).pageImageUrlTemplate),
    correctionCount: article.correctionCount,
    lastCorrection: lastCorrectionOf(article),
    mayCorrect: decision?.allowed ?? false,
    refusal:
      decision === null ? CORRECTION_MESSAGES.notCorrectable : decision.allowed ? null : decision.message,
  };
}

/** GET /newspaper/article/{id}/history: newest first; held and rejected ones for data managers. */
export async function textHistory(
  deps: ServiceDeps<'corrections'>,
  caller: Caller | null,
  rawId: string,
  id: number,
  query: { startPos: number; pageSize: number },
): Promise<TextHistory> {
  const article = await requireCorrectionArticle(deps, rawId, id);
  const { rows, total } = await deps.store.corrections.correctionHistory(
    id,
    seesHeldCorrections(caller),
    pagingOf(query),
  );
  return {
    articleId: article.id,
    heading: article.heading,
    currentVersion: article.textVersion,
    total,
    versions: rows.map((row) => ({
      correctionId: row.id,
      version: row.version,
      kind: row.kind,
      status: row.status,
      user:
        row.username === null || row.displayName === null
          ? null
          : { username: row.username, displayName: row.displayName },
      created: row.createdAt,
      comment: row.comment,
      reason: row.reason,
      revertsTo: row.revertsTo,
      lineCount: row.lineCount,
    })),
  };
}

/** The lines of any version of an article, rebuilt from the original and the live changes. */
export async function linesOfVersion(
  deps: ServiceDeps<'corrections'>,
  article: CorrectionArticleRow,
  version: number,
): Promise<TextLine[]> {
  if (version > article.textVersion)
    throw invalid(`There is no version ${version} of this article: the latest is ${article.textVersion}.`);
  const original = linesOf(article.originalText ?? article.text);
  if (version === article.textVersion) return linesOf(article.text);
  const changes = await deps.store.corrections.liveLineChanges(article.id);
  return linesAtVersion(original, changes, version);
}

/** GET /newspaper/article/{id}/diff?from&to: the lines that differ, either way round. */
export async function textDiff(
  deps: ServiceDeps<'corrections'>,
  rawId: string,
  id: number,
  query: { from: number; to: number },
): Promise<TextDiff> {
  const article = await requireCorrectionArticle(deps, rawId, id);
  const [before, after] = await Promise.all([
    linesOfVersion(deps, article, query.from),
    linesOfVersion(deps, article, query.to),
  ]);
  return { articleId: article.id, from: query.from, to: query.to, lines: differingLines(before, after) };
}
