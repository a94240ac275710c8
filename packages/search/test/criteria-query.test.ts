import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { type SearchTerms, QueryProblem, compileCriteria, keywordTerms } from '../src/criteria-query.ts';
import { rowidOf } from '../src/documents.ts';
import { snippetParts } from '../src/snippets.ts';

const TEXT = '{title creators subjects description fulltext}';
const inBooks = (expression: string) => `(${TEXT} : (${expression}))`;
/** Plain words side by side: all of them, plus the phrase and NEAR group that score nearness. */
const near = (...words: string[]) => {
  const quoted = words.map((w) => `"${w}"`);
  return `((${quoted.join(' AND ')}) OR "${words.join(' ')}" OR NEAR(${quoted.join(' ')}, 10))`;
};
const matchOf = (keyword: string) =>
  compileCriteria(keywordTerms(keyword), ['books']).matches[0]?.match ?? null;
const terms = (over: Partial<SearchTerms>): SearchTerms => ({
  text: [],
  values: [],
  ranges: [],
  limits: [],
  ...over,
});

describe('compileCriteria: the keyword', () => {
  it('quotes every word and joins them with AND, within the chosen collections', () => {
    expect(matchOf('federal kitten')).toBe(inBooks(near('federal', 'kitten')));
  });

  it('keeps quoted phrases together and supports a trailing * as a prefix', () => {
    expect(matchOf('"robbery under arms" bush*')).toBe(inBooks('"robbery under arms" AND "bush"*'));
  });

  it('searches the words of a query that does not parse, without its operators or what it leaves out', () => {
    expect(matchOf('title: NEAR( a AND b OR NOT c')).toBe(
      inBooks(`(${near('a', 'b')}) AND (title : ("NEAR"))`),
    );
    expect(matchOf('colonial-era')).toBe(inBooks('"colonial era"'));
    expect(matchOf('“curly” quotes')).toBe(inBooks('"curly" AND "quotes"'));
  });

  it('reads the query language: OR, NOT, brackets, proximity and text fields', () => {
    expect(matchOf('(gold OR tin) -rush')).toBe(inBooks('("gold" OR "tin") NOT "rush"'));
    expect(matchOf('creator:lawson* "bushranger gang"~5')).toBe(
      inBooks('(creators : ("lawson"*)) AND (NEAR("bushranger" "gang", 5))'),
    );
    expect(matchOf('gold or tin')).toBe(inBooks(near('gold', 'or', 'tin')));
  });

  it('refuses a query of words to leave out only, saying why', () => {
    expect(() => matchOf('-film')).toThrow(QueryProblem);
    expect(() => matchOf('-film')).toThrow(/leave out/);
  });

  it('applies isbn:, nuc: and their negations through the identifier column', () => {
    expect(matchOf('kelly isbn:0-330-25864-8')).toBe(`(${TEXT} : ("kelly")) AND (ids : "isbn0330258648")`);
    expect(matchOf('kelly -nuc:ANL')).toBe(`((${TEXT} : ("kelly"))) NOT ((ids : "nucanl"))`);
  });

  it('turns date ranges, has:correctabletext and fullTextInd: into row conditions', () => {
    const compiled = compileCriteria(
      keywordTerms('kelly date:[1900 TO 1910] has:correctabletext fullTextInd:n'),
      null,
    );
    expect(compiled.dates).toEqual([{ column: 'sort', from: 19000000, to: 19109999, negated: false }]);
    expect(compiled.terms).toEqual([
      { code: 'correctable', terms: ['y'], mod: 'any' },
      { code: 'fulltext', terms: ['y'], mod: 'not' },
    ]);
  });

  it('gives no expression when nothing searchable is left', () => {
    expect(matchOf('" * ( ) - : ^')).toBeNull();
    expect(matchOf('""')).toBeNull();
  });
});

describe('compileCriteria: fields, modes, identifiers, ranges and limits', () => {
  it('matches each text field in its own columns, in each mode', () => {
    const { matches } = compileCriteria(
      terms({
        text: [
          { field: 'title', mode: 'any', value: 'gold tin' },
          { field: 'creator', mode: 'phrase', value: 'Henry Lawson' },
          { field: 'subject', mode: 'not', value: 'mining' },
          { field: 'name', mode: 'all', value: 'Ned Kelly' },
        ],
      }),
      ['books'],
    );
    expect(matches).toEqual([
      {
        category: 'books',
        table: 'doc_fts_books',
        match:
          '((title : ("gold" OR "tin")) AND (creators : ("Henry Lawson")) AND ({title creators} : ("Ned" AND "Kelly"))) NOT ((subjects : ("mining")))',
      },
    ]);
  });

  it('finds identifiers exactly, whatever their punctuation, and public tags as a facet limit', () => {
    const compiled = compileCriteria(
      terms({
        values: [
          { field: 'issn', value: '0312-6145' },
          { field: 'publictag', value: 'gold rush' },
        ],
      }),
      ['books'],
    );
    expect(compiled.matches[0]?.match).toBe('(ids : "issn03126145")');
    expect(compiled.terms).toEqual([{ code: 'pubtag', terms: ['gold rush'], mod: 'any' }]);
  });

  it('maps ranges to their date columns', () => {
    const compiled = compileCriteria(
      terms({
        ranges: [
          { field: 'date', from: '1901-01-01', to: '1901-12-31' },
          { field: 'existencedate', from: '1850-01-01', to: null },
          { field: 'birth', from: '1800-01-01', to: '1800-12-31' },
          { field: 'date', from: '1901-05-01', to: null },
          { field: 'date', from: '1901-05-15', to: null },
        ],
      }),
      ['people'],
    );
    // A range from the first of a year or month starts at day 0 of it: the sort key of a record
    // known only to that year or month.
    expect(compiled.dates).toEqual([
      { column: 'sort', from: 19010000, to: 19011231, negated: false },
      { column: 'life', from: 18500000, to: null, negated: false },
      { column: 'birth', from: 18000000, to: 18001231, negated: false },
      { column: 'sort', from: 19010500, to: null, negated: false },
      { column: 'sort', from: 19010515, to: null, negated: false },
    ]);
    // Only ranges narrow the search: every record of the collection matches, by its own token.
    expect(compiled.matches).toEqual([
      { category: 'people', table: 'doc_fts_people', match: '(category : "people")' },
    ]);
  });

  it('filters limits on their facet codes and marks the chosen terms selected', () => {
    const compiled = compileCriteria(
      terms({
        limits: [
          { key: 'l-format', values: ['Book', 'Map'], mod: 'any' },
          { key: 'l-advstate', values: ['Victoria'], mod: 'any' },
          { key: 'l-decade', values: ['191'], mod: 'not' },
          { key: 'l-auGovState', values: ['nsw'], mod: 'any' },
        ],
      }),
      null,
    );
    expect(compiled.terms).toEqual([
      { code: 'format', terms: ['Book', 'Map'], mod: 'any' },
      { code: 'state', terms: ['Victoria'], mod: 'any' },
      { code: 'decade', terms: ['191'], mod: 'not' },
      { code: 'augovstate', terms: ['NSW'], mod: 'any' },
    ]);
    expect([...compiled.selected.keys()]).toEqual(['format', 'state', 'augovstate']);
  });

  it('widens words to the words they begin with when related terms are asked for', () => {
    const compiled = compileCriteria(
      terms({
        text: [{ field: 'keyword', mode: 'all', value: 'bush fire' }],
        limits: [{ key: 'l-relatedTerms', values: ['y'], mod: 'any' }],
      }),
      ['websites'],
    );
    expect(compiled.matches[0]?.match).toBe(
      `(${TEXT} : ((("bush"* AND "fire"*) OR "bush fire" OR NEAR("bush"* "fire"*, 10))))`,
    );
  });

  it('refuses a limit it does not know', () => {
    expect(() =>
      compileCriteria(terms({ limits: [{ key: 'l-colour', values: ['red'], mod: 'any' }] }), null),
    ).toThrow('l-colour is not a limit this search knows.');
  });
});

describe('compileCriteria: robustness', () => {
  it('never produces an FTS5 syntax error, whatever the input', () => {
    const db = new Database(':memory:');
    const inputs = [
      '"',
      '""',
      'AND',
      'OR',
      'NOT',
      '*',
      '**',
      'NEAR(',
      'NEAR(a b, 3)',
      'title:',
      'a:b',
      '^start',
      '-minus',
      '+plus',
      '(',
      ')',
      '{a b}: c',
      'a"b',
      '"unclosed phrase',
      'x*y',
      "o'brien",
      '\u0000',
      'émigré ñ',
      '日本語',
      '\\',
      '%_',
      'bush*',
    ];
    db.exec(
      "CREATE VIRTUAL TABLE t USING fts5(title, creators, subjects, description, fulltext, category, ids, tokenize = 'porter unicode61 remove_diacritics 2')",
    );
    db.prepare("INSERT INTO t VALUES (?, '', '', '', '', 'books', '')").run(
      'Robbery under arms, a story of life in the bush',
    );
    for (const input of inputs) {
      let expression: string | null = null;
      try {
        expression = matchOf(input);
      } catch (error) {
        expect(error).toBeInstanceOf(QueryProblem);
      }
      if (expression !== null)
        expect(() => db.prepare('SELECT count(*) FROM t WHERE t MATCH ?').get(expression)).not.toThrow();
    }
    expect(db.prepare('SELECT count(*) AS n FROM t WHERE t MATCH ?').get(matchOf('bush*'))).toEqual({ n: 1 });
  });
});

describe('snippetParts', () => {
  it('splits marked text into plain and matched runs', () => {
    expect(snippetParts('…the \u0002Federation\u0003 Convention met')).toEqual([
      { text: '…the ', match: false },
      { text: 'Federation', match: true },
      { text: ' Convention met', match: false },
    ]);
  });
});

describe('compileCriteria: limits resolved by the caller', () => {
  it("turns a resolved limit's values into record sets of index rows, and leaves others as facet terms", () => {
    const compiled = compileCriteria(
      terms({
        limits: [
          { key: 'l-usertag', values: ['to read', 'unknown'], mod: 'any' },
          { key: 'l-format', values: ['Book'], mod: 'any' },
        ],
        resolved: { 'l-usertag': { 'to read': { works: [3], people: [3] } } },
      }),
      ['books'],
    );
    // Row ids encode the kind (rowidOf): a work and a person of the same id are different rows.
    const rows = new Set([Number(rowidOf('work', 3)), Number(rowidOf('person', 3))]);
    expect(rows.size).toBe(2);
    expect(compiled.records).toEqual([{ sets: [rows, new Set()], mod: 'any' }]);
    expect(compiled.terms).toEqual([{ code: 'format', terms: ['Book'], mod: 'any' }]);
    expect(compiled.matches).toHaveLength(1);
  });

  it('leaves an unresolved user-tag limit to the index, which holds no one’s own tags', () => {
    const compiled = compileCriteria(
      terms({ limits: [{ key: 'l-usertag', values: ['x'], mod: 'any' }] }),
      null,
    );
    expect(compiled.records).toEqual([]);
    expect(compiled.terms).toEqual([{ code: 'usertag', terms: ['x'], mod: 'any' }]);
  });
});
