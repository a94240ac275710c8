import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WorkResultSchema } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest, queryBuilderOf } from '@trove/db/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIndex, catchUp, ensureIndex, staleReason } from '../src/indexer.ts';
import type { FtsSearchEngine } from '../src/fts-engine.ts';
import type { SearchRequest } from '../src/engine.ts';
import { QueryProblem, type SearchTerms, keywordTerms } from '../src/criteria-query.ts';
import { type SearchFixtures, seedSearchFixtures } from './fixtures.ts';

const request = (keyword: string, over: Partial<SearchRequest> = {}): SearchRequest => ({
  terms: keywordTerms(keyword),
  categories: null,
  facets: [],
  startPos: 0,
  pageSize: 20,
  sortBy: 'relevance',
  ...over,
});

describe.each(await storesUnderTest())('FTS5 search engine built from %s', (dialect) => {
  let store: Store;
  let ids: SearchFixtures;
  let engine: FtsSearchEngine;
  let dir: string;
  let file: string;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ids = await seedSearchFixtures(store);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-index-'));
    file = path.join(dir, 'search-index.sqlite');
    const report = await ensureIndex(store, file);
    expect(report.rebuilt).toBe('there is no index yet');
    expect(report.build?.documents).toBe(6);
    engine = report.engine;
  });
  afterAll(async () => {
    await engine.close();
    await store.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('finds a work by its title, once for all its versions, with author and year range', async () => {
    const page = await engine.search(request('robbery', { categories: ['books'] }));
    expect(page.total).toBe(1);
    const work = WorkResultSchema.parse(page.works[0]);
    expect(work).toMatchObject({
      id: ids.bookId,
      workType: 'work',
      author: 'Boldrewood, Rolf',
      yearRange: '1888-1937',
    });
  });

  it('finds by creator and by full text, marking the matched words in the snippet', async () => {
    expect((await engine.search(request('Boldrewood'))).works.map((w) => w.id)).toEqual([ids.bookId]);
    const byText = await engine.search(request('starlight'));
    expect(byText.works.map((w) => w.id)).toEqual([ids.bookId]);
    expect(byText.works[0]?.snippets[0]).toContainEqual({ text: 'Starlight', match: true });
  });

  it('ranks a title match above a match in the text', async () => {
    const page = await engine.search(request('bush', { categories: ['books'] }));
    expect(page.works.map((w) => w.title)).toEqual(['The bush', 'Robbery under arms']);
  });

  it('answers a repeated search from the page it kept, and a fresh one by searching again', async () => {
    const asked = request('robbery', { categories: ['books'], pageSize: 7 });
    const first = await engine.search(asked);
    expect(await engine.search(asked)).toBe(first);
    const fresh = await engine.search({ ...asked, fresh: true });
    expect(fresh).not.toBe(first);
    expect(fresh).toEqual(first);
  });

  it('counts matches exactly per collection', async () => {
    const counts = await engine.countByCategory(keywordTerms('bush'));
    expect(Object.fromEntries(counts)).toEqual({ books: 2, images: 1, newspapers: 1 });
    expect((await engine.search(request('bush'))).total).toBe(4);
  });

  it('limits to the collections asked for, and pages', async () => {
    expect((await engine.search(request('kitten', { categories: ['books'] }))).total).toBe(0);
    expect((await engine.search(request('kitten', { categories: ['books', 'images'] }))).total).toBe(1);
    const second = await engine.search(request('bush', { categories: ['books'], startPos: 1, pageSize: 1 }));
    expect(second).toMatchObject({ total: 2, works: [{ title: 'Robbery under arms' }] });
  });

  it('sorts by date either way, undated records last', async () => {
    const asc = await engine.search(request('bush', { sortBy: 'dateAsc' }));
    expect(asc.works.map((w) => w.title)).toEqual([
      'BUSHRANGERS AT LARGE',
      'Robbery under arms',
      'The federal kitten',
      'The bush',
    ]);
    const desc = await engine.search(request('bush', { sortBy: 'dateDesc' }));
    expect(desc.works.map((w) => w.title)).toEqual([
      'The bush',
      'The federal kitten',
      'Robbery under arms',
      'BUSHRANGERS AT LARGE',
    ]);
  });

  it('shapes newspaper, people and website rows', async () => {
    const [article] = (await engine.search(request('Glenrowan'))).works;
    expect(article).toMatchObject({
      id: ids.articleId,
      workType: 'newspaper',
      newspaper: 'The Argus (Melbourne, Vic. : 1848 - 1957)',
      page: '5',
      wordCount: 300,
    });
    const [person] = (await engine.search(request('Ned Kelly', { categories: ['people'] }))).works;
    expect(person).toMatchObject({
      id: ids.personId,
      workType: 'people',
      entityType: 'person',
      occupations: ['Bushranger'],
      yearRange: '1854',
    });
    const [site] = (await engine.search(request('bushfire'))).works;
    expect(site).toMatchObject({
      workType: 'website',
      deliveryUrl: 'https://webarchive.nla.gov.au/awa/20200115093000/https://www.bushfire.gov.au/',
    });
    const [cartoon] = (await engine.search(request('kitten'))).works;
    expect(cartoon).toMatchObject({
      thumbnailIsCulturallySensitive: true,
      synthetic: true,
      thumbnailUrl: 'https://example.org/kitten.jpg',
    });
  });

  it('reads the query language: OR, NOT and -word, brackets, fields, prefixes and proximity', async () => {
    const titles = async (keyword: string) =>
      (await engine.search(request(keyword))).works.map((w) => w.title);
    expect((await engine.search(request('bush'))).total).toBe(4);
    expect(await titles('bush -kelly')).not.toContain('BUSHRANGERS AT LARGE');
    expect((await engine.search(request('bush -kelly'))).total).toBe(3);
    expect((await engine.search(request('bush NOT (kelly OR kitten)'))).total).toBe(2);
    expect(await titles('(kitten OR robbery) -federal')).toEqual(['Robbery under arms']);
    expect(await titles('title:bush')).toEqual(['The bush']);
    expect(await titles('creator:boldrew*')).toEqual(['Robbery under arms']);
    expect(await titles('subject:fiction')).toEqual(['Robbery under arms']);
    expect((await titles('subject:bushrangers')).sort()).toEqual(['Ned Kelly', 'Robbery under arms']);
    expect(await titles('"gang glenrowan"~3')).toEqual(['BUSHRANGERS AT LARGE']);
    expect(await titles('"gang glenrowan"~1')).toEqual([]);
    expect(await titles('“kelly gang”')).toEqual(['BUSHRANGERS AT LARGE']);
    const counts = await engine.countByCategory(keywordTerms('bush -kelly'));
    expect(Object.fromEntries(counts)).toEqual({ books: 2, images: 1 });
  });

  it('never throws on odd or hostile input', async () => {
    const inputs = [
      '"',
      'AND',
      'OR',
      '*',
      'NEAR(',
      'title:',
      'a:b',
      '{title}: bush',
      '"bush',
      'bush"',
      '-',
      '^bush',
      '(bush',
      'NOT bush',
      '\u0002bush\u0003',
    ];
    // Each either answers or refuses with a sentence saying why (a 400 in the API), never anything else.
    const answersOrRefuses = async (work: () => Promise<unknown>) => {
      try {
        expect(await work()).toBeDefined();
        return 'answered';
      } catch (error) {
        expect(error).toBeInstanceOf(QueryProblem);
        return 'refused';
      }
    };
    const outcomes = new Map<string, string>();
    for (const keyword of inputs) {
      outcomes.set(keyword, await answersOrRefuses(() => engine.search(request(keyword))));
      await answersOrRefuses(() => engine.search(request(keyword, { sortBy: 'dateDesc' })));
      await answersOrRefuses(() => engine.countByCategory(keywordTerms(keyword)));
    }
    expect([...outcomes].filter(([, o]) => o === 'refused').map(([k]) => k)).toEqual(['NOT bush']);
    expect((await engine.search(request('"'))).total).toBe(0);
    expect((await engine.search(request('(bush'))).total).toBe(4);
  });

  it("filters by a limit the caller resolved to records (a user's own tags), and by nothing else", async () => {
    const mine = (values: string[], mod: 'any' | 'all' | 'not' = 'any'): SearchTerms => ({
      text: [],
      values: [],
      ranges: [],
      limits: [{ key: 'l-usertag', values, mod }],
      resolved: {
        'l-usertag': {
          'to read': { works: [ids.bookId, ids.cartoonId], people: [ids.personId] },
          done: { works: [ids.bookId], people: [] },
          nothing: { works: [], people: [] },
        },
      },
    });
    const found = async (terms: SearchTerms, categories: string[] | null = null) =>
      (await engine.search(request('', { terms, categories }))).works.map((w) => w.id).sort();
    expect(await found(mine(['to read']))).toEqual([ids.bookId, ids.cartoonId, ids.personId].sort());
    expect(Object.fromEntries(await engine.countByCategory(mine(['to read'])))).toEqual({
      books: 1,
      images: 1,
      people: 1,
    });
    expect(await found(mine(['to read', 'done'], 'all'))).toEqual([ids.bookId]);
    expect(await found(mine(['nothing']))).toEqual([]);
    const bush = { ...mine(['done'], 'not'), text: keywordTerms('bush').text };
    expect((await engine.search(request('', { terms: bush }))).total).toBe(3);
    // Unresolved, the limit finds nothing: the index holds no one's own tags.
    const { resolved: _, ...unresolved } = mine(['to read']);
    expect(await found(unresolved)).toEqual([]);
  });

  it('follows changes made after the build, and an index built after a change sees it', async () => {
    expect(await staleReason(store, file)).toBeNull();
    const saved = await store.catalogue.saveWork({
      work: {
        source: 'test',
        sourceId: 'k1',
        groupKey: 'kangaroo',
        title: 'Kangaroo',
        category: 'books',
        creators: '["Lawrence, D. H."]',
      },
      version: { source: 'test', sourceId: 'k1', title: 'Kangaroo', format: 'Book', year: 1923 },
    });
    expect((await engine.search(request('kangaroo'))).total).toBe(0);
    expect(await catchUp(store, engine)).toBeGreaterThan(0);
    expect((await engine.search(request('kangaroo'))).works.map((w) => w.id)).toEqual([saved.workId]);

    await queryBuilderOf(store)
      .updateTable('work')
      .set({ deletedAt: '2026-01-01T00:00:00Z' })
      .where('id', '=', saved.workId)
      .execute();
    await store.catalogue.logSearchChange('work', saved.workId);
    await catchUp(store, engine);
    expect((await engine.search(request('kangaroo'))).total).toBe(0);

    const other = path.join(dir, 'rebuilt.sqlite');
    await buildIndex(store, other);
    const rebuilt = (await ensureIndex(store, other)).engine;
    expect((await rebuilt.search(request('robbery'))).total).toBe(1);
    expect((await rebuilt.search(request('kangaroo'))).total).toBe(0);
    await rebuilt.close();
  });

  it('rebuilds an index that was built from another store', async () => {
    const fresh = await createTestStore(dialect);
    try {
      expect(await staleReason(fresh, file)).toBe('the index was built from another store');
    } finally {
      await fresh.destroy();
    }
  });
});
