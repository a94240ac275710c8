import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { FTS_TABLES } from '../../src/index-file.ts';
import { solrRequest } from '../../src/solr/solr-http.ts';
import { STATE_ID, SolrIndexWriter } from '../../src/solr/solr-index.ts';
import { seedFacetFixtures } from '../facet-fixtures.ts';
import { seedSearchFixtures } from '../fixtures.ts';
import { solrWorld } from './solr-world.ts';

const COLLECTION = 'vocabulary';
/** The text columns both engines match, by the name the FTS5 tables and the Solr schema share. */
const COLUMNS = ['title', 'creators', 'subjects', 'description', 'fulltext', 'ids'] as const;

type Vocabulary = Map<string, number>;
type Found = { response: { numFound: number; docs: { rowid: number }[] } };

/** Each word of a column of the embedded index and how many records hold it (fts5vocab). */
function fts5Vocabulary(file: string, column: string): Vocabulary {
  const db = new Database(file, { readonly: true });
  try {
    const words: Vocabulary = new Map();
    for (const { table } of FTS_TABLES) {
      db.exec(`CREATE VIRTUAL TABLE temp.v_${table} USING fts5vocab(main, '${table}', 'col')`);
      const rows = db.prepare(`SELECT term, doc FROM temp.v_${table} WHERE col = ?`).all(column) as {
        term: string;
        doc: number;
      }[];
      for (const { term, doc } of rows) words.set(term, (words.get(term) ?? 0) + doc);
    }
    return words;
  } finally {
    db.close();
  }
}

/** Each word of a field of the Solr collection and how many records hold it (every shard's terms). */
async function solrVocabulary(urls: string[], field: string): Promise<Vocabulary> {
  const answer = (await solrRequest(urls, `/${COLLECTION}/select`, {
    params: {
      q: '*:*',
      rows: '0',
      facet: 'true',
      'facet.field': field,
      'facet.method': 'enum',
      'facet.limit': '-1',
      'facet.mincount': '1',
    },
  })) as { facet_counts: { facet_fields: Record<string, (string | number)[]> } };
  const flat = answer.facet_counts.facet_fields[field] ?? [];
  const words: Vocabulary = new Map();
  for (let i = 0; i < flat.length; i += 2) words.set(String(flat[i]), Number(flat[i + 1]));
  return words;
}

describe('a collection filled from the store holds the words of the embedded index (ADR 055)', () => {
  const world = solrWorld(COLLECTION, async (store) => {
    await seedSearchFixtures(store);
    await seedFacetFixtures(store);
  });

  it('holds every record of the store', async () => {
    const answer = (await solrRequest(world.urls, `/${COLLECTION}/select`, {
      params: { q: '*:*', fq: `-category:${STATE_ID}`, rows: '0' },
    })) as {
      response: { numFound: number };
    };
    expect(world.sent).toBeGreaterThan(10);
    expect(answer.response.numFound).toBe(world.sent);
  });

  it.each(COLUMNS)('finds in %s the words FTS5 finds, each in as many records', async (column) => {
    const fts5 = fts5Vocabulary(world.file, column);
    expect(fts5.size).toBeGreaterThan(0);
    expect(Object.fromEntries(await solrVocabulary(world.urls, column))).toEqual(Object.fromEntries(fts5));
  });

  // Last: it changes the collection the tests above read.
  it('takes records out by their row id', async () => {
    const { urls } = world;
    const writer = new SolrIndexWriter(urls, COLLECTION);
    const found = async (q: string) =>
      ((await solrRequest(urls, `/${COLLECTION}/select`, { params: { q, rows: '0' } })) as Found).response
        .numFound;
    const [first, second] = (
      (await solrRequest(urls, `/${COLLECTION}/select`, {
        params: { q: '*:*', fq: `-category:${STATE_ID}`, rows: '2', fl: 'rowid', sort: 'rowid asc' },
      })) as Found
    ).response.docs.map((d) => BigInt(d.rowid));
    await writer.remove([first ?? 0n, second ?? 0n]);
    await writer.commit();
    expect(await found(`*:* -category:${STATE_ID}`)).toBe(world.sent - 2);
    expect(await found(`rowid:${String(first)}`)).toBe(0);
  });
});
