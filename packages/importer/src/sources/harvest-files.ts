import fs from 'node:fs';
import path from 'node:path';
import type { CsvRow } from '../core/csv.ts';
import { cell } from '../core/csv.ts';
import { trovePageUrl } from './trove-page.ts';

/**
 * The layout the Trove Newspaper Harvester writes: `data/<harvest>/results.csv` with one row per
 * article, and beside it `text/{YYYYMMDD}-{newspaper_id}-{article_id}.txt` holding each article's
 * OCR text (only when the harvest asked for text).
 */

export interface HarvestFolder {
  results: string;
  /** The folder of OCR text files, or null when the harvest kept no text. */
  textDir: string | null;
}

const RESULTS = 'results.csv';

/** Every harvest inside a folder (the folder itself may be one), in path order. */
export function findHarvests(location: string): HarvestFolder[] {
  if (!fs.existsSync(location)) throw new Error(`not found: ${location}`);
  if (fs.statSync(location).isFile()) {
    if (path.basename(location) !== RESULTS) throw new Error(`${location} is not a harvest's ${RESULTS}`);
    return [harvestAt(path.dirname(location))];
  }
  const found: HarvestFolder[] = [];
  const walk = (dir: string) => {
    const entries = fs.readdirSync(dir, { withFileTypes: true });
    if (entries.some((e) => e.isFile() && e.name === RESULTS)) found.push(harvestAt(dir));
    for (const entry of entries) if (entry.isDirectory()) walk(path.join(dir, entry.name));
  };
  walk(location);
  if (found.length === 0) throw new Error(`no harvest in ${location}: no ${RESULTS} in it or below it`);
  return found.sort((a, b) => a.results.localeCompare(b.results));
}

function harvestAt(dir: string): HarvestFolder {
  const textDir = path.join(dir, 'text');
  return {
    results: path.join(dir, RESULTS),
    textDir: fs.existsSync(textDir) && fs.statSync(textDir).isDirectory() ? textDir : null,
  };
}

/** The text files of a harvest by article id (the name's last part), so any date form is found. */
export function textFilesById(textDir: string | null): Map<string, string> {
  const files = new Map<string, string>();
  if (!textDir) return files;
  for (const name of fs.readdirSync(textDir)) {
    const id = /-(\d+)\.txt$/.exec(name)?.[1];
    if (id) files.set(id, path.join(textDir, name));
  }
  return files;
}

/** One row of results.csv, checked. */
export interface HarvestArticle {
  articleId: string;
  heading: string;
  newspaperId: string | null;
  newspaperTitle: string | null;
  page: string | null;
  /** The page's number when it is a plain number ('8 S', a supplement's page, has none). */
  pageSequence: number | null;
  date: string | null;
  category: string | null;
  words: number | null;
  illustrated: boolean;
  corrections: number;
  url: string | null;
  /** The printed page's persistent address (trove-page.ts). */
  pageUrl: string | null;
}

function count(row: CsvRow, column: string): number | null {
  const value = cell(row, column);
  if (value === null) return null;
  if (!/^\d+$/.test(value)) throw new Error(`${column} '${value}' is not a whole number`);
  return Number(value);
}

/** A calendar date written YYYY-MM-DD that exists ('1912-02-30' does not). */
function isoDate(value: string | null): string | null {
  if (value === null) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== value)
    throw new Error(`date '${value}' is not a date written YYYY-MM-DD`);
  return value;
}

/** Reads one results.csv row; throws with the reason when the row cannot be an article. */
export function parseHarvestRow(row: CsvRow): HarvestArticle {
  const articleId = cell(row, 'article_id');
  if (!articleId) throw new Error('no article_id');
  if (!/^\d+$/.test(articleId)) throw new Error(`article_id '${articleId}' is not a Trove article number`);
  const heading = cell(row, 'title');
  if (!heading) throw new Error(`article ${articleId} has no title`);
  const newspaperId = cell(row, 'newspaper_id');
  if (newspaperId !== null && !/^\d+$/.test(newspaperId))
    throw new Error(`newspaper_id '${newspaperId}' is not a Trove title number`);
  const illustrated = cell(row, 'illustrated');
  if (illustrated !== null && illustrated !== 'Y' && illustrated !== 'N')
    throw new Error(`illustrated '${illustrated}' is neither Y nor N`);
  const page = cell(row, 'page');
  return {
    articleId,
    heading,
    newspaperId,
    newspaperTitle: cell(row, 'newspaper_title'),
    page,
    pageSequence: page !== null && /^\d+$/.test(page) ? Number(page) : null,
    date: isoDate(cell(row, 'date')),
    category: cell(row, 'category'),
    words: count(row, 'words'),
    illustrated: illustrated === 'Y',
    corrections: count(row, 'corrections') ?? 0,
    url: cell(row, 'url'),
    pageUrl: trovePageUrl(cell(row, 'page_url')),
  };
}
