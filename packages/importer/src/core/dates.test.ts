import { describe, expect, it } from 'vitest';
import {
  parseDateText,
  plausibleYear,
  printBounds,
  tidyDateText,
  yearOfCell,
  yearSpanOf,
  archivalBounds,
} from './dates.ts';

const bounds = printBounds(new Date('2026-11-30T00:00:00Z'));
const read = (text: string) => parseDateText(text, bounds);

describe('catalogued dates read for their year (the 260/264 $c shapes of the demo MARC records)', () => {
  it.each([
    ['2023.', 2023, '2023'],
    ['c1985.', 1985, 'c1985'],
    ['©2001', 2001, '©2001'],
    ['p1983.', 1983, 'p1983'],
    ['[1957]', 1957, '[1957]'],
    ['1947]', 1947, '[1947]'],
    ['[c1984-', 1984, '[c1984-]'],
    ['1960?.', 1960, '1960?'],
    ['[1778].', 1778, '[1778]'],
    ['1856.]', 1856, '[1856]'],
    ['approximately 1863.', 1863, 'approximately 1863'],
    ['Sept. 22, 1856.', 1856, 'Sept. 22, 1856'],
    ['DL 1979.', 1979, 'DL 1979'],
    ['1984, c1983.', 1984, '1984, c1983'],
    ['l983.', 1983, '1983'],
  ])('%s gives %i, shown as %s', (text, year, display) => {
    expect(read(text)).toEqual({ year, yearEnd: null, display, warnings: [] });
  });

  it('takes the corrected year of an [i.e.] and the Gregorian year beside another calendar', () => {
    expect(read('1847 [i.e. 1848]')).toMatchObject({ year: 1848, display: '1847 [i.e. 1848]' });
    // A Thai Buddhist-era year and a Japanese era name, each with the year in brackets.
    expect(read('2559 [2016]')).toMatchObject({ year: 2016, display: '2559 [2016]', warnings: [] });
    expect(read('Taishō 11 [1922]')).toMatchObject({ year: 1922 });
  });

  it('reads ranges, short ranges and alternatives, up to their end year', () => {
    expect(read('1958-1961.')).toMatchObject({ year: 1958, yearEnd: 1961, display: '1958-1961' });
    expect(read('1851-58.')).toMatchObject({ year: 1851, yearEnd: 1858 });
    expect(read('[between 1978 and 1984]')).toMatchObject({ year: 1978, yearEnd: 1984 });
    expect(read('[1981 or 1982]')).toMatchObject({ year: 1981, yearEnd: 1982 });
    expect(read('1967-')).toMatchObject({ year: 1967, yearEnd: null, display: '1967-' });
  });

  it('keeps a decade or century without a year, and drops "no date" quietly', () => {
    expect(read('[19--?]')).toEqual({ year: null, yearEnd: null, display: '[19--?]', warnings: [] });
    expect(read('183-?]')).toEqual({ year: null, yearEnd: null, display: '[183-?]', warnings: [] });
    for (const none of ['[n.d.]', 'n.d.', '<s.a.>', '[s.d.]'])
      expect(read(none)).toEqual({ year: null, yearEnd: null, display: null, warnings: [] });
  });

  it('leaves out what cannot be a year, with a warning, and never shows it', () => {
    // NLA record 1990 (a spreadsheet serial number), NLA 1414519 and 1068705 (a digit too many).
    expect(read('44647.')).toEqual({
      year: null,
      yearEnd: null,
      display: null,
      warnings: ["date '44647.' is not a year: left out"],
    });
    expect(read('19991').warnings).toEqual(["date '19991' is not a year: left out"]);
    expect(read('2028.')).toMatchObject({
      display: null,
      warnings: ["date '2028.' year 2028 is in the future: left out"],
    });
    expect(read('XL 0282.')).toMatchObject({
      display: null,
      warnings: ["date 'XL 0282.' year 282 is before 1000: left out"],
    });
    expect(read('Vol. 1-10').warnings).toEqual(["date 'Vol. 1-10' holds no year: left out"]);
    // Next year is possible: catalogues describe books before they are published.
    expect(read('2027').year).toBe(2027);
  });

  it('tidies ISBD punctuation and balances brackets split across subfields', () => {
    expect(tidyDateText('1932-1954. --')).toBe('1932-1954');
    expect(tidyDateText('1999\\')).toBe('1999');
    expect(tidyDateText('p2006..')).toBe('p2006');
    expect(tidyDateText('1984?]')).toBe('[1984?]');
  });
});

describe('dates from spreadsheet-made CSV cells', () => {
  it('reads a five-digit serial number as the date it counts to, with a warning', () => {
    expect(yearOfCell('44647', bounds)).toEqual({
      year: 2022,
      yearEnd: null,
      display: '2022-03-27',
      warnings: ["date '44647' read as the spreadsheet date 2022-03-27"],
    });
  });

  it('reads ISO dates and years as they are, and a Trove decade as no exact year', () => {
    expect(yearOfCell('1942-10-28', bounds)).toMatchObject({ year: 1942, display: '1942-10-28' });
    expect(yearOfCell('1993 | 1993-05-26', bounds)).toMatchObject({ year: 1993 });
    expect(yearOfCell('189u', bounds)).toEqual({ year: null, yearEnd: null, display: '189u', warnings: [] });
  });

  it("leaves out a year column's impossible value ('Australian housing : bulletin.' starts in 196)", () => {
    expect(plausibleYear(196, bounds, 'start year')).toEqual({
      year: null,
      warnings: ['start year 196 is before 1000: left out'],
    });
    expect(plausibleYear(1946, bounds, 'end year')).toEqual({ year: 1946, warnings: [] });
  });

  it('spans archival date ranges over their plausible years', () => {
    const archival = archivalBounds(new Date('2026-11-30T00:00:00Z'));
    expect(yearSpanOf('1890-1950, 1962', archival)).toMatchObject({
      year: 1890,
      yearEnd: 1962,
      warnings: [],
    });
    expect(yearSpanOf('1890-2950', archival)).toMatchObject({
      year: 1890,
      yearEnd: null,
      warnings: ["year 2950 in '1890-2950' is in the future: left out"],
    });
  });
});
