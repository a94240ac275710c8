/**
 * The pure rules of the explore view (spec 02 §2, §4, §5): addresses, word sizes and rotation,
 * and the year brush. Kept apart from the components so they are unit-tested.
 */
import { toggledLimit } from '../../../lib/search-params.ts';

/** Years the chart and the brush accept (spec 02 §5): none before 1780 or after this year. */
export const FIRST_CHART_YEAR = 1780;
/** The year chart's y axis never tops out below this, so a few records do not look like many. */
export const MIN_Y_MAX = 20;
export const WORD_MIN_PX = 14;
export const WORD_MAX_PX = 30;
/** Fewer terms than this are never rotated: a short cloud reads better level. */
export const ROTATE_FROM_TERMS = 10;
/** Longer labels stay level: an upright phrase would make the cloud tall and hard to read. */
export const ROTATE_MAX_CHARS = 14;

/** The explore address of a collection; empty values are left out (spec 02 §4). */
export function exploreHref(basePath: string, params: URLSearchParams): string {
  const clean = new URLSearchParams();
  for (const [key, value] of params) if (value.trim() !== '') clean.append(key, value);
  const text = clean.toString();
  return `${basePath}/explore${text ? `?${text}` : ''}`;
}

/** A facet term added as a limit, back to the first page. */
export function addLimitHref(
  basePath: string,
  current: URLSearchParams,
  limit: string,
  term: string,
): string {
  return exploreHref(basePath, toggledLimit(current, limit, term, true));
}

/** One value of a limit removed; the last value takes its `.mod` with it. */
export function removeLimitHref(
  basePath: string,
  current: URLSearchParams,
  limit: string,
  term: string,
): string {
  return exploreHref(basePath, toggledLimit(current, limit, term, false));
}

/** Spec 02 §4: clearing the date range removes date.from, date.to, startPos, pageSize and pageTotals. */
export function clearDatesHref(basePath: string, current: URLSearchParams): string {
  const next = new URLSearchParams(current);
  for (const key of ['date.from', 'date.to', 'startPos', 'pageSize', 'pageTotals']) next.delete(key);
  return exploreHref(basePath, next);
}

/** 'Clear all': every limit and the date range go; the words of the query stay. */
export function clearAllHref(basePath: string, current: URLSearchParams): string {
  const next = new URLSearchParams(current);
  for (const key of [...next.keys()]) if (key.startsWith('l-')) next.delete(key);
  return clearDatesHref(basePath, next);
}

/**
 * The brush's years as a date range (spec 02 §4): 1 January of the start year to 31 December of
 * the end year, the years put in order and kept within 1780 and this year; null when nothing is left.
 */
export function brushDates(
  startYear: number,
  endYear: number,
  thisYear: number,
): { from: string; to: string } | null {
  if (!Number.isFinite(startYear) || !Number.isFinite(endYear)) return null;
  const low = Math.max(FIRST_CHART_YEAR, Math.round(Math.min(startYear, endYear)));
  const high = Math.min(thisYear, Math.round(Math.max(startYear, endYear)));
  if (low > high) return null;
  return { from: `${String(low).padStart(4, '0')}-01-01`, to: `${String(high).padStart(4, '0')}-12-31` };
}

/** The address with a brushed range, back to the first page. */
export function brushHref(
  basePath: string,
  current: URLSearchParams,
  range: { from: string; to: string },
): string {
  const next = new URLSearchParams(current);
  next.delete('startPos');
  next.set('date.from', range.from);
  next.set('date.to', range.to);
  return exploreHref(basePath, next);
}

/** The years of a date range in the address, for the Years badge and the brush; null without one. */
export function yearsOf(current: URLSearchParams): { from: number | null; to: number | null } | null {
  const year = (value: string | null) => {
    const m = value ? /^(\d{1,4})/.exec(value.trim()) : null;
    return m ? Number(m[1]) : null;
  };
  const from = year(current.get('date.from'));
  const to = year(current.get('date.to'));
  return from === null && to === null ? null : { from, to };
}

/** Font size by count, linear from 14 px (fewest) to 30 px (most). */
export function wordSize(count: number, min: number, max: number): number {
  if (max <= min) return (WORD_MIN_PX + WORD_MAX_PX) / 2;
  const share = (count - min) / (max - min);
  return Math.round(WORD_MIN_PX + share * (WORD_MAX_PX - WORD_MIN_PX));
}

/**
 * A small seeded generator (mulberry32): the same seed gives the same sequence on the server and
 * in the browser, so a "random" rotation does not change on hydration.
 */
export function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i += 1) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface CloudWord {
  term: string;
  label: string;
  count: number;
  size: number;
  rotated: boolean;
}

/**
 * The words of a cloud: sized by count; with 10 or more terms about a quarter of the short ones
 * turned upright, chosen by a random seeded with the terms.
 */
export function cloudWords(
  terms: readonly { term: string; displayTerm: string; count: number }[],
): CloudWord[] {
  const counts = terms.map((t) => t.count);
  const min = Math.min(...counts);
  const max = Math.max(...counts);
  const random = seededRandom(terms.map((t) => t.term).join('|'));
  const rotate = terms.length >= ROTATE_FROM_TERMS;
  return terms.map((t) => {
    const roll = random();
    return {
      term: t.term,
      label: t.displayTerm,
      count: t.count,
      size: wordSize(t.count, min, max),
      rotated: rotate && roll < 0.25 && t.displayTerm.length <= ROTATE_MAX_CHARS,
    };
  });
}

/**
 * The year fields sent without JavaScript (a GET form with fromYear and toYear) as the address
 * the brush would give: null when the address has no year fields.
 */
export function yearFieldsHref(basePath: string, current: URLSearchParams, thisYear: number): string | null {
  if (!current.has('fromYear') && !current.has('toYear')) return null;
  const from = current.get('fromYear')?.trim() || current.get('toYear')?.trim() || '';
  const to = current.get('toYear')?.trim() || from;
  const rest = new URLSearchParams(current);
  rest.delete('fromYear');
  rest.delete('toYear');
  const range = brushDates(Number(from), Number(to), thisYear);
  return range ? brushHref(basePath, rest, range) : exploreHref(basePath, rest);
}
