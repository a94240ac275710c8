import type { Store } from '@trove/db';
import { buildArticle, buildNewspaperTitle, createTestStore, storesUnderTest } from '@trove/db/test-support';
import { catchUp } from '@trove/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuedApiKey } from './api-key-builders.ts';
import { type SearchingApp, seededSearchingApp } from './helpers.ts';

/**
 * A bulk harvest as real v3 harvesters make one (issue 18 §1, §3; ADR 051): ask n=0 for the total,
 * then page with n=100 from s=* along nextStart, bulkHarvest=true, reclevel=full,
 * include=articleText, the key in X-API-KEY, until no nextStart. Every record comes once, with its
 * text, even while records are added to the newspaper during the harvest.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const BEFORE = 250;
const ADDED = 40;

describe.each(await storesUnderTest())('a bulk harvest of a newspaper on %s', (dialect) => {
  let store: Store;
  let running: SearchingApp;
  let title = 0;
  let key = '';
  const original: number[] = [];

  const addArticles = async (count: number, from: number) => {
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const day = String(((from + i) % 28) + 1).padStart(2, '0');
      ids.push(
        await buildArticle(store, {
          titleId: title,
          heading: `SHIPPING NEWS NO. ${from + i}.`,
          category: 'Article',
          date: `1891-${String(((from + i) % 12) + 1).padStart(2, '0')}-${day}`,
          wordCount: 20,
          text: `<p>Arrived the barque number ${from + i}.</p>`,
        }),
      );
    }
    return ids;
  };

  beforeAll(async () => {
    store = await createTestStore(dialect);
    title = await buildNewspaperTitle(store, {
      name: 'The Shipping Gazette (Sydney, NSW : 1844 - 1860)',
      kind: 'newspaper',
    });
    // Another newspaper's article, which the harvest of this one must leave out.
    await buildArticle(store, { heading: 'SHIPPING ELSEWHERE.', text: '<p>Not this paper.</p>' });
    original.push(...(await addArticles(BEFORE, 0)));
    running = await seededSearchingApp(store);
    // A real key, as the Developers tab issues it: the gate guards /v3 (ADR 050).
    key = (await issuedApiKey(store)).key;
  }, 300_000);
  afterAll(async () => {
    await running?.close();
  });

  const call = async (query: string) => {
    const res = await running.app.inject({
      method: 'GET',
      url: `/v3/result?category=newspaper&encoding=json&l-title=${title}&${query}`,
      headers: { 'x-api-key': key },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Json>().category[0].records;
  };

  it('gets every record once, with its text, while records are added', async () => {
    const { total } = await call('n=0');
    expect(total).toBe(BEFORE);
    const harvested: Json[] = [];
    let s = '*';
    let pages = 0;
    for (;;) {
      const records = await call(
        `n=100&s=${encodeURIComponent(s)}&bulkHarvest=true&reclevel=full&include=articleText`,
      );
      harvested.push(...(records.article ?? []));
      pages += 1;
      if (pages === 1) {
        // Mid-harvest: the newspaper grows, and the index follows the store.
        await addArticles(ADDED, BEFORE);
        await catchUp(store, running.engine);
      }
      if (!records.nextStart) break;
      s = records.nextStart;
      expect(pages).toBeLessThan(10);
    }
    const ids = harvested.map((a) => Number(a.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of original) expect(ids).toContain(id);
    // Records added after the page the harvest was on come too: their ids are higher.
    expect(ids).toHaveLength(BEFORE + ADDED);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    for (const article of harvested) {
      expect(article.articleText).toMatch(/^<p>Arrived the barque number \d+\.<\/p>$/);
      expect(article.wordCount).toBe('20');
      expect(article.title.id).toBe(String(title));
    }
  });

  it('pages in relevance order by offset, where an added record may shift the pages (hence bulkHarvest)', async () => {
    const first = await call('n=100');
    expect(first.nextStart).toBe('100');
    const second = await call('n=100&s=100');
    expect(second.s).toBe('100');
    expect(second.article).toHaveLength(100);
  });
});
