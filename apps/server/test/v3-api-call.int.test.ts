import { apiCallOf, parseSearchCriteria, rawQueryOf } from '@trove/contracts';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SearchingApp, seededSearchingApp } from './helpers.ts';
import { buildV3World } from './v3-world.ts';

/**
 * 'Show the API call' (issue 18 §3, ADR 051): a results page's /v3/result address finds what the
 * web search finds, in its order, with its facets, on both stores.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(await storesUnderTest())("a results page's API call on %s", (dialect) => {
  let running: SearchingApp;
  const json = async (url: string) => {
    const res = await running.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Json>();
  };

  beforeAll(async () => {
    const store = await createTestStore(dialect);
    await buildV3World(store);
    running = await seededSearchingApp(store);
  }, 120_000);
  afterAll(async () => {
    await running?.close();
  });

  it.each([
    'keyword=flood',
    'keyword=flood&sortBy=dateAsc',
    'keyword=flood&l-state=VIC&l-state.mod=not',
    'keyword=flood&l-decade=189&pageSize=1&startPos=0',
    'keyword.any=flood%20relief&l-word_count=3',
  ])('finds what the web search finds, in its order, with its facets: %s', async (query) => {
    const web = await running.app.inject({ method: 'GET', url: `/api/search/newspapers?${query}` });
    expect(web.statusCode, web.body).toBe(200);
    const page = web.json<Json>();
    expect(page.facets.length).toBeGreaterThan(0);
    const { criteria } = parseSearchCriteria(rawQueryOf(new URLSearchParams(query)));
    const call = apiCallOf(
      'newspapers',
      criteria,
      page.facets.map((f: Json) => f.code),
    )!;
    const v3 = (await json(`/v3/result?${call.toString()}`)).category[0];
    expect(v3.records.total).toBe(page.totalRecords);
    expect((v3.records.article ?? []).map((a: Json) => a.id)).toEqual(
      page.works.map((w: Json) => String(w.id)),
    );
    const v3Terms = (terms: Json[] = []): Json[] => terms.map((t) => [t.search, t.count, v3Terms(t.term)]);
    const webTerms = (terms: Json[]): Json[] =>
      terms.map((t) => [t.term, String(t.count), webTerms(t.subTerms)]);
    expect(v3.facets.facet.map((f: Json) => v3Terms(f.term))).toEqual(
      page.facets.map((f: Json) => webTerms(f.terms)),
    );
  });
});
