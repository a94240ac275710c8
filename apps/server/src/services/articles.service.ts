import type { Article } from '@trove/contracts';
import type { ServiceDeps } from '../deps.ts';
import { recordNotFound } from '../domain/errors.ts';
import { plainTextToHtml, sanitiseOcrHtml } from '../sanitise.ts';
import { lastCorrectionOf } from './corrections/correction-read.service.ts';

/** GET /newspaper/article/{id} (spec 02 §4): a newspaper or gazette article with its neighbours. */

/** OCR text arrives as Trove's HTML or as plain text; either way only harmless markup leaves. */
export function articleHtml(text: string | null): string {
  if (!text) return '';
  return /<[a-z][^>]*>/i.test(text) ? sanitiseOcrHtml(text) : plainTextToHtml(text);
}

export async function getArticle(
  deps: ServiceDeps<'articles' | 'corrections' | 'records'>,
  rawId: string,
  id: number,
): Promise<Article> {
  const record = await deps.store.records.readArticle(id);
  if (!record) throw recordNotFound('article', rawId);
  const { article, title } = record;
  const [neighbours, corrected] = await Promise.all([
    deps.store.articles.readArticleNeighbours(article),
    article.lastCorrectedAt === null ? undefined : deps.store.corrections.correctionArticle(article.id),
  ]);
  return {
    id: article.id,
    heading: article.heading,
    category: article.category,
    date: article.date,
    page: article.page,
    pageSequence: article.pageSequence,
    illustrated: article.illustrated === 1,
    wordCount: article.wordCount,
    correctionCount: article.correctionCount,
    lastCorrection: corrected ? lastCorrectionOf(corrected) : null,
    text: articleHtml(article.text),
    title: title
      ? {
          id: title.id,
          name: title.name,
          kind: title.kind === 'gazette' ? 'gazette' : 'newspaper',
          state: title.state,
          place: title.place,
          startDate: title.startDate,
          endDate: title.endDate,
          issn: title.issn,
        }
      : null,
    troveUrl: article.troveUrl,
    culturallySensitive: article.culturallySensitive === 1,
    synthetic: article.synthetic === 1,
    previous: neighbours.previous ?? null,
    next: neighbours.next ?? null,
  };
}
