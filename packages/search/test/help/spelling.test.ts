import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { correctWord, suggestSpelling } from '../../src/help/spelling.ts';
import { Vocabulary, nthToken } from '../../src/help/vocabulary.ts';

// A text table as the index makes them (index-file.ts): same columns, same tokenizer.
const db = new Database(':memory:');
db.exec(`CREATE VIRTUAL TABLE books USING fts5(
  title, creators, subjects, description, fulltext, category, ids, tokenize = 'porter unicode61 remove_diacritics 2')`);
const insert = db.prepare(
  'INSERT INTO books (title, creators, subjects, description, fulltext, category, ids) VALUES (?, ?, ?, ?, ?, ?, ?)',
);
const records: [string, string, string, string][] = [
  ['Afternoon light', 'Menzies, Robert', 'Prime ministers -- Australia', 'Memoirs.'],
  ['The measure of the years', 'Menzies, Robert', 'Prime ministers -- Australia', ''],
  ['Menzies: the shaping years', 'Martin, A. W.', 'Prime ministers', 'A library edition.'],
  ['Libraries of Australia', 'Biskup, Peter', 'Libraries -- Australia', 'Every library in the land.'],
  ['Our library', 'Smith, Jane', 'Libraries', 'The library at Ballarat.'],
  ['Müller and the goldfields', 'Müller, Hans', 'Gold mines and mining', 'Mining.'],
  ['Goldfields of Victoria', 'Müller, Hans', 'Gold mines and mining', ''],
  ['Donations to the library', 'Smith, Jane', 'Gifts', 'A donation of books.'],
  ['The community hall', 'Brown, Ann', 'Community life', ''],
  ['Questions of state', 'Deakin, Alfred', 'Federation', 'The question of federation.'],
  // One record's typo: one record is not enough to suggest a word.
  ['A menzeis miscellany', 'Unknown', '', ''],
];
for (const r of records) insert.run(...r, '', 'monographs', 'nucanl');
const vocabulary = new Vocabulary(db);
afterAll(() => db.close());

const correct = (word: string) => correctWord(word, vocabulary, ['books']);

describe('the index vocabulary', () => {
  it('stems a word as the index does', () => {
    expect(vocabulary.stems('Libraries')).toEqual(['librari']);
    expect(vocabulary.stems('Müller')).toEqual(['muller']);
    expect(vocabulary.stems("o'brien")).toEqual(['o', 'brien']);
  });

  it('counts the records holding a term in their text, not in their collection key or ids', () => {
    expect(vocabulary.docs('menzi', ['books'])).toBe(3); // two creators, one title
    expect(vocabulary.docs('monograph', ['books'])).toBe(0);
    expect(vocabulary.docs('nucanl', ['books'])).toBe(0);
  });

  it('reads back the words records write for a term', () => {
    expect(new Set(vocabulary.surfaceForms('librari', ['books'], 8))).toEqual(
      new Set(['libraries', 'library']),
    );
    expect(nthToken('Menzies: the shaping years', 2)).toBe('shaping');
  });
});

describe('correctWord', () => {
  it.each([
    ['menzes', 'menzies'],
    ['robret', 'robert'], // two letters swapped
    ['Robret', 'robert'],
    ['libary', 'library'],
    ['librery', 'library'],
    ['libraires', 'libraries'],
    ['goldfeilds', 'goldfields'],
    ['muler', 'müller'], // the records' spelling, accents and all
  ])('%s -> %s', async (typed, corrected) => {
    expect(await correct(typed)).toBe(corrected);
  });

  it('finds a word whose typo the stemmer cuts differently', async () => {
    // 'doantion' keeps its ending where 'donation' is kept as 'donat'; likewise 'commnity'.
    expect(vocabulary.stems('doantion')).toEqual(['doantion']);
    expect(await correct('doantion')).toBe('donation');
    expect(await correct('commnity')).toBe('community');
  });

  it('writes the correction with the ending typed, when no record writes it that way', async () => {
    // Records write 'question' and 'questions' only.
    expect(await correct('qeustioned')).toBe('questioned');
  });

  it('leaves words the records spell that way, short words and numbers', async () => {
    expect(await correct('library')).toBeNull();
    expect(await correct('menzies')).toBeNull();
    expect(await correct('afternon')).toBeNull(); // 'afternoon' is in one record only
    expect(await correct('gld')).toBeNull();
    expect(await correct('1901')).toBeNull();
  });

  it('keeps a word some records hold unless the correction is ten times as common', async () => {
    // One record writes 'menzeis'; three hold 'Menzies'.
    expect(await correct('menzeis')).toBeNull();
  });

  it('leaves a word held by `common` records or more', async () => {
    expect(await correctWord('menzes', vocabulary, ['books'], 0)).toBeNull();
  });
});

describe('suggestSpelling', () => {
  const totals: Record<string, number> = { 'Robert Menzies': 2, 'robert menzies library': 0 };
  const totalOf = (keyword: string) => totals[keyword] ?? 0;

  it('corrects each misspelt word in place, when the correction finds more', async () => {
    expect(await suggestSpelling('Robret Menzes', vocabulary, ['books'], 0, totalOf)).toEqual({
      query: 'Robert Menzies',
      words: [
        { from: 'Robret', to: 'Robert' },
        { from: 'Menzes', to: 'Menzies' },
      ],
    });
  });

  it('suggests nothing when the correction finds no more than the search found', async () => {
    expect(await suggestSpelling('Robert Menzes', vocabulary, ['books'], 2, totalOf)).toBeNull();
    expect(await suggestSpelling('robert menzes libary', vocabulary, ['books'], 0, totalOf)).toBeNull();
  });

  it('suggests nothing when no word needs correcting', async () => {
    expect(await suggestSpelling('Robert Menzies', vocabulary, ['books'], 0, () => 99)).toBeNull();
  });
});

describe('spelling help on any text', () => {
  it('answers a suggestion or none, never throwing', async () => {
    const word = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 24 }),
      fc.string({ unit: 'binary', maxLength: 24 }),
      fc.constantFrom(
        '\u{10ffff}\u{10ffff}abcdef',
        'ｍｅｎｚｅｉｓ',
        '中文字符测试',
        'menzeis"(',
        'AND OR NOT',
      ),
    );
    await fc.assert(
      fc.asyncProperty(word, async (text) => {
        await suggestSpelling(text, vocabulary, ['books'], 0, () => 1);
      }),
      { numRuns: 300 },
    );
  });
});
