/**
 * Date sort values: a day ordinal times ROWID_SPAN plus the row id, exact in a double (< 2^53) for
 * years -9999 to 9999 (ordinals within ±2^23) and row ids below 2^29 (130 million records).
 */
const ROWID_SPAN = 2 ** 29;
/** Above every day ordinal, so undated hits sort last in either direction. */
const UNDATED = 2 ** 23;

/** yyyymmdd (month and day 0 when unknown) as a compact ordinal that keeps the order. */
export function dayOrdinal(key: number): number {
  const year = Math.floor(key / 10000);
  const monthDay = key - year * 10000;
  return year * 512 + Math.floor(monthDay / 100) * 32 + (monthDay % 100);
}

/**
 * The first `limit` hits by date as sort values: each hit becomes one float, its date above its row
 * id, so a native numeric sort of a Float64Array orders 300,000 hits in milliseconds, and the
 * values of two parts of a search merge by sorting them again.
 */
export function firstByDate(
  hits: readonly number[],
  sortKeyOf: (rowid: number) => number | null,
  direction: 1 | -1,
  limit: number,
): Float64Array {
  const keyed = new Float64Array(hits.length);
  hits.forEach((rowid, i) => {
    const key = sortKeyOf(rowid);
    keyed[i] = (key === null ? UNDATED : dayOrdinal(key) * direction) * ROWID_SPAN + rowid;
  });
  return keyed.sort().subarray(0, limit);
}

/** The row id a date sort value was made from. */
export function rowidOfDateValue(value: number): number {
  return ((value % ROWID_SPAN) + ROWID_SPAN) % ROWID_SPAN;
}

/** A page of hits by date, undated last, ties by row id. */
export function pageByDate(
  hits: readonly number[],
  sortKeyOf: (rowid: number) => number | null,
  direction: 1 | -1,
  startPos: number,
  pageSize: number,
): number[] {
  const first = firstByDate(hits, sortKeyOf, direction, startPos + pageSize);
  return Array.from(first.subarray(startPos), rowidOfDateValue);
}
