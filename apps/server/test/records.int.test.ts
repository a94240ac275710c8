import { ApiErrorSchema, ArticleSchema, PersonSchema, WorkSchema } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest, queryBuilderOf } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixtures, seedFixtures } from './fixtures.ts';
import { testApp } from './helpers.ts';

describe.each(await storesUnderTest())('record calls on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let ids: Fixtures;
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ids = await seedFixtures(store);
    app = await testApp(store);
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  it('serves a work with every version, its holdings, links and descriptive fields', async () => {
    const res = await get(`/api/work/${ids.cartoonId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const work = WorkSchema.parse(res.json());
    expect(work).toMatchObject({
      title: 'The federal kitten',
      category: 'images',
      yearRange: '1899',
      culturallySensitive: true,
      numHoldings: 1,
    });
    const version = work.items[0];
    expect(version?.holdings[0]?.library).toEqual({
      fullName: 'National Library of Australia',
      nuc: 'ANL',
      stateAbbrev: 'ACT',
      openToPublic: true,
    });
    expect(version?.details).toEqual([
      { label: 'Issue number', values: ['1000'] },
      { label: 'Notes', values: ['Front page'] },
    ]);
    expect(version?.availableUrls[0]).toMatchObject({ url: 'https://nla.gov.au/nla.obj-1', type: 'f' });
    expect(version?.records).toEqual([{ recordId: 'nla.obj-1', source: 'bulletin-cartoon', nuc: null }]);
  });

  it('gives a work of two editions both versions and the year range they span', async () => {
    const work = WorkSchema.parse((await get(`/api/work/${ids.bookId}`)).json());
    expect(work.items.map((v) => v.year)).toEqual([1888, 1937]);
    expect(work.yearRange).toBe('1888-1937');
    expect(work.creators).toEqual(['Boldrewood, Rolf', 'Browne, Thomas Alexander']);
  });

  it('answers 304 when the work has not changed since the ETag was given', async () => {
    const first = await get(`/api/work/${ids.bookId}`);
    const again = await get(`/api/work/${ids.bookId}`, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 with the shared wording for an unknown or malformed id', async () => {
    const res = await get('/api/work/99999999');
    expect(res.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(res.json())).toEqual({
      error: 'not_found',
      message: 'A(n) work with 99999999 could not be found',
    });
    const odd = await get('/api/people/abc');
    expect(odd.statusCode).toBe(404);
    expect(odd.json().message).toBe('A(n) person with abc could not be found');
    expect((await get('/api/newspaper/article/0')).statusCode).toBe(404);
  });

  it('answers 410 for a deleted work', async () => {
    await queryBuilderOf(store)
      .updateTable('work')
      .set({ deletedAt: '2026-01-01T00:00:00Z' })
      .where('id', '=', ids.historyId)
      .execute();
    const res = await get(`/api/work/${ids.historyId}`);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(`The work with id ${ids.historyId} has been deleted.`);
  });

  it('serves a person with occupations, biography and identifiers', async () => {
    const person = PersonSchema.parse((await get(`/api/people/${ids.personId}`)).json());
    expect(person).toMatchObject({
      primaryDisplayName: 'Edmund Barton',
      entityType: 'person',
      birthDate: '1849-01-18',
      deleted: false,
    });
    expect(person.occupations).toContain('Prime Minister');
    expect(person.biographies[0]).toMatchObject({
      bioghist: 'First Prime Minister of Australia, 1901-1903.',
      primary: true,
    });
    expect(person.identifiers.wikidata).toBe('Q312789');
  });

  it('serves an article with its newspaper and OCR text stripped of anything but basic markup', async () => {
    const article = ArticleSchema.parse((await get(`/api/newspaper/article/${ids.articleId}`)).json());
    expect(article.title?.name).toBe('The Sydney Morning Herald (NSW : 1842 - 1954)');
    expect(article.text).toBe(
      '<p>The <b>Federation</b> Convention met in Adelaide.</p><p>Delegates from every colony attended.</p>',
    );
  });
});
