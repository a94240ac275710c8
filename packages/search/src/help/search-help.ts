import type { SearchTerms } from '../criteria-query.ts';
import { CATEGORY_KEYS } from '../documents.ts';
import type {
  SearchAllPage,
  SearchAllRequest,
  SearchEngine,
  SearchHelp,
  SearchRequest,
  WidenedPage,
} from '../engine.ts';
import { ftsTableOf } from '../index-file.ts';
import { searchWideningWith } from '../widening.ts';
import { fewerWords, keywordUnits, withAtLeast } from './most-words.ts';
import { type Awaitable, type SpellingSource, type SpellingSuggestion, suggestSpelling } from './spelling.ts';

/**
 * Help when a search fails or disappoints (issue 14 §2, ADR 034), run by the engine that answers
 * the search, so a worker answers the search and its help in one call: records holding most of
 * the words when none holds them all, and a spelling that finds more when few records match.
 */

/** Fewer results than this and a search is offered a better spelling, if one finds more. */
export const FEW_RESULTS = 5;

/**
 * A word held by this share of the index's records is taken as meant, not corrected (and its part
 * of the vocabulary is not read): as Lucene's spell checker does with its maxQueryFrequency.
 */
const COMMON_SHARE = 0.01;

/** What the help asks of the engine it runs in. */
export interface HelpingEngine extends Pick<SearchEngine, 'search' | 'status'> {
  /** Exact number of records the terms match in these collections (null: every collection). */
  total(terms: SearchTerms, categories: readonly string[] | null): Awaitable<number>;
  readonly spelling: SpellingSource;
}

/**
 * A collection search as asked; redone without its limits when they leave nothing (spec 01 §4);
 * when it still finds nothing, redone for the records holding most of its words; and with a
 * spelling suggestion when the search as asked found few records.
 */
export async function searchWithHelp(engine: HelpingEngine, request: SearchRequest): Promise<WidenedPage> {
  const asked = await searchWideningWith(engine, request);
  // A search redone without its limits found nothing as asked.
  const found = asked.removedLimits.length > 0 ? 0 : asked.page.total;
  let answer = asked;
  let partial: SearchHelp['partial'];
  if (asked.page.total === 0) {
    const units = keywordUnits(request.terms);
    for (const matched of fewerWords(units)) {
      const relaxed = await searchWideningWith(engine, {
        ...request,
        terms: withAtLeast(request.terms, matched),
      });
      if (relaxed.page.total > 0) {
        answer = relaxed;
        partial = { matched, of: units };
        break;
      }
    }
  }
  const help = helpOf(await spellingFor(engine, request.terms, request.categories, found), partial);
  return help ? { ...answer, help } : answer;
}

/**
 * A search of every collection as asked; when no collection has a match, redone for the records
 * holding most of its words; with a spelling suggestion when few records match in all.
 */
export async function searchAllWithHelp(
  engine: HelpingEngine,
  request: SearchAllRequest,
  searchAll: (request: SearchAllRequest) => Promise<SearchAllPage>,
): Promise<SearchAllPage> {
  const asked = await searchAll(request);
  const found = asked.panels.reduce((n, p) => n + p.total, 0);
  let answer = asked;
  let partial: SearchHelp['partial'];
  if (found === 0) {
    const units = keywordUnits(request.terms);
    for (const matched of fewerWords(units)) {
      const relaxed = await searchAll({ ...request, terms: withAtLeast(request.terms, matched) });
      if (relaxed.panels.length > 0) {
        answer = relaxed;
        partial = { matched, of: units };
        break;
      }
    }
  }
  const categories = request.panels.map((p) => p.category);
  const help = helpOf(await spellingFor(engine, request.terms, categories, found), partial);
  return help ? { ...answer, help } : answer;
}

/** A better spelling of the keyword that finds more than `found` records, when `found` is few. */
async function spellingFor(
  engine: HelpingEngine,
  terms: SearchTerms,
  categories: readonly string[] | null,
  found: number,
): Promise<SpellingSuggestion | null> {
  if (found >= FEW_RESULTS) return null;
  const keyword = terms.text.find((t) => t.field === 'keyword' && t.mode === 'all');
  if (!keyword) return null;
  const tables = (categories ?? CATEGORY_KEYS).flatMap((c) => ftsTableOf(c) ?? []);
  if (tables.length === 0) return null;
  const corrected = (value: string): SearchTerms => ({
    ...terms,
    text: terms.text.map((t) => (t === keyword ? { ...t, value } : t)),
  });
  const common = Math.max(FEW_RESULTS, engine.status().documents * COMMON_SHARE);
  return suggestSpelling(
    keyword.value,
    engine.spelling,
    tables,
    found,
    (value) => engine.total(corrected(value), categories),
    common,
  );
}

function helpOf(suggestion: SpellingSuggestion | null, partial: SearchHelp['partial']): SearchHelp | null {
  if (!suggestion && !partial) return null;
  return { ...(suggestion ? { suggestion } : {}), ...(partial ? { partial } : {}) };
}
