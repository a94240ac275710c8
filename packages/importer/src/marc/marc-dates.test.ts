import { newRecord } from '@trove/marc';
import { describe, expect, it } from 'vitest';
import { marcDates, publishedText } from './marc-dates.ts';

const NOW = new Date('2026-11-30T00:00:00Z');
const dates = (leader: string, fields: string[][]) => marcDates(newRecord(leader, fields), NOW);

// Snippets of real records: the fields the dates are read from.
describe('dates of MARC records', () => {
  it('takes the year from 008 and leaves out a 260 $c that is no year (NLA 1990)', () => {
    const sermons = dates('01141cam a2200253 i 4500', [
      ['001', '1990'],
      ['008', '850513r19791818ctu     c     00010 eng d'],
      ['260', '  ', 'a', 'Hartford [Conn.] :', 'b', 'William S. Marsh,', 'c', '44647.'],
    ]);
    expect(sermons).toMatchObject({ year: 1979, yearEnd: null, display: null });
    expect(sermons.warnings).toEqual(["date '44647.' is not a year: left out"]);
    expect(publishedText(sermons)).toBe('Hartford [Conn.] : William S. Marsh');
  });

  it('gives a reproduction whose statement describes the original the original year (NLA 4464657)', () => {
    const microfilm = dates('00000cam a2200000 i 4500', [
      ['007', 'hd'],
      ['008', '080101r20081839enkac  a     000 0beng d'],
      ['260', '  ', 'a', 'London :', 'b', 'J. Snow,', 'c', '1839.'],
    ]);
    expect(microfilm).toMatchObject({ year: 1839, display: '1839' });
  });

  it("keeps the cataloguer's form of the date beside the clean year ([1961] is inferred)", () => {
    const hebrew = dates('01218nam  2200361K  4500', [
      ['008', '860702s1961    is            000 0 heb d'],
      ['260', '  ', 'a', 'Tel-Aviv :', 'b', 'Zioni,', 'c', '[1961]'],
    ]);
    expect(hebrew).toMatchObject({ year: 1961, display: '[1961]', place: 'Tel-Aviv', publisher: 'Zioni' });
    expect(publishedText(hebrew)).toBe('Tel-Aviv : Zioni, [1961]');
  });

  it('reads a ceased serial as a range from 008 date 1 to date 2 (NLA 2837256, The daily news)', () => {
    const news = dates('01596cas a22003855a 4500', [
      ['008', '841011d18821990weadr ne      0    0eng  '],
      ['260', '  ', 'a', 'Perth, W.A. :', 'b', 'Daily News,', 'c', '1882-'],
    ]);
    expect(news).toMatchObject({ year: 1882, yearEnd: 1990, display: '1882-' });
  });

  it('takes a still-published serial (date 2 9999) as open and a 19uu date as no year', () => {
    const open = dates('00000cas a2200000 a 4500', [['008', '840101c19809999nyuqr p       0   a0eng d']]);
    expect(open).toMatchObject({ year: 1980, yearEnd: null });
    const unknown = dates('00000cas a2200000 a 4500', [['008', '840101c19uu9999nyuqr p       0   a0eng d']]);
    expect(unknown).toMatchObject({ year: null, yearEnd: null, warnings: [] });
  });

  it('uses the statement when 008 has no date, and the copyright date when there is no other', () => {
    const jazz = dates('00000njm a2200000 a 4500', [
      ['008', '971014n        nyunnn           n eng d'],
      ['260', '  ', 'a', 'New York :', 'b', 'Columbia,', 'c', 'p1959.'],
    ]);
    expect(jazz).toMatchObject({ year: 1959, display: 'p1959' });
    const rda = dates('00000cam a2200000 i 4500', [
      ['264', ' 1', 'a', 'Sydney :', 'b', 'Allen & Unwin'],
      ['264', ' 4', 'c', '©2015'],
    ]);
    expect(rda).toMatchObject({ year: 2015, display: '©2015', publisher: 'Allen & Unwin' });
  });

  it('reads the first dated 264 of production, not every one (NLA 7052841, Thai Buddhist era)', () => {
    const thai = dates('02606cam a2200361 i 4500', [
      ['008', '160407s2016    th co         010 0btha  '],
      ['264', ' 0', 'a', 'Krung Thēp :', 'b', 'Khrō̜pkhrūa Thatphithakkun,', 'c', '2559 [2016]'],
      ['264', ' 3', 'a', 'Krung Thēp :', 'b', 'Rōngphim ʻAksō̜n Thai,', 'c', '2559 [2016]'],
    ]);
    expect(thai).toMatchObject({ year: 2016, display: '2559 [2016]' });
    expect(publishedText(thai)).toBe('Krung Thēp : Khrō̜pkhrūa Thatphithakkun, 2559 [2016]');
  });

  it('joins a 260 split over two fields (FSL.marc) into one statement', () => {
    const split = dates('00681nam  2200169 u 4500', [
      ['008', '070529s1989    |||     r     000 0 rus d'],
      ['260', '  ', 'a', 'Москва :.'],
      ['260', '  ', 'b', 'Правда,', 'c', '1989.'],
    ]);
    expect(publishedText(split)).toBe('Москва : Правда, 1989');
  });

  it('reads date 1 of a Concerto 008 whose blanks were collapsed, and says so', () => {
    const concerto = dates('01176njm a2200277 a 4500', [
      ['008', '991109s1992 enkuuu eng d'],
      ['260', '  ', 'a', 'London :', 'b', 'Olympia,', 'c', '1992'],
    ]);
    expect(concerto.year).toBe(1992);
    expect(concerto.warnings).toEqual([
      '008 is 24 characters long, not 40 (blanks collapsed): only its dates and language were read',
    ]);
  });

  it('leaves out an 008 year in the future or before the medium existed, then reads the statement', () => {
    const future = dates('00000cam a2200000 a 4500', [
      ['008', '160407s2559    th            000 0 tha  '],
      ['260', '  ', 'c', '2559 [2016]'],
    ]);
    expect(future).toMatchObject({ year: 2016, warnings: ['008 date 2559 is in the future: left out'] });
    // A sound recording dated 1500 (specTestRecs.mrc has 'after 1500.' on a video).
    const sound = dates('00000cjm a2200000 a 4500', [['008', '990101s1500    xx nnn           n eng d']]);
    expect(sound).toMatchObject({ year: null, warnings: ['008 date 1500 is before 1877: left out'] });
  });

  it('falls back to 046 when neither 008 nor the statement gives a year', () => {
    const created = dates('00000ckm a2200000 a 4500', [['046', '  ', 'k', '19560312']]);
    expect(created.year).toBe(1956);
  });
});
