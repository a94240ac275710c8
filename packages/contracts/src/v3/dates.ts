/**
 * Date ranges in a v3 `q` and in the portal's query language. v3 writes
 * `date:[1942-10-31T00:00:00Z TO 1942-11-30T00:00:00Z]` and its start bound is exclusive (harvesting
 * libraries shift their start back a day for it); the portal writes `date:[1942-11-01 TO 1942-11-30]`
 * with both ends inclusive. Years and `*` mean the same in both.
 */

const RANGE = /date:\s*\[\s*(\S+)\s+TO\s+(\S+?)\s*\]/gi;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A v3 bound as the portal writes it: a date-time start excludes its own day. */
function boundToPortal(bound: string, side: 'from' | 'to'): string {
  const m = DATE_TIME.exec(bound);
  if (!m?.[1]) return bound;
  return side === 'from' ? shiftDay(m[1], 1) : m[1];
}

function boundToV3(bound: string, side: 'from' | 'to'): string {
  if (!DAY.test(bound)) return bound;
  return `${side === 'from' ? shiftDay(bound, -1) : bound}T00:00:00Z`;
}

/** A v3 query's date ranges in the portal's form; the rest of the query is left as written. */
export function v3DatesToPortal(q: string): string {
  return q.replace(
    RANGE,
    (_all, from: string, to: string) => `date:[${boundToPortal(from, 'from')} TO ${boundToPortal(to, 'to')}]`,
  );
}

/** The portal query's date ranges in v3's form (the inverse of v3DatesToPortal). */
export function portalDatesToV3(keyword: string): string {
  return keyword.replace(
    RANGE,
    (_all, from: string, to: string) => `date:[${boundToV3(from, 'from')} TO ${boundToV3(to, 'to')}]`,
  );
}
