import type { MarcField, MarcRecord } from '@trove/marc';
import {
  type CleanDate,
  type YearBounds,
  implausibleReason,
  isPlausible,
  parseDateText,
} from '../core/dates.ts';
import { fixedField008 } from './fixed-fields.ts';

/**
 * The dates of a MARC record (ADR 032). The year comes from 008 (date type and date 1, always
 * Gregorian, coded for machines), else from the publication statement (264 $c, 260 $c), else from
 * 046; the text shown is the statement's date as catalogued, tidied ('[2022]', 'c1947').
 */

export interface MarcDates extends CleanDate {
  /** The imprint without its date, to be shown with the clean date: 'Sydney : Angus & Robertson'. */
  imprint: string | null;
  place: string | null;
  publisher: string | null;
}

/** Earliest year per type of record (leader/06); manuscripts, pictures and objects may be older than print. */
export function boundsOf(record: MarcRecord, now: Date): YearBounds {
  const latest = now.getUTCFullYear() + 1;
  switch (record.leader.charAt(6)) {
    case 'i':
    case 'j':
      return { earliest: 1877, latest }; // the phonograph
    case 'g':
      return { earliest: 1888, latest }; // the first motion pictures
    case 'm':
      return { earliest: 1940, latest }; // computer files
    case 't':
    case 'd':
    case 'f':
    case 'k':
    case 'p':
    case 'r':
      return { earliest: 1, latest };
    default:
      return { earliest: 1000, latest };
  }
}

// 008/06 date types whose date 2 ends a range (m multiple, i inclusive, k bulk, q questionable,
// c and d continuing or ceased serials, u unknown status); 9999 means still going.
const RANGE_TYPES = new Set(['m', 'i', 'k', 'q', 'c', 'd', 'u']);
// Types with no usable date 1: n unknown, b B.C., | not coded, blank.
const NO_DATE_TYPES = new Set(['n', 'b', '|', ' ']);

/** Year and end year from 008/06-14: type of date, date 1, date 2. */
function from008(
  dates: string | null,
  bounds: YearBounds,
): { year: number | null; yearEnd: number | null; original: number | null; warnings: string[] } {
  const none = { year: null, yearEnd: null, original: null, warnings: [] };
  if (!dates) return none;
  const type = dates.charAt(0);
  const date1 = dates.slice(1, 5);
  const date2 = dates.slice(5, 9);
  if (NO_DATE_TYPES.has(type) || !/^\d{4}$/.test(date1) || date1 === '0000') return none;
  const year = Number(date1);
  if (date1 === '9999' || !isPlausible(year, bounds))
    return { ...none, warnings: [`008 date ${date1} ${implausibleReason(year, bounds)}: left out`] };
  let yearEnd: number | null = null;
  if (RANGE_TYPES.has(type) && /^\d{4}$/.test(date2) && date2 !== '9999') {
    const end = Number(date2);
    if (end > year && isPlausible(end, bounds)) yearEnd = end;
  }
  // A reprint or reproduction (type r) gives the original's year as date 2.
  const original =
    type === 'r' && /^\d{4}$/.test(date2) && isPlausible(Number(date2), bounds) ? Number(date2) : null;
  return { year, yearEnd, original, warnings: [] };
}

/** The year of 046 (special coded dates): $k (created), else $c (date 1 C.E.), as yyyy, yyyymmdd or yyyy-mm-dd. */
function from046(record: MarcRecord, bounds: YearBounds): number | null {
  for (const field of record.get('^046$')) {
    for (const code of ['k', 'c', 'o']) {
      const value = (field.subf ?? []).find(([c]) => c === code)?.[1]?.trim() ?? '';
      const match = /^(\d{4})(?:-?\d{2}){0,2}$/.exec(value);
      if (match && isPlausible(Number(match[1]), bounds)) return Number(match[1]);
    }
  }
  return null;
}

/**
 * The publication statement: 264 with second indicator 1 (publication), else 260, else another
 * 264 (production, distribution, manufacture). Later fields of the same kind name later
 * publishers of a serial; the statement runs to the first field with a date, as some systems
 * split one 260 into two fields ($a in one, $b and $c in the next).
 */
function publicationFields(record: MarcRecord): MarcField[] {
  const f264 = record.get('^264$');
  const published = f264.filter((f) => f.ind2 === '1');
  const f260 = record.get('^260$');
  const group =
    published.length > 0 ? published : f260.length > 0 ? f260 : f264.filter((f) => f.ind2 !== '4');
  const dated = group.findIndex((f) => (f.subf ?? []).some(([c]) => c === 'c'));
  return dated === -1 ? group.slice(0, 1) : group.slice(0, dated + 1);
}

const subfields = (fields: MarcField[], code: string) =>
  fields.flatMap((f) => (f.subf ?? []).filter(([c]) => c === code).map(([, v]) => v.trim()));

/** ISBD punctuation off the end of a place or publisher ('Sydney :' -> 'Sydney'). */
const trimArea = (text: string) =>
  text
    .replace(/\s*[/:;,=]+\s*\.?$/, '')
    .replace(/(\p{L}{3,}|\))\.$/u, '$1')
    .trim();

export function marcDates(record: MarcRecord, now: Date = new Date()): MarcDates {
  const bounds = boundsOf(record, now);
  const fixed = fixedField008(record);
  const coded = from008(fixed.dates, bounds);
  const fields = publicationFields(record);
  let dateText = subfields(fields, 'c').join(' ');
  // A copyright date (264 _4) stands in when the publication statement gives none.
  if (!dateText)
    dateText = subfields(
      record.get('^264$').filter((f) => f.ind2 === '4'),
      'c',
    ).join(' ');
  const stated = parseDateText(dateText, bounds);
  // A reproduction whose statement describes the original (a microfilm of an 1839 book shows
  // '1839') takes the original's year, so the year shown and the year searched agree.
  const reproducesStated = coded.original !== null && coded.original === stated.year;
  const year = (reproducesStated ? coded.original : coded.year) ?? stated.year ?? from046(record, bounds);
  const yearEnd = coded.year !== null ? coded.yearEnd : stated.yearEnd;
  const places = subfields(fields, 'a').map(trimArea).filter(Boolean);
  const publishers = subfields(fields, 'b').map(trimArea).filter(Boolean);
  const area = trimArea(
    fields
      .flatMap((f) => (f.subf ?? []).filter(([c]) => c === 'a' || c === 'b'))
      // 'Москва :.': a full stop typed after the ISBD colon.
      .map(([, v]) => v.trim().replace(/\s([:;,])\.$/, ' $1'))
      .join(' '),
  );
  return {
    year,
    yearEnd,
    display: stated.display,
    imprint: area || null,
    place: places[0] ?? null,
    publisher: publishers[0] ?? null,
    warnings: [...fixed.warnings, ...coded.warnings, ...stated.warnings],
  };
}

/** The statement as shown: imprint and date ('Sydney : Angus & Robertson, [1947]'). */
export function publishedText(dates: MarcDates): string | null {
  if (dates.imprint && dates.display) return `${dates.imprint}, ${dates.display}`;
  return dates.imprint ?? dates.display;
}
