import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { type FtsQuery, compileFts } from '../../src/query/compile-fts.ts';
import { spaceIdeographs } from '../../src/ideographs.ts';
import { parseQuery } from '../../src/query/parser.ts';

function compiled(input: string): FtsQuery {
  const parsed = parseQuery(input);
  if (!parsed.ok) throw new Error(`expected ${input} to parse: ${parsed.message}`);
  const result = compileFts(parsed.query);
  if (!result.ok) throw new Error(`expected ${input} to compile: ${result.message}`);
  return result.query;
}

function compileError(input: string): string {
  const parsed = parseQuery(input);
  if (!parsed.ok) throw new Error(`expected ${input} to parse: ${parsed.message}`);
  const result = compileFts(parsed.query);
  if (result.ok) throw new Error(`expected ${input} not to compile, got ${JSON.stringify(result.query)}`);
  return result.message;
}

// The index's real FTS5 layout (index-file.ts), with a handful of records to match.
const db = new Database(':memory:');
db.exec(`CREATE VIRTUAL TABLE doc_fts USING fts5(
  title, creators, subjects, description, fulltext, category, tokenize = 'porter unicode61 remove_diacritics 2')`);
const rows: [number, string, string, string, string][] = [
  [
    1,
    'The story of the Kelly gang',
    'Tait, Charles',
    'Bushrangers; Film',
    'The first feature film: Ned Kelly and his gang.',
  ],
  [
    2,
    'Ned Kelly: a biography',
    'Jones, Ian',
    'Bushrangers',
    'Ned Kelly, bushranger, led the gang at Glenrowan.',
  ],
  [3, 'While the billy boils', 'Lawson, Henry', 'Short stories', 'Stories of the gold rush and the bush.'],
  [4, 'The gold rush in Ballarat', 'Lawrence, Mary', 'Gold rushes', 'Tin and gold in colonial-era Victoria.'],
  [5, 'Tin mining', 'Smith, John', 'Mining', 'The bushranger was not part of this gang of tin miners.'],
  // Held as the index writer holds it: a character a token (ideographs.ts).
  [6, spaceIdeographs('巩固民主集中制和中苏关系問題'), '', '', ''],
];
const insert = db.prepare(
  'INSERT INTO doc_fts (rowid, title, creators, subjects, fulltext, category) VALUES (?, ?, ?, ?, ?, ?)',
);
for (const [id, ...text] of rows) insert.run(BigInt(id), ...text, 'books');
const search = db.prepare<[string], { rowid: number }>(
  'SELECT rowid FROM doc_fts WHERE doc_fts MATCH ? ORDER BY rowid',
);
const matches = (expression: string | null): number[] => {
  if (expression === null) throw new Error('no expression to match');
  return search.all(expression).map((r) => r.rowid);
};
afterAll(() => db.close());

describe('compileFts: the expression FTS5 runs', () => {
  it.each([
    ['kelly gang', [1, 2]],
    ['"ned kelly"', [1, 2]],
    ['"ned kelly" -film', [2]],
    ['"Ned Kelly" NOT film', [2]],
    ['gold OR tin', [3, 4, 5]],
    ['gold tin OR lawson', [3, 4]],
    ['(gold OR tin) -mining', [3, 4]],
    ['gold -(rush OR bush)', []],
    ['bush*', [1, 2, 3, 5]],
    ['creator:law*', [3, 4]],
    ['creator:lawson*', [3]],
    ['creator:lawson', [3]],
    ['title:gold', [4]],
    ['title:(gold rush)', [4]],
    ['subject:bushrangers -text:film', [2]],
    ['text:"ned kelly"', [1, 2]],
    ['"bushranger gang"~5', [2, 5]],
    ['"bushranger gang"~1', []],
    ['"gang bushranger"~10', [2, 5]],
    ['title:"kelly gang"~3', [1]],
    ['colonial-era', [4]],
    ['“gold rush”', [3, 4]],
    ['tin or gold', []],
    ['tin and gold', [4]],
    ['+gold +rush', [3, 4]],
    ['kelly NOT film OR tin', [2, 4, 5]],
    ['http://gold', []],
    ['glenrówan', [2]],
    ['中苏关系', [6]],
    ['title:問題', [6]],
    ['关系中苏', []],
    ['巩固民主集中制和中苏关系問題', [6]],
  ])('%s matches %j', (input, expected) => {
    expect(matches(compiled(input).match)).toEqual(expected);
  });

  it('quotes every token, so FTS5 syntax in the input is only ever words', () => {
    expect(compiled('NEAR title gold').match).toBe(
      '(("NEAR" AND "title" AND "gold") OR "NEAR title gold" OR NEAR("NEAR" "title" "gold", 10))',
    );
    expect(compiled('creator:lawson*').match).toBe('creators : ("lawson"*)');
    expect(compiled('"bushranger gang"~5').match).toBe('NEAR("bushranger" "gang", 5)');
    expect(compiled('"ned kelly" -film').match).toBe('"ned kelly" NOT "film"');
  });

  it('lists the words looked for, not those left out', () => {
    expect(compiled('"ned kelly" -film title:gang*').terms).toEqual(['ned', 'kelly', 'gang']);
  });

  it('never gives FTS5 a syntax error for anything that parses, even 1,000 characters', () => {
    const inputs = [
      'a'.repeat(1000),
      'gold OR '.repeat(124) + 'tin',
      '"a b"~9 '.repeat(125),
      'x -y '.repeat(200),
      `${'(a OR '.repeat(16)}b${')'.repeat(16)}`,
      'title:(a OR b*) creator:"c d"~2 subject:e* text:(f -g) NEAR AND ^ "NOT" "col:x"',
    ];
    for (const input of inputs) {
      const { match } = compiled(input);
      expect(() => matches(match)).not.toThrow();
    }
  });
});

describe('compileFts: structured filters', () => {
  it('turns value fields into filters, identifiers without hyphens', () => {
    expect(compiled('isbn:0-330-25864-8')).toEqual({
      match: null,
      exclude: null,
      filters: [{ kind: 'value', field: 'isbn', value: '0330258648', negated: false }],
      terms: [],
      units: 0,
    });
    expect(
      compiled('kelly nuc:ANL -publictag:"gold rush" fullTextInd:y has:correctabletext').filters,
    ).toEqual([
      { kind: 'value', field: 'nuc', value: 'ANL', negated: false },
      { kind: 'value', field: 'publictag', value: 'gold rush', negated: true },
      { kind: 'value', field: 'fullTextInd', value: 'y', negated: false },
      { kind: 'has', value: 'correctabletext', negated: false },
    ]);
  });

  it('turns date ranges into sort-key bounds that cover whole years', () => {
    const query = compiled('title:(gold rush) AND date:[1850 TO 1860]');
    expect(matches(query.match)).toEqual([4]);
    expect(query.filters).toEqual([{ kind: 'date', from: 18500000, to: 18609999, negated: false }]);
    expect(compiled('date:[1900-03-05 TO *]').filters).toEqual([
      { kind: 'date', from: 19000305, to: null, negated: false },
    ]);
    expect(compiled('gold -date:[* – 1900]').filters).toEqual([
      { kind: 'date', from: null, to: 19009999, negated: true },
    ]);
  });

  it('leaves matches out through exclude when filters, not words, choose the rows', () => {
    const query = compiled('date:[1850 TO 1860] -film -"ned kelly"');
    expect(query.match).toBeNull();
    expect(query.exclude).toBe('"film" OR "ned kelly"');
    expect(matches(query.exclude)).toEqual([1, 2]);
  });

  it('refuses filters inside OR or a field, which one list of filters cannot express', () => {
    expect(compileError('isbn:0330258648 OR gold')).toMatch(
      /combine with the rest of the search by AND only/,
    );
    expect(compileError('title:(gold date:[1850 TO 1860])')).toMatch(/title: cannot hold another field/);
    expect(compileError('title:(gold creator:lawson)')).toMatch(/title: cannot hold another field/);
  });
});

describe('compileFts: queries that are only words to leave out', () => {
  it('says a search needs something to look for, since FTS5 has no unary NOT', () => {
    expect(compileError('-film')).toMatch(/needs something to look for besides the words to leave out/);
    expect(compileError('NOT film NOT tin')).toMatch(/needs something to look for/);
    expect(compileError('gold title:(-film)')).toMatch(/needs something to look for/);
    expect(compileError('gold OR -film')).toMatch(/cannot be one side of OR/);
  });

  it('gives an empty query for nothing searchable', () => {
    expect(compileFts(null)).toEqual({
      ok: true,
      query: { match: null, exclude: null, filters: [], terms: [], units: 0 },
    });
  });
});

describe('compileFts: at least some of the words (most of your words, ADR 034)', () => {
  function relaxed(input: string, atLeast: number): FtsQuery {
    const parsed = parseQuery(input);
    if (!parsed.ok) throw new Error(`expected ${input} to parse`);
    const result = compileFts(parsed.query, { atLeast });
    if (!result.ok) throw new Error(`expected ${input} to compile`);
    return result.query;
  }

  it('counts the different things a query requires side by side', () => {
    expect(compiled('gold rush ballarat').units).toBe(3);
    expect(compiled('"gold rush" ballarat -film').units).toBe(2);
    expect(compiled('(gold OR tin) ballarat').units).toBe(2);
    expect(compiled('gold gold').units).toBe(1);
    expect(compiled('gold OR tin').units).toBe(1);
  });

  it('matches records holding any 2 of 3 words, none holding all three', () => {
    expect(matches(compiled('tin gold glenrowan').match)).toEqual([]);
    expect(matches(relaxed('tin gold glenrowan', 2).match)).toEqual([4]);
    expect(matches(relaxed('kelly gang tin', 2).match)).toEqual([1, 2, 5]);
  });

  it('keeps the words to leave out and treats a phrase as one', () => {
    expect(matches(relaxed('kelly gang tin -film', 2).match)).toEqual([2, 5]);
    expect(matches(relaxed('"gold rush" lawson tin', 2).match)).toEqual([3, 4]);
  });

  it('asks for every word when at least all of them are wanted', () => {
    expect(relaxed('kelly gang', 2).match).toBe(compiled('kelly gang').match);
  });
});
