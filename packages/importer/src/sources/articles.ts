import fs from 'node:fs';
import type { Entry, ImportContext, SourceImporter } from '../core/context.ts';
import { listFiles } from '../core/files.ts';
import { saveEach } from '../core/save-each.ts';
import { type Tally, errorMessage } from '../core/summary.ts';
import { toInt } from '../core/values.ts';
import { newspaperTitleIdFor } from './newspaper-titles.ts';
import { trovePageUrl } from './trove-page.ts';

/** Articles read from the Trove API are stored under this source, by Trove article id. */
export const TROVE_ARTICLE_SOURCE = 'trove-article';

/**
 * Articles known to carry offensive historical content (racist language about the accused in
 * the 1914 Katamatite report), flagged so the spec's advice and blur rules apply.
 */
export const CULTURALLY_SENSITIVE_ARTICLES: ReadonlySet<string> = new Set(['130070507']);

/** The fields of a Trove API v3 newspaper article that are stored. */
interface TroveArticle {
  id: string;
  heading?: string;
  category?: string;
  title?: { id: string; title: string };
  date?: string;
  page?: string;
  pageSequence?: string;
  troveUrl?: string;
  trovePageUrl?: string;
  illustrated?: string;
  wordCount?: string;
  correctionCount?: string;
  articleText?: string;
}

function readArticle(file: string): Entry<TroveArticle> {
  try {
    const value = JSON.parse(fs.readFileSync(file, 'utf8')) as TroveArticle;
    if (!value || typeof value.id !== 'string') return { file, position: 1, error: 'no article id' };
    if (!value.heading) return { file, position: 1, error: `article ${value.id} has no heading` };
    return { file, position: 1, value };
  } catch (error) {
    return { file, position: 1, error: `not valid JSON: ${errorMessage(error)}` };
  }
}

export const articles: SourceImporter = {
  name: 'articles',
  description: 'Trove API v3 newspaper articles with OCR text (JSON files)',
  defaultPath: 'trove_experiment-articles',
  async run(ctx: ImportContext, location: string, tally: Tally) {
    const files = listFiles(location, /\.json$/);
    await saveEach(
      ctx,
      tally,
      'articles',
      files.map(readArticle),
      files.length,
      async (article, repositories) => {
        const saved = await repositories.catalogue.saveArticle({
          source: TROVE_ARTICLE_SOURCE,
          sourceId: article.id,
          titleId: article.title?.id
            ? await newspaperTitleIdFor(repositories, article.title.id, article.title.title)
            : null,
          heading: article.heading ?? '',
          category: article.category ?? null,
          date: article.date ?? null,
          // A supplement's page comes as page '1', sequence '1 S': kept as the page '1 S', as a
          // harvest gives it, since the sequence is stored as a number (issue 29 point 17).
          page: /\D/.test(article.pageSequence ?? '')
            ? (article.pageSequence ?? null)
            : (article.page ?? null),
          pageSequence: toInt(article.pageSequence),
          illustrated: article.illustrated === 'Y' ? 1 : 0,
          wordCount: toInt(article.wordCount),
          correctionCount: toInt(article.correctionCount) ?? 0,
          // HTML paragraphs kept as Trove gives them; the server sanitises on output.
          text: article.articleText ?? null,
          troveUrl: article.troveUrl ?? null,
          pageUrl: trovePageUrl(article.trovePageUrl),
          culturallySensitive: CULTURALLY_SENSITIVE_ARTICLES.has(article.id) ? 1 : 0,
        });
        return { outcome: saved.outcome, category: 'newspapers' };
      },
    );
  },
};
