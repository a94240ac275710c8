import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { QueryNode } from '../../src/query/ast.ts';
import { compileFts } from '../../src/query/compile-fts.ts';
import { lenientParse, parseQuery } from '../../src/query/parser.ts';
import { anyText, bracketDepth, printQuery, queryText, queryTree } from './query-arbitraries.ts';

/**
 * Properties of the query language over generated input (fast-check; a failure prints the seed
 * and path that replay it): whatever is typed parses to a tree or to a located sentence, never an
 * exception; trees print and parse back to themselves; and whatever parses compiles to an
 * expression FTS5 accepts.
 */

const RUNS = 3000;
const typed = fc.oneof(queryText, anyText);

// The index's FTS5 layout (index-file.ts): an expression it refuses would be a 500 at search time.
const db = new Database(':memory:');
db.exec(`CREATE VIRTUAL TABLE doc_fts USING fts5(
  title, creators, subjects, description, fulltext, category, tokenize = 'porter unicode61 remove_diacritics 2')`);
db.prepare('INSERT INTO doc_fts VALUES (?, ?, ?, ?, ?, ?)').run(
  'Gold',
  'Lawson',
  'Mining',
  '',
  'gold rush',
  'books',
);
const match = db.prepare('SELECT rowid FROM doc_fts WHERE doc_fts MATCH ?');
afterAll(() => db.close());

/** Every node as the parser makes it: AND and OR merged with their own kind, words searchable. */
function wellFormed(node: QueryNode): boolean {
  switch (node.type) {
    case 'term':
    case 'prefix':
      return /[\p{L}\p{N}\p{M}]/u.test(node.text) && !/\s/.test(node.text);
    case 'phrase':
      return !node.text.includes('"');
    case 'range':
      return true;
    case 'not':
    case 'field':
      return wellFormed(node.child);
    case 'and':
    case 'or':
      return node.children.length >= 2 && node.children.every((c) => c.type !== node.type && wellFormed(c));
  }
}

describe('parseQuery on any input', () => {
  it('answers a well-formed tree or a sentence with its position in the input, never throwing', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const result = parseQuery(input);
        if (result.ok) {
          expect(result.query === null || wellFormed(result.query)).toBe(true);
        } else {
          expect(Object.keys(result).sort()).toEqual(['message', 'ok', 'position']);
          expect(result.message).toMatch(/^\S.*\.$/s);
          expect(Number.isInteger(result.position)).toBe(true);
          expect(result.position).toBeGreaterThanOrEqual(0);
          expect(result.position).toBeLessThanOrEqual(input.length);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('falls back to the plain words of what does not parse, keeping the reason', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const strict = parseQuery(input);
        const lenient = lenientParse(input);
        if (strict.ok) {
          expect(lenient).toEqual({ query: strict.query, error: null, searched: null });
          return;
        }
        expect(lenient.error).toEqual(strict);
        const words =
          lenient.query === null
            ? []
            : lenient.query.type === 'and'
              ? lenient.query.children
              : [lenient.query];
        // Words side by side, all required: no operator, no group, nothing left out.
        for (const w of words) expect(['term', 'prefix', 'phrase', 'field', 'range']).toContain(w.type);
        // What it says it searched reads back as the same words.
        const again = parseQuery(lenient.searched ?? '');
        expect(again).toEqual({ ok: true, query: lenient.query });
      }),
      { numRuns: RUNS },
    );
  });

  it('prints what it parsed as text that parses to the same tree', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const first = parseQuery(input);
        fc.pre(first.ok && first.query !== null && bracketDepth(first.query) <= 16);
        if (!first.ok || first.query === null) return;
        expect(parseQuery(printQuery(first.query))).toEqual(first);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('query trees', () => {
  it('print as text that parses back to the same tree', () => {
    fc.assert(
      fc.property(
        queryTree.filter((tree) => bracketDepth(tree) <= 16),
        (tree) => {
          expect(parseQuery(printQuery(tree))).toEqual({ ok: true, query: tree });
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('compile to expressions FTS5 accepts, or to a sentence saying why not', () => {
    const parsedTrees = fc.oneof(
      queryTree,
      typed.map((input) => lenientParse(input).query).filter((q): q is QueryNode => q !== null),
    );
    fc.assert(
      fc.property(parsedTrees, (tree) => {
        const compiled = compileFts(tree);
        if (!compiled.ok) {
          expect(compiled.message).toMatch(/^\S.*\.$/s);
          return;
        }
        const { match: expression, exclude } = compiled.query;
        for (const fts of [expression, exclude]) if (fts !== null) expect(() => match.all(fts)).not.toThrow();
        if (expression === null && exclude !== null) expect(compiled.query.filters.length).toBeGreaterThan(0);
      }),
      { numRuns: RUNS },
    );
  });
});
