import { describe, expect, it } from 'vitest';
import { correctableWords, inCaseOf, replaceWords } from '../../src/help/keyword-words.ts';

const texts = (keyword: string) => correctableWords(keyword).map((w) => w.text);

describe('correctableWords', () => {
  it('takes the words looked for, with where they are', () => {
    expect(correctableWords('robert menzeis')).toEqual([
      { text: 'robert', start: 0 },
      { text: 'menzeis', start: 7 },
    ]);
    expect(correctableWords('"prime ministr"')).toEqual([
      { text: 'prime', start: 1 },
      { text: 'ministr', start: 7 },
    ]);
  });

  it('leaves operators, field names, identifiers, prefixes, left-out words and date ranges as typed', () => {
    expect(
      texts('title:menzeis AND (gold OR tin) NOT film -kelly isbn:0330258648 gol* date:[1900 TO 1910]'),
    ).toEqual(['menzeis', 'gold', 'tin']);
  });

  it('splits a word as the index does', () => {
    expect(correctableWords("o'brien")).toEqual([
      { text: 'o', start: 0 },
      { text: 'brien', start: 2 },
    ]);
  });

  it('gives the plain words of a keyword the query language cannot read', () => {
    expect(texts('"menzeis')).toEqual(['menzeis']);
  });
});

describe('replaceWords', () => {
  it('replaces words at their places and keeps everything else', () => {
    const keyword = 'title:(menzeis OR libary) -film';
    const words = correctableWords(keyword).map((w) => ({
      ...w,
      to: w.text === 'menzeis' ? 'menzies' : 'library',
    }));
    expect(replaceWords(keyword, words)).toBe('title:(menzies OR library) -film');
  });
});

describe('inCaseOf', () => {
  it('writes a correction as the word was written', () => {
    expect(inCaseOf('menzeis', 'menzies')).toBe('menzies');
    expect(inCaseOf('Menzeis', 'menzies')).toBe('Menzies');
    expect(inCaseOf('MENZEIS', 'menzies')).toBe('MENZIES');
    expect(inCaseOf('mENZEIS', 'menzies')).toBe('menzies');
  });
});
