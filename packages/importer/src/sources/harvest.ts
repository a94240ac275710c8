import fs from 'node:fs';
import type { Repositories } from '@trove/db';
import type { Entry, ImportContext, SourceImporter } from '../core/context.ts';
import { readCsv } from '../core/csv.ts';
import { ocrTextAsHtml } from '../core/ocr-text-html.ts';
import { saveEach } from '../core/save-each.ts';
import { type Tally, errorMessage } from '../core/summary.ts';
import { CULTURALLY_SENSITIVE_ARTICLES, TROVE_ARTICLE_SOURCE } from './articles.ts';
import {
  type HarvestArticle,
  type HarvestFolder,
  findHarvests,
  parseHarvestRow,
  textFilesById,
} from './harvest-files.ts';
import { NEWSPAPER_TITLE_SOURCE, newspaperTitleIdFor } from './newspaper-titles.ts';

/** Articles of a Trove Newspaper Harvester output are stored under this source (ADR 033). */
export const HARVEST_SOURCE = 'trove-harvest';

interface HarvestEntry {
  article: HarvestArticle;
  text: string | null;
}

/** The rows of one harvest as entries ('row N' of its results.csv), each with its OCR text. */
function* harvestEntries(
  harvest: HarvestFolder,
  rows: Record<string, string>[],
): Generator<Entry<HarvestEntry>> {
  const texts = textFilesById(harvest.textDir);
  let n = 0;
  for (const row of rows) {
    const position = `row ${++n}`;
    try {
      const article = parseHarvestRow(row);
      const file = texts.get(article.articleId);
      const text = file ? ocrTextAsHtml(fs.readFileSync(file, 'utf8')) || null : null;
      yield { file: harvest.results, position, value: { article, text } };
    } catch (error) {
      yield { file: harvest.results, position, error: errorMessage(error) };
    }
  }
}

async function titleIdOf(repositories: Repositories, article: HarvestArticle): Promise<number | null> {
  if (!article.newspaperId) return null;
  if (article.newspaperTitle)
    return newspaperTitleIdFor(repositories, article.newspaperId, article.newspaperTitle);
  return (
    (await repositories.catalogue.findNewspaperTitleId(NEWSPAPER_TITLE_SOURCE, article.newspaperId)) ?? null
  );
}

async function saveHarvestArticle({ article, text }: HarvestEntry, repositories: Repositories) {
  // The same article from the Trove API (HTML text, page sequence) is the fuller record: keep it alone.
  if (await repositories.catalogue.articleExists(TROVE_ARTICLE_SOURCE, article.articleId)) return 'skipped';
  const saved = await repositories.catalogue.saveArticle({
    source: HARVEST_SOURCE,
    sourceId: article.articleId,
    titleId: await titleIdOf(repositories, article),
    heading: article.heading,
    category: article.category,
    date: article.date,
    page: article.page,
    pageSequence: article.pageSequence,
    illustrated: article.illustrated ? 1 : 0,
    wordCount: article.words,
    correctionCount: article.corrections,
    text,
    troveUrl: article.url,
    pageUrl: article.pageUrl,
    culturallySensitive: CULTURALLY_SENSITIVE_ARTICLES.has(article.articleId) ? 1 : 0,
  });
  return { outcome: saved.outcome, category: 'newspapers' };
}

export const harvest: SourceImporter = {
  name: 'harvest',
  description: 'a Trove Newspaper Harvester output: results.csv and text/*.txt (any folder holding one)',
  defaultPath: 'glam-workbench-presentations-harvest',
  async run(ctx: ImportContext, location: string, tally: Tally) {
    for (const folder of findHarvests(location)) {
      const rows = readCsv(folder.results);
      await saveEach(
        ctx,
        tally,
        'harvested articles',
        harvestEntries(folder, rows),
        rows.length,
        saveHarvestArticle,
        (entry) => entry.article.articleId,
      );
    }
  },
};
