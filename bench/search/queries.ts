import { ENDPOINTS, apiPathOf } from '@trove/contracts';
import { type CollectionStats, type CorpusStats, ranked } from './vocabulary.ts';

/**
 * The query mix: every class several distinct queries, each one described once and written both
 * as the portal's search URL (ADR 008 parameters) and, by postgres-fulltext.ts, as SQL.
 */

/** Bump when the way queries are chosen changes: cached mixes of older versions are then not reused. */
export const MIX_VERSION = 1;

export const QUERY_CLASSES = [
  'narrow',
  'medium',
  'broad',
  'phrase',
  'fielded',
  'facet-filter',
  'date-range',
  'date-sorted',
  'broadest',
  'repeated',
] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];

export interface BenchQuery {
  id: string;
  cls: QueryClass;
  /** Collection url key (packages/contracts/src/categories.ts). */
  category: string;
  /** Words of the keyword; a phrase when `phrase`, or restricted to one field. */
  words: string[];
  phrase: boolean;
  field: 'title' | 'creator' | null;
  /** l-format and l-decade limits (ADR 008), absent when unused. */
  format: string | null;
  decade: string | null;
  dateRange: { from: number; to: number } | null;
  sort: 'relevance' | 'dateDesc';
  /** Share of the collection's sampled records that hold the words (an estimate of breadth). */
  estimatedShare: number;
}

/** The keyword as a person types it. */
export function keywordOf(q: BenchQuery): string {
  const text = q.phrase ? `"${q.words.join(' ')}"` : q.words.join(' ');
  return q.field ? `${q.field}:${text}` : text;
}

/** GET /api/search/{category}?…: 20 results with snippets and the category's facets by default. */
export function searchPath(q: BenchQuery): string {
  return apiPathOf(ENDPOINTS.search.run, {
    category: q.category,
    keyword: keywordOf(q),
    'l-format': q.format,
    'l-decade': q.decade,
    'date.from': q.dateRange?.from,
    'date.to': q.dateRange?.to,
    sortBy: q.sort === 'relevance' ? undefined : q.sort,
  });
}

const WORK_COLLECTIONS = ['books', 'images', 'music', 'magazines', 'research', 'diaries'];
const KEYWORD_COLLECTIONS = ['books', 'newspapers', 'images', 'people', 'music', 'magazines'];

/** Picks words by how close their share of a collection is to a target, never reusing one. */
class Picker {
  private readonly used = new Set<string>();

  constructor(private readonly corpus: CorpusStats) {}

  collection(category: string): CollectionStats {
    const s = this.corpus.get(category);
    if (!s || s.docs === 0) throw new Error(`the corpus sample holds no ${category} records`);
    return s;
  }

  has(category: string): boolean {
    return (this.corpus.get(category)?.docs ?? 0) > 0;
  }

  /** The unused entry whose share is nearest the target (on a log scale); one pass, no sorting. */
  near(map: Map<string, number>, docs: number, target: number, key = ''): [string, number] | null {
    let best: [string, number] | null = null;
    let bestDistance = Infinity;
    for (const [word, count] of map) {
      const distance = Math.abs(Math.log(count / docs / target));
      // Ties keep the first entry met: maps keep the corpus order, so the choice is stable.
      if (distance >= bestDistance || this.used.has(`${key}${word}`)) continue;
      best = [word, count / docs];
      bestDistance = distance;
    }
    if (best) this.used.add(`${key}${best[0]}`);
    return best;
  }

  mostFrequent(map: Map<string, number>): string | null {
    return ranked(map)[0]?.[0] ?? null;
  }
}

interface Draft {
  category: string;
  words: string[];
  share: number;
  phrase?: boolean;
  field?: 'title' | 'creator';
  format?: string | null;
  decade?: string | null;
  dateRange?: { from: number; to: number };
  sort?: 'dateDesc';
}

/** Cycles through the collections present in the corpus. */
function rotate(picker: Picker, collections: string[], n: number): string[] {
  const present = collections.filter((c) => picker.has(c));
  if (present.length === 0) throw new Error(`none of ${collections.join(', ')} is in the corpus`);
  return Array.from({ length: n }, (_, i) => present[i % present.length] ?? present[0]!);
}

/** Builds `perClass` distinct queries per class (the broadest class: the top word of 3 collections). */
export function buildQueryMix(corpus: CorpusStats, perClass: number): BenchQuery[] {
  const picker = new Picker(corpus);
  const drafts: [QueryClass, Draft][] = [];
  const keywordClass = (cls: QueryClass, target: number, collections = KEYWORD_COLLECTIONS) => {
    for (const category of rotate(picker, collections, perClass)) {
      const s = picker.collection(category);
      const hit = picker.near(s.df, s.docs, target, `${category}:`);
      if (hit) drafts.push([cls, { category, words: [hit[0]], share: hit[1] }]);
    }
  };
  // Broadest first, so no other class takes the top words.
  for (const category of ['newspapers', 'books', 'people'].filter((c) => picker.has(c))) {
    const s = picker.collection(category);
    const hit = picker.near(s.df, s.docs, 1, `${category}:`);
    if (hit) drafts.push(['broadest', { category, words: [hit[0]], share: hit[1] }]);
  }
  keywordClass('narrow', 0.001);
  keywordClass('medium', 0.02);
  keywordClass('broad', 0.25);
  for (const category of rotate(picker, ['newspapers', 'books', 'images', 'music'], perClass)) {
    const s = picker.collection(category);
    const hit = picker.near(s.bigramDf, s.bigramDocs, 0.003, `${category}:`);
    if (hit) drafts.push(['phrase', { category, words: hit[0].split(' '), share: hit[1], phrase: true }]);
  }
  rotate(picker, WORK_COLLECTIONS, perClass).forEach((category, i) => {
    const s = picker.collection(category);
    const field = i % 2 === 0 ? 'title' : 'creator';
    const hit = picker.near(
      field === 'title' ? s.titleDf : s.creatorDf,
      s.docs,
      0.01,
      `${field}:${category}:`,
    );
    if (hit) drafts.push(['fielded', { category, words: [hit[0]], share: hit[1], field }]);
  });
  rotate(picker, [...WORK_COLLECTIONS.slice(0, 3), 'newspapers'], perClass).forEach((category, i) => {
    const s = picker.collection(category);
    const hit = picker.near(s.df, s.docs, 0.05, `${category}:`);
    if (!hit) return;
    // Works filter by their most common format and, every other query, a decade too; articles by decade.
    const format = category === 'newspapers' ? null : picker.mostFrequent(s.formats);
    const decade = category === 'newspapers' || i % 2 === 1 ? picker.mostFrequent(s.decades) : null;
    drafts.push(['facet-filter', { category, words: [hit[0]], share: hit[1], format, decade }]);
  });
  for (const category of rotate(picker, ['books', 'newspapers', 'images', 'music'], perClass)) {
    const s = picker.collection(category);
    const hit = picker.near(s.df, s.docs, 0.05, `${category}:`);
    if (hit)
      drafts.push([
        'date-range',
        { category, words: [hit[0]], share: hit[1], dateRange: { from: 1900, to: 1950 } },
      ]);
  }
  for (const category of rotate(picker, ['books', 'newspapers', 'images', 'music'], perClass)) {
    const s = picker.collection(category);
    const hit = picker.near(s.df, s.docs, 0.05, `${category}:`);
    if (hit) drafts.push(['date-sorted', { category, words: [hit[0]], share: hit[1], sort: 'dateDesc' }]);
  }
  keywordClass('repeated', 0.02);
  const counters = new Map<QueryClass, number>();
  return drafts.map(([cls, d]) => {
    const n = (counters.get(cls) ?? 0) + 1;
    counters.set(cls, n);
    return {
      id: `${cls}-${n}`,
      cls,
      category: d.category,
      words: d.words,
      phrase: d.phrase ?? false,
      field: d.field ?? null,
      format: d.format ?? null,
      decade: d.decade ?? null,
      dateRange: d.dateRange ?? null,
      sort: d.sort ?? 'relevance',
      estimatedShare: d.share,
    };
  });
}

/** Warm-up queries: other words than the measured ones, so measured queries are seen first time. */
export function buildWarmup(corpus: CorpusStats, exclude: readonly BenchQuery[], n: number): BenchQuery[] {
  const taken = new Set(exclude.map((q) => `${q.category}:${q.words.join(' ')}`));
  const out: BenchQuery[] = [];
  const targets = [0.002, 0.02, 0.1, 0.3];
  let i = 0;
  for (const category of rotate(new Picker(corpus), KEYWORD_COLLECTIONS, n * 3)) {
    if (out.length >= n) break;
    const s = corpus.get(category);
    if (!s) continue;
    const target = targets[i++ % targets.length] ?? 0.02;
    const word = ranked(s.df).find(
      ([w, c]) => !taken.has(`${category}:${w}`) && c / s.docs <= target * 1.5 && c / s.docs >= target / 3,
    );
    if (!word) continue;
    taken.add(`${category}:${word[0]}`);
    out.push({
      id: `warmup-${out.length + 1}`,
      cls: 'medium',
      category,
      words: [word[0]],
      phrase: false,
      field: null,
      format: null,
      decade: null,
      dateRange: null,
      sort: i % 3 === 0 ? 'dateDesc' : 'relevance',
      estimatedShare: word[1] / s.docs,
    });
  }
  return out;
}
