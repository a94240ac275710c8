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
const NOT_ASCII = /[\u0080-\uffff]/;

/**
 * A text's words as compared: accents and case ignored, and a final sigma read as a sigma, as a
 * case-insensitive match reads it. Plain ASCII (most titles) skips the Unicode normalisation.
 */
const wordsOf = (text: string): string[] => {
  if (!NOT_ASCII.test(text)) return text.toLowerCase().match(WORD) ?? [];
  const plain = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/ς/g, 'σ');
  return plain.match(WORD) ?? [];
};

/**
 * A test of whether a title holds every typed word as a whole word, unstemmed (case and accents
 * ignored). The title's words are read once, rather than each word searched for in it: a title is
 * tested for every match ranked.
 */
export function asTypedTest(typed: readonly string[]): (title: string) => boolean {
  if (typed.length === 0) return () => false;
  return (title) => {
    const words = new Set(wordsOf(title));
    return typed.every((word) => words.has(word));
  };
}

export function holdsAsTyped(title: string, typed: readonly string[]): boolean {
  return asTypedTest(typed.flatMap(wordsOf))(title);
}

/** How many matches beside the exact ones a page of `wanted` reads: whole rerank blocks. */
const blocksFor = (wanted: number, exactCount: number) =>
  Math.ceil(Math.max(0, wanted - exactCount) / RERANK_BLOCK) * RERANK_BLOCK;

/**
 * The scored matches ranking reads, in the order read: every exact match met, and the first
 * `blocks` others that pass the filter; it stops once it has both.
 */
function readCandidates(
  scored: Iterable<Scored>,
  exactIds: ReadonlySet<number>,
  filter: RowFilter,
  blocks: number,
): Scored[] {
  const read: Scored[] = [];
  let rest = 0;
  let exactMet = 0;
  for (const row of scored) {
    const [rowid] = row;
    if (exactIds.has(rowid)) {
      read.push(row);
      exactMet += 1;
    } else if (rest < blocks && (!filter || filter(rowid))) {
      read.push(row);
      rest += 1;
    }
    if (rest >= blocks && exactMet === exactIds.size) break;
  }
  return read;
}

/**
 * The exact matches that pass the filter, and the scored matches a page of `wanted` reads from:
 * without a filter only the top, whose length decides which exact matches score (one beyond it
 * scores 0, bm25's worst, and follows the exact matches that scored); with one, every match.
 */
function candidatesOf(source: RankSource, filter: RowFilter, wanted: number) {
  const exactIds = new Set(source.exact().filter((rowid) => !filter || filter(rowid)));
  const blocks = blocksFor(wanted, exactIds.size);
  const scored = filter ? source.all() : source.top(blocks + exactIds.size);
  return { exactIds, blocks, scored };
}

/**
 * What one part of a search's row ids gives its ranking (a search split between two workers,
 * fts-engine.ts). Merged in bm25 order (mergeCandidates), the parts hold what ranking the whole
 * reads: without a filter each part's whole top, so the merged top is the whole's; with one, the
 * rows each part's own reading takes, which hold every row the whole's reading takes.
 */
export function partCandidates(
  source: RankSource,
  filter: RowFilter,
  wanted: number,
  inPart: (rowid: number) => boolean,
): Scored[] {
  const { exactIds, blocks, scored } = candidatesOf(source, filter, wanted);
  if (!filter) return [...scored];
  return readCandidates(scored, new Set([...exactIds].filter(inPart)), filter, blocks);
}

/** The parts' candidates as one list in bm25 order (score, then row id), as the whole would read them. */
export function mergeCandidates(parts: readonly Scored[][]): Scored[] {
  const [only] = parts;
  if (only && parts.length === 1) return only;
  return parts.flat().sort((a, b) => a[1] - b[1] || a[0] - b[0]);
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
  // One bm25 pass gives the rest and the exact matches' scores.
  const { exactIds, blocks, scored } = candidatesOf(source, filter, wanted);
  const read = readCandidates(scored, exactIds, filter, blocks);
  const exactScores = new Map<number, number>();
  const rest: Scored[] = [];
  for (const scored of read) {
    if (exactIds.has(scored[0])) exactScores.set(scored[0], scored[1]);
    else rest.push(scored);
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
