import { newRecord } from '@trove/marc';
import { describe, expect, it } from 'vitest';
import { fixedField008 } from './fixed-fields.ts';
import { marcKind } from './marc-kind.ts';

const kind = (leader: string, fields: string[][]) => {
  const record = newRecord(leader, fields);
  return marcKind(record, fixedField008(record));
};

// Each case is the leader and the fields the rules read, from a record of the demo corpus.
describe('formats from the leader, 008, 007, 245 $h and 502 (ADR 032)', () => {
  it('makes an atlas catalogued as text a Map (NLA 1868021, Australian road atlas)', () => {
    expect(
      kind('00979cam a2200289 a 4500', [
        ['008', '851201s1985    vrab          001 0 eng  '],
        ['245', '00', 'a', 'Australian road atlas', 'h', '[cartographic material].'],
      ]),
    ).toEqual({ category: 'images', format: 'Map/Atlas', broadFormat: 'map' });
  });

  it('makes a poster catalogued as text a Picture (NLA 8065222, 007 kk)', () => {
    expect(
      kind('02249cam a2200397 i 4500', [
        ['007', 'kk co '],
        ['008', '190823t19771977xna           000 0 eng  '],
        ['245', '04', 'a', 'The 1977 Yamaha Senior Band Championships of N.S.W.'],
        ['300', '  ', 'a', '1 broadside :', 'b', 'colour ;', 'c', '52 x 37.5 cm'],
      ]),
    ).toEqual({ category: 'images', format: 'Picture/Poster', broadFormat: 'picture' });
  });

  it('reads the type of cartographic material and the 007 of maps (specTestRecs.mrc)', () => {
    const atlas = kind('01982cem  2200421   4500', [
      ['007', 'aj|canzn'],
      ['008', '870529s1987    cc        e  f  0   eng  '],
      ['245', '04', 'a', 'The population atlas of China', 'h', '[cartographic material] /'],
    ]);
    expect(atlas.format).toBe('Map/Atlas');
    const satellite = kind('02279nem  2200409Ia 4500', [
      ['007', 'ar canzn'],
      ['008', '990703s1999    vau    bh a  f  1   eng d'],
    ]);
    expect(satellite.format).toBe('Map/Aerial photograph');
    const series = kind('00000cem  2200000   4500', [['008', '040811s1989    cauae  bh b  s  0   eng']]);
    expect(series).toEqual({ category: 'images', format: 'Map/Map series', broadFormat: 'map' });
  });

  it('makes a read-aloud novel an audio book and music a recording, both Sound', () => {
    const novel = kind('01097cim a2200301Ia 4500', [
      ['007', 'ss-lsnjlc---c-'],
      ['008', '960104s1996    nyunnn         f    eng d'],
      ['245', '10', 'a', 'Sense and sensibility', 'h', '[sound recording] /'],
    ]);
    expect(novel).toEqual({ category: 'music', format: 'Sound/Audio book', broadFormat: 'sound' });
    const jazz = kind('01176njm a2200277 a 4500', [['008', '991109s1992 enkuuu eng d']]);
    expect(jazz).toEqual({ category: 'music', format: 'Sound/Recorded music', broadFormat: 'sound' });
    const talk = kind('00000nim a2200000 a 4500', [['008', '990101s1999    xxunnn         l    eng d']]);
    expect(talk.format).toBe('Sound/Interview, lecture, talk');
  });

  it('tells newspapers from other serials by 008/21 (NLA 2837256, The daily news)', () => {
    expect(kind('01596cas a22003855a 4500', [['008', '841011d18821990weadr ne      0    0eng  ']])).toEqual({
      category: 'magazines',
      format: 'Periodical/Newspaper',
      broadFormat: 'periodical',
    });
    expect(
      kind('00000cas a2200000 a 4500', [['008', '841011c19829999xxuqr p       0   a0eng  ']]).format,
    ).toBe('Periodical');
  });

  it('puts a thesis (502) under research and a manuscript (leader/06 t) under diaries', () => {
    expect(kind('00000cam a2200000 a 4500', [['502', '  ', 'a', 'Thesis (Ph.D.)--ANU, 1998.']])).toEqual({
      category: 'research',
      format: 'Thesis',
      broadFormat: 'thesis',
    });
    expect(kind('00000ctc a2200000 a 4500', [['008', '000101i19601990at            000 0deng d']])).toEqual({
      category: 'diaries',
      format: 'Manuscript',
      broadFormat: 'manuscript',
    });
  });

  it('refines books by 008: conference, large print, braille, illustrated; one family for grouping', () => {
    const book = (f008: string) => kind('00000cam a2200000 a 4500', [['008', f008]]);
    expect(book('850101s1985    at           010  0 eng d')).toMatchObject({
      format: 'Conference proceedings',
      category: 'research',
      broadFormat: 'book',
    });
    expect(book('850101s1985    at      d    000  0 eng d').format).toBe('Book/Large print');
    expect(book('850101s1985    at      f    000  0 eng d').format).toBe('Book/Braille');
    expect(book('850101s1985    at a         000  0 eng d')).toMatchObject({
      format: 'Book/Illustrated',
      broadFormat: 'book',
    });
    expect(book('850101s1985    at           000  0 eng d').format).toBe('Book');
  });

  it('keeps a book a Book when its later 007 describes an accompanying disc', () => {
    expect(
      kind('00000cam a2200000 a 4500', [
        ['007', 'ta'],
        ['007', 'sd fsngnnmmned'],
        ['008', '850101s1985    at          000 0 eng d'],
      ]).format,
    ).toBe('Book');
  });

  it('tells photographs and art works from other pictures (NLA 2076183, RDA photo)', () => {
    expect(
      kind('01712ckd a2200349 a 4500', [
        ['008', '021004s1978    xx nnn            ineng d'],
        ['245', '10', 'a', 'Aboriginal tent occupation of Herisson Island', 'h', '[picture] /'],
        ['300', '  ', 'a', '1 photograph :', 'b', 'gelatin silver ;'],
      ]).format,
    ).toBe('Picture/Photograph');
    expect(
      kind('00000ckm a2200000 a 4500', [['008', '120101s2012    xx nnn            aneng d']]).format,
    ).toBe('Picture/Art work');
    expect(
      kind('00000ckm a2200000 a 4500', [['008', '120101s2012    xx nnn            ineng d']]).format,
    ).toBe('Picture');
  });

  it('gives scores, videos, objects, computer files, kits and mixed materials their collections', () => {
    const of = (type: string) => kind(`00000c${type}m a2200000 a 4500`, []);
    expect(of('c')).toMatchObject({ category: 'music', format: 'Music score' });
    expect(of('g')).toMatchObject({ category: 'music', format: 'Video' });
    expect(of('r')).toMatchObject({ category: 'images', format: 'Object' });
    expect(of('m')).toMatchObject({ category: 'books', format: 'Computer file' });
    expect(of('o')).toMatchObject({ category: 'books', format: 'Kit' });
    expect(of('p')).toMatchObject({ category: 'diaries', format: 'Archived material/Mixed materials' });
  });
});
