import type { DateBound } from './ast.ts';

/** A bound's problem, as a sentence, or the bound itself (null for an open end). */
export type BoundResult = { ok: true; bound: DateBound | null } | { ok: false; message: string };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '*' (open end), a four-digit year, or a real YYYY-MM-DD date. */
export function parseBound(text: string): BoundResult {
  if (text === '*') return { ok: true, bound: null };
  if (/^\d{4}$/.test(text)) return { ok: true, bound: { year: Number(text) } };
  const parts = DATE.exec(text);
  if (parts) {
    const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
    // Date.UTC rolls 1900-02-30 over into March: a date that does not round-trip does not exist.
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCMonth() === month - 1 && date.getUTCDate() === day) {
      return { ok: true, bound: { year, month, day } };
    }
    return { ok: false, message: `${text} is not a real date.` };
  }
  return {
    ok: false,
    message: `"${text}" is not a date: use a year such as 1900 or a date such as 1900-01-31.`,
  };
}

/**
 * A bound as a yyyymmdd number, comparable with the index's sort keys (month and day 0 when a
 * record's date is only a year): a from bound starts its period, a to bound ends it.
 */
export function boundKey(bound: DateBound, side: 'from' | 'to'): number {
  if (bound.month !== undefined && bound.day !== undefined) {
    return bound.year * 10000 + bound.month * 100 + bound.day;
  }
  return side === 'from' ? bound.year * 10000 : bound.year * 10000 + 9999;
}

export function formatBound(bound: DateBound | null): string {
  if (bound === null) return '*';
  if (bound.month === undefined || bound.day === undefined) return String(bound.year);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${bound.year}-${pad(bound.month)}-${pad(bound.day)}`;
}
