import { newRecord } from '@trove/marc';
import { describe, expect, it } from 'vitest';
import { fixedField008 } from './fixed-fields.ts';
import { marcLanguages } from './marc-languages.ts';

const languages = (fields: string[][]) => {
  const record = newRecord('00000cam a2200000 a 4500', fields);
  return marcLanguages(record, fixedField008(record));
};

describe('languages of MARC records as ISO 639-2 codes', () => {
  it('reads 008/35-37 and 041 $a and $d, each code once', () => {
    expect(
      languages([
        ['008', '860702s1961    is            000 0 heb d'],
        ['041', '1 ', 'a', 'heb', 'a', 'eng', 'd', 'heb'],
      ]),
    ).toEqual({ codes: ['heb', 'eng'], warnings: [] });
  });

  it('splits codes run together in old records, and brings discontinued codes up to date', () => {
    expect(languages([['041', '0 ', 'a', 'engfre']]).codes).toEqual(['eng', 'fre']);
    // 'scr' (Serbo-Croatian, Roman) and 'gag' (Galician) left the MARC code list long ago.
    expect(languages([['041', '0 ', 'a', 'scr', 'a', 'gag']]).codes).toEqual(['hrv', 'glg']);
  });

  it('reads the language of a Concerto 008 whose blanks were collapsed', () => {
    expect(languages([['008', '970701s1989 it a u000 0 ita u']]).codes).toEqual(['ita']);
  });

  it('leaves out codes that say nothing, codes of other lists, and unknown codes (with a warning)', () => {
    expect(
      languages([
        ['008', '850101s1985    at            000 0 und d'],
        // NLA 10009012: an AUSTLANG code in 041 with second indicator 7 and $2 austlang.
        ['041', '07', 'a', 'D54', '2', 'austlang'],
        ['041', '0 ', 'a', 'xyz', 'a', '|||'],
      ]),
    ).toEqual({ codes: [], warnings: ["language code 'xyz' is not an ISO 639-2 code: left out"] });
    expect(languages([['041', '07', 'a', 'en', '2', 'iso639-1']]).codes).toEqual(['eng']);
  });
});
