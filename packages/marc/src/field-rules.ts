/**
 * How far a data field's indicators and subfield codes may stray from MARC 21 before the record
 * counts as damaged. Cataloguing systems write '#' for a blank indicator, letters or punctuation
 * in local fields, upper-case and punctuation subfield codes (which the MARCXML schema allows) and
 * empty subfields: such a record is read, with a warning where a value was changed or dropped.
 * A control character, a non-ASCII byte or a space where a code belongs is damage: the record is
 * rejected.
 */

/** Collects what was repaired in a record, for the import report. */
export type Warn = (message: string) => void;

const VALID_INDICATOR = /^[0-9a-z ]$/;
const PRINTABLE = /^[\x21-\x7e]$/;
const printable = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');

/**
 * The field's two indicators: '#' is read as blank; another printable character is read as blank
 * with a warning; anything else is damage (null).
 */
export function indicatorsOf(raw: string, tag: string, warn: Warn): string | null {
  if (raw.length !== 2) return null;
  let out = '';
  for (const char of raw) {
    if (VALID_INDICATOR.test(char)) out += char;
    else if (char === '#') out += ' ';
    else if (PRINTABLE.test(char)) {
      warn(`field ${tag}: indicator '${char}' is not a letter, digit or blank; read as blank`);
      out += ' ';
    } else return null;
  }
  return out;
}

/** Why indicators were refused, for a rejection. */
export const badIndicators = (tag: string, raw: string) =>
  `field ${tag}: indicators '${printable(raw)}' are not letters, digits or blanks`;

/** A subfield code is any printable ASCII character (MARCXML's rule); null when it is not. */
export function isSubfieldCode(code: string): boolean {
  return PRINTABLE.test(code);
}

export const badSubfieldCode = (tag: string, code: string) =>
  `field ${tag}: subfield code '${printable(code)}' is not a lower-case letter or digit`;
