/**
 * Clean years from the dates sources write (ADR 032): '[1957]', 'c1947', '1947]', '1851-58',
 * '[between 1978 and 1984]', 'n.d.', spreadsheet serial numbers. A value that cannot be a year
 * of the record (a five-digit number, a year in the future, a printed book before 1000) is left
 * out with a warning, so it is never shown; the text keeps the cataloguer's form where it says
 * something ('[2022]': inferred, 'c1947': copyright date, '195-?': the 1950s, probably).
 */

/** The years a record of one kind can carry. */
export interface YearBounds {
  earliest: number;
  latest: number;
}

/** Printed material: before 1000 a year is a slip. Later years: up to next year (a book announced). */
export function printBounds(now: Date = new Date()): YearBounds {
  return { earliest: 1000, latest: now.getUTCFullYear() + 1 };
}

export const isPlausible = (year: number, bounds: YearBounds) =>
  Number.isInteger(year) && year >= bounds.earliest && year <= bounds.latest;

/** Why a year was left out, in the words of the import report. */
export function implausibleReason(year: number, bounds: YearBounds): string {
  if (year > 9999) return 'is not a year';
  if (year > bounds.latest) return 'is in the future';
  return `is before ${bounds.earliest}`;
}

export interface CleanDate {
  /** The year the facet and date searches use; null when the text gives none for certain. */
  year: number | null;
  /** The last year of a range ('1958-1961', 'between 1978 and 1984'), else null. */
  yearEnd: number | null;
  /** The date as catalogued, tidied (ISBD punctuation, brackets balanced), or null when it says nothing. */
  display: string | null;
  warnings: string[];
}

const NO_DATE =
  /^[[<(]?\s*(n\.\s?d|s\.\s?d|s\.\s?a|s\.\s?f|o\.\s?j|sine anno|no date|undated|date of (publication )?not identified|date not identified)\.?\s*[\]>)]?$/i;
/** '19--', '195-', '19--?', '[18--]', Trove's '189u': a century or decade, no exact year. */
const CENTURY_OR_DECADE = /(?<!\d)\d{2}(--|\d-|uu|\du)(?![\d\p{L}])/u;
const FOUR_DIGITS = /(?<!\d)\d{4}(?!\d)/g;
const TOO_LONG = /(?<!\d)\d{5,}(?!\d)/;

/** ISBD punctuation and stray marks off the end; brackets balanced ('1947]' -> '[1947]'). */
export function tidyDateText(text: string): string {
  let t = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*--$/, '')
    .replace(/[\s,;:/=\\]+$/, '')
    .replace(/\.+\]$/, ']')
    // A full stop after a digit, bracket, query or hyphen closes the ISBD area; 'n.d.' keeps its own.
    .replace(/([\d\]?)>-])\.+$/, '$1')
    .replace(/^\.(?=\d)/, '');
  const open = (t.match(/\[/g) ?? []).length;
  const close = (t.match(/]/g) ?? []).length;
  if (close > open && !t.startsWith('[')) t = `[${t}`;
  else if (open > close && !t.endsWith(']')) t = `${t}]`;
  return t;
}

/**
 * A catalogued date (MARC 260/264 $c, a CSV date cell) read for its years. '1984 [i.e. 1985]'
 * gives the corrected 1985; 'between 1978 and 1984', '[1981 or 1982]' and '1958-61' give a range.
 */
export function parseDateText(text: string | null | undefined, bounds: YearBounds): CleanDate {
  const none: CleanDate = { year: null, yearEnd: null, display: null, warnings: [] };
  if (!text?.trim()) return none;
  // 'l983': a lower-case L typed for the digit one.
  const display = tidyDateText(text).replace(/(?<![\p{L}\d])l(\d{3})(?!\d)/gu, '1$1');
  if (!display || NO_DATE.test(display)) return none;
  const corrected = /i\.\s?e\.,?\s*(\d{4})(?!\d)/.exec(display)?.[1];
  const found = [...display.matchAll(FOUR_DIGITS)].map((m) => Number(m[0]));
  const plausible = found.filter((y) => isPlausible(y, bounds));
  if (plausible.length === 0) {
    if (CENTURY_OR_DECADE.test(display) && !TOO_LONG.test(display)) return { ...none, display };
    const hasDigits = /\d/.test(display);
    const why =
      found.length > 0
        ? `year ${found[0]} ${implausibleReason(found[0]!, bounds)}`
        : TOO_LONG.test(display)
          ? 'is not a year'
          : 'holds no year';
    return { ...none, warnings: hasDigits ? [`date '${text.trim()}' ${why}: left out`] : [] };
  }
  const year = corrected && isPlausible(Number(corrected), bounds) ? Number(corrected) : plausible[0]!;
  return { year, yearEnd: rangeEnd(display, year, bounds), display, warnings: [] };
}

/** The end of an explicit range in the text, when it lies after `year`. */
function rangeEnd(text: string, year: number, bounds: YearBounds): number | null {
  const range =
    /(?<!\d)(\d{4})\??\]?\s*-\s*\[?c?(\d{2,4})(?!\d)/.exec(text) ??
    /between\s+\D*?(\d{4})\D+?and\s+\D*?(\d{4})/i.exec(text) ??
    /(?<!\d)(\d{4})\??\s+or\s+(\d{4})(?!\d)/.exec(text);
  if (!range) return null;
  const start = Number(range[1]);
  const endText = range[2]!;
  const end =
    endText.length === 4 ? Number(endText) : Number(String(start).slice(0, 4 - endText.length) + endText);
  return end > year && isPlausible(end, bounds) ? end : null;
}

/** Spreadsheets count days from 30 December 1899: 44647 is 28 March 2022. */
const SPREADSHEET_EPOCH = Date.UTC(1899, 11, 30);
const DAY = 24 * 60 * 60 * 1000;

/**
 * The year of a spreadsheet cell: a year, an ISO date ('1942-10-28'), a Trove '189u', or a
 * spreadsheet date serial number (five digits, which a CSV written by a spreadsheet holds where a
 * date was typed), read as the date it counts to, with a warning.
 */
export function yearOfCell(value: string | null | undefined, bounds: YearBounds): CleanDate {
  const text = value?.trim() ?? '';
  if (/^\d{5}(\.\d+)?$/.test(text)) {
    const date = new Date(SPREADSHEET_EPOCH + Math.floor(Number(text)) * DAY);
    const year = date.getUTCFullYear();
    const iso = date.toISOString().slice(0, 10);
    if (isPlausible(year, bounds))
      return {
        year,
        yearEnd: null,
        display: iso,
        warnings: [`date '${text}' read as the spreadsheet date ${iso}`],
      };
    return {
      year: null,
      yearEnd: null,
      display: null,
      warnings: [`date '${text}' is neither a year nor a spreadsheet date: left out`],
    };
  }
  return parseDateText(text, bounds);
}

/** A year given as a number of its own (a 'start_year' column): kept only when plausible. */
export function plausibleYear(
  value: number | null | undefined,
  bounds: YearBounds,
  what: string,
): { year: number | null; warnings: string[] } {
  if (value === null || value === undefined) return { year: null, warnings: [] };
  if (isPlausible(value, bounds)) return { year: value, warnings: [] };
  return { year: null, warnings: [`${what} ${value} ${implausibleReason(value, bounds)}: left out`] };
}

/** Archival date ranges ('1890-1950, 1962'): the first and last plausible years; others left out. */
export function yearSpanOf(text: string | null | undefined, bounds: YearBounds): CleanDate {
  const found = [...(text ?? '').matchAll(FOUR_DIGITS)].map((m) => Number(m[0]));
  const kept = found.filter((y) => isPlausible(y, bounds));
  const warnings = found
    .filter((y) => !isPlausible(y, bounds))
    .map((y) => `year ${y} in '${text}' ${implausibleReason(y, bounds)}: left out`);
  return {
    year: kept[0] ?? null,
    yearEnd: kept.length > 1 ? Math.max(...kept) : null,
    display: kept.length > 0 ? (text?.trim() ?? null) : null,
    warnings,
  };
}

/** Unpublished and archival material: any year of the common era, up to next year. */
export function archivalBounds(now: Date = new Date()): YearBounds {
  return { earliest: 1, latest: now.getUTCFullYear() + 1 };
}
