import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { parseKeyword } from '../src/fts-query.ts';
import { snippetParts } from '../src/snippets.ts';

describe('parseKeyword', () => {
  it('quotes every word and joins them with AND', () => {
    expect(parseKeyword('federal kitten').expression).toBe('"federal" AND "kitten"');
  });

  it('keeps quoted phrases together and supports a trailing * as a prefix', () => {
    expect(parseKeyword('"robbery under arms" bush*').expression).toBe('"robbery under arms" AND "bush"*');
  });

  it('turns operators, column filters and punctuation into plain words', () => {
    expect(parseKeyword('title: NEAR( a AND b OR NOT c').expression).toBe(
      '"title" AND "NEAR" AND "a" AND "AND" AND "b" AND "OR" AND "NOT" AND "c"',
    );
    expect(parseKeyword('colonial-era').expression).toBe('"colonial era"');
    expect(parseKeyword('“curly” quotes').expression).toBe('"curly" AND "quotes"');
  });

  it('reads the query language: OR, NOT, brackets, proximity and text fields', () => {
    expect(parseKeyword('(gold OR tin) -rush').expression).toBe('("gold" OR "tin") NOT "rush"');
    expect(parseKeyword('creator:lawson* "bushranger gang"~5').expression).toBe(
      '(creators : ("lawson"*)) AND (NEAR("bushranger" "gang", 5))',
    );
    expect(parseKeyword('gold or tin').expression).toBe('"gold" AND "or" AND "tin"');
  });

  it('names the problem of a query that cannot be searched, with no expression', () => {
    expect(parseKeyword('-film')).toMatchObject({
      expression: null,
      problem: expect.stringMatching(/leave out/),
    });
    expect(parseKeyword('kelly isbn:0330258648').problem).toBe(
      'Searching with isbn: is not supported yet: remove it to search the rest.',
    );
    expect(parseKeyword('kelly date:[1900 TO 1910]').problem).toMatch(/date:\[…\] is not supported yet/);
    expect(parseKeyword('has:correctabletext').problem).toMatch(/has:correctabletext is not supported yet/);
    expect(parseKeyword('kelly -film').problem).toBeNull();
  });

  it('gives no expression when nothing searchable is left', () => {
    expect(parseKeyword('" * ( ) - : ^').expression).toBeNull();
    expect(parseKeyword('""').expression).toBeNull();
  });

  it('never produces an FTS5 syntax error, whatever the input', () => {
    const db = new Database(':memory:');
    db.exec("CREATE VIRTUAL TABLE t USING fts5(a, tokenize = 'porter unicode61 remove_diacritics 2')");
    db.prepare('INSERT INTO t (a) VALUES (?)').run('Robbery under arms, a story of life in the bush');
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
    for (const input of inputs) {
      const { expression } = parseKeyword(input);
      if (expression !== null)
        expect(() => db.prepare('SELECT count(*) FROM t WHERE t MATCH ?').get(expression)).not.toThrow();
    }
    const bush = parseKeyword('bush*').expression;
    expect(db.prepare('SELECT count(*) AS n FROM t WHERE t MATCH ?').get(bush)).toEqual({ n: 1 });
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
