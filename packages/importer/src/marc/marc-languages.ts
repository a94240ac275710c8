import { languageCode } from '@trove/contracts';
import type { MarcRecord } from '@trove/marc';
import type { Fixed008 } from './fixed-fields.ts';

/**
 * The languages of a MARC record as ISO 639-2 bibliographic codes: 008/35-37, then 041 $a (text,
 * sound track) and $d (sung or spoken text). Old records run several codes together in one 041
 * subfield ('engfre'); discontinued codes are brought up to date ('scr' -> 'hrv'). A code the
 * standard does not know is left out with a warning: it would show a reader three letters.
 */

/** Codes that say nothing about the item: undetermined, or blank and fill characters. */
const SAYS_NOTHING = new Set(['und', '   ', '|||', '###', 'xxx', 'n/a']);

export function marcLanguages(record: MarcRecord, fixed: Fixed008): { codes: string[]; warnings: string[] } {
  const raw: string[] = [];
  if (fixed.language) raw.push(fixed.language);
  for (const field of record.get('^041$')) {
    // Second indicator 7: codes from the list named in $2. ISO 639 lists are read; others (AUSTLANG
    // codes such as 'D54') are not ISO 639-2 codes and are not languages of this list.
    const list =
      (field.subf ?? [])
        .find(([code]) => code === '2')?.[1]
        ?.trim()
        .toLowerCase() ?? '';
    if (field.ind2 === '7' && !/^iso639-[123]$/.test(list)) continue;
    for (const [code, value] of field.subf ?? []) {
      if (code !== 'a' && code !== 'd') continue;
      const text = value.trim().toLowerCase();
      const parts = /^[a-z]{6,}$/.test(text) && text.length % 3 === 0 ? text.match(/.{3}/g)! : [text];
      raw.push(...parts);
    }
  }
  const codes: string[] = [];
  const warnings: string[] = [];
  for (const value of raw) {
    if (!value.trim() || SAYS_NOTHING.has(value.toLowerCase())) continue;
    const code = languageCode(value);
    if (code === null) warnings.push(`language code '${value.trim()}' is not an ISO 639-2 code: left out`);
    else if (code !== 'und' && !codes.includes(code)) codes.push(code);
  }
  return { codes, warnings: [...new Set(warnings)] };
}
