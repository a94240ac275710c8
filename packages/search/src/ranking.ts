import type { RowFilter } from './row-filter.ts';
import type { Scored } from './table-queries.ts';

/**
 * The order of a collection's matches (ADR 031): records whose name or title equals the whole
 * query first, then the rest by bm25 score; within each, a record whose title holds the words as
 * typed scores above one holding only their stems (the index stems 'federal' and 'federation'
 * alike), and a record's score is lowered by its OCR noise, so that of two records matching alike
 * the cleaner comes first, and raised by its prominence, so that of several people of one surname
 * the one the collection holds most by and about comes first.
 */

/** A ranked match: `score` is bm25 adjusted for the record's standing (lower is better). */
export interface RankedRow {
  rowid: number;
  exact: boolean;
  score: number;
}

/**
 * SQLite orders the rest by bm25; the noise adjustment reorders them in fixed blocks of this many
 * (the first 50, the next 50…), so a record's place never depends on the page asked for and
 * nothing is read beyond the blocks a page needs.
 */
export const RERANK_BLOCK = 50;

/** How much of its score a record whose text is all noise loses. */
export const NOISE_WEIGHT = 0.3;

/**
 * How much a record of the greatest prominence adds to its score. Matches of one surname score
 * within a few per cent of each other, so this reorders them without lifting a weak match.
 */
export const PROMINENCE_WEIGHT = 0.15;

/** What a record brings to its score beyond the words matched. */
export interface Standing {
  /** OCR noise of its text, 0 (clean or none) to 1 (all noise). */
  noise: number;
  /** 0 to 1: how much the collection holds by and about a person (documents.ts); 0 for other records. */
  prominence: number;
}

export const standingFactor = ({ noise, prominence }: Standing): number =>
  (1 - NOISE_WEIGHT * noise) * (1 + PROMINENCE_WEIGHT * prominence);

/** How much a title holding every word as typed adds to a score. */
export const AS_TYPED_BONUS = 0.2;

export const byRank = (a: RankedRow, b: RankedRow): number =>
  Number(b.exact) - Number(a.exact) || a.score - b.score || a.rowid - b.rowid;

/** What ranking reads of one collection's matches. */
export interface RankSource {
  /** Matches whose name or title equals the query (none when the query cannot equal one). */
  exact(): number[];
  /** The best `limit` matches by bm25, best first. */
  top(limit: number): Scored[];
  /** Every match by bm25, best first, read lazily. */
  all(): Iterable<Scored>;
  /** The indexed titles of the given rows. */
  titles(rowids: readonly number[]): Map<number, string>;
}

const WORD = /[\p{L}\p{N}]+/gu;
const wordsOf = (text: string): string[] =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().match(WORD) ?? [];

/** A test of whether a title holds every typed word as a whole word, unstemmed (case ignored). */
export function asTypedTest(typed: readonly string[]): (title: string) => boolean {
  if (typed.length === 0) return () => false;
  const patterns = typed.map(
    (w) =>
      new RegExp(`(?<![\\p{L}\\p{N}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu'),
  );
  // Titles with accents are compared without them, as the words typed were.
  return (title) => {
    const plain = /[\u0080-\uffff]/.test(title) ? title.normalize('NFKD').replace(/\p{M}/gu, '') : title;
    return patterns.every((p) => p.test(plain));
  };
}

export function holdsAsTyped(title: string, typed: readonly string[]): boolean {
  return asTypedTest(typed.flatMap(wordsOf))(title);
}

/** The first `wanted` matches that pass the filter, best first (exact ones may exceed `wanted`). */
export function rankRows(
  source: RankSource,
  filter: RowFilter,
  wanted: number,
  standingOf: (rowid: number) => Standing,
  typedWords: readonly string[] = [],
): RankedRow[] {
  const typed = typedWords.flatMap(wordsOf);
  const asTyped = asTypedTest(typed);
  const adjust = (rowid: number, score: number, asTyped: boolean) =>
    score * standingFactor(standingOf(rowid)) * (asTyped ? 1 + AS_TYPED_BONUS : 1);
  const exactIds = new Set(source.exact().filter((rowid) => !filter || filter(rowid)));
  const blocks = Math.ceil(Math.max(0, wanted - exactIds.size) / RERANK_BLOCK) * RERANK_BLOCK;
  // One bm25 pass gives the rest and the exact matches' scores; an exact match beyond it scores 0
  // (bm25's worst), so it follows the exact matches that scored.
  const exactScores = new Map<number, number>();
  const rest: Scored[] = [];
  const candidates = filter ? source.all() : source.top(blocks + exactIds.size);
  for (const scored of candidates) {
    const [rowid] = scored;
    if (exactIds.has(rowid)) exactScores.set(rowid, scored[1]);
    else if (rest.length < blocks && (!filter || filter(rowid))) rest.push(scored);
    if (rest.length >= blocks && exactScores.size === exactIds.size) break;
  }
  const ranked = [...exactIds]
    .map((rowid): RankedRow => ({
      rowid,
      exact: true,
      score: adjust(rowid, exactScores.get(rowid) ?? 0, false),
    }))
    .sort(byRank);
  for (let i = 0; i < rest.length; i += RERANK_BLOCK) {
    const block = rest.slice(i, i + RERANK_BLOCK);
    const titles =
      typed.length > 0 ? source.titles(block.map(([rowid]) => rowid)) : new Map<number, string>();
    const rows = block.map(([rowid, score]): RankedRow => {
      return { rowid, exact: false, score: adjust(rowid, score, asTyped(titles.get(rowid) ?? '')) };
    });
    ranked.push(...rows.sort(byRank));
  }
  return ranked;
}
