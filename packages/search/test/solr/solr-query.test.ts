import { afterAll, describe, expect, it } from 'vitest';
import { compileCriteria, keywordTerms } from '../../src/criteria-query.ts';
import { Fts5Words } from '../../src/solr/fts5-words.ts';
import { solrQueryOf } from '../../src/solr/solr-query.ts';

const words = new Fts5Words();
afterAll(() => words.close());

/** The Solr query and its parameters for a keyword search of the books. */
function solrOf(keyword: string) {
  const match = compileCriteria(keywordTerms(keyword), ['books']).matches[0]?.match;
  if (!match) throw new Error(`no match for ${keyword}`);
  const { q, params } = solrQueryOf(match, words);
  return { q, nested: Object.values(params) };
}

describe('a compiled search written as a Solr query', () => {
  it('scores words typed side by side by a sloppy phrase: their nearness changes only the score', () => {
    const { q, nested } = solrOf('harbour works');
    expect(q).toContain('+(title:"harbour"^20');
    expect(q).toContain('fulltext:"harbour works"~12^1');
    expect(q).not.toContain('complexphrase');
    expect(nested).toEqual([]);
  });

  it('keeps a phrase the reader typed with a distance ("…"~N) as an unordered span with FTS5 distance: it decides what matches', () => {
    const { q, nested } = solrOf('"harbour works"~3');
    expect(q).toContain('{!complexphrase inOrder=false v=$p1}');
    expect(nested).toContain('title:"harbour works"~3');
  });

  it('gives a prefix the stem FTS5 gives it', () => {
    const { q, nested } = solrOf('running*');
    expect(q).toContain('{!prefix f=title v=$p1}');
    expect(nested[0]).toBe('run');
  });
});
