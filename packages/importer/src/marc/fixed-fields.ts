import type { MarcRecord } from '@trove/marc';

/**
 * The fixed-length fields 008 and 007, read by position. An 008 is 40 characters; one of 38 to 42
 * has lost or gained only trailing blanks and is read as it is. Evergreen's Concerto records
 * collapse every run of blanks to one (an 008 of 19 to 31 characters): there only what stands
 * before the first blank (type of date, date 1, date 2) and the language, the last three-letter
 * word, can still be told; the report says so.
 */

export interface Fixed008 {
  /** The whole field, padded to 40, when it can be read by position; else null. */
  value: string | null;
  /** 008/06-14 (type of date, date 1, date 2), padded, when they can be told. */
  dates: string | null;
  /** 008/35-37. */
  language: string | null;
  warnings: string[];
}

const LANGUAGE_AT_END = /(?:^|\s)([a-z]{3})(?:\s[a-z|]?)?\s*$/;

export function fixedField008(record: MarcRecord): Fixed008 {
  const values = record.get('^008$').map((f) => f.value ?? '');
  const whole = values.find((v) => v.length >= 38 && v.length <= 42);
  if (whole !== undefined) {
    const value = whole.padEnd(40, ' ').slice(0, 40);
    return { value, dates: value.slice(6, 15), language: value.slice(35, 38), warnings: [] };
  }
  const collapsed = values.find((v) => v.length >= 15 && /^\d{6}/.test(v));
  if (collapsed !== undefined) {
    const beforeBlank = collapsed.slice(6).split(' ')[0] ?? '';
    return {
      value: null,
      dates: beforeBlank.padEnd(9, ' ').slice(0, 9),
      language: LANGUAGE_AT_END.exec(collapsed)?.[1] ?? null,
      warnings: [
        `008 is ${collapsed.length} characters long, not 40 (blanks collapsed): only its dates and language were read`,
      ],
    };
  }
  if (values.length === 0) return { value: null, dates: null, language: null, warnings: [] };
  return {
    value: null,
    dates: null,
    language: null,
    warnings: [`008 is ${values[0]!.length} characters long, not 40: it was not read`],
  };
}

/** The first two positions of each 007 (category of material and its specific designation): 'ad', 'kk', 'sd'. */
export function physicalDescriptions(record: MarcRecord): string[] {
  return record.get('^007$').map((f) => (f.value ?? '').slice(0, 2).toLowerCase());
}
