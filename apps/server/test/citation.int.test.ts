import { ApiErrorSchema, CitationSchema } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixtures, seedFixtures } from './fixtures.ts';
import { testApp } from './helpers.ts';

describe.each(await storesUnderTest())('citation calls on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let ids: Fixtures;
  const get = (url: string) => app.inject({ method: 'GET', url });
  const styleOf = (body: unknown, id: string) => CitationSchema.parse(body).styles.find((s) => s.id === id);

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ids = await seedFixtures(store);
    app = await testApp(store, {
      now: new Date('2026-11-23T00:00:00Z'),
      config: { productName: 'Our Archive', publicUrl: 'https://archive.example' },
    });
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  it('cites a work as its first edition, with the configured product name and address', async () => {
    const res = await get(`/api/citation/work/${ids.bookId}`);
    expect(res.statusCode).toBe(200);
    // Spec 02 §9: citations are cached 10 minutes.
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    const body = CitationSchema.parse(res.json());
    expect(body.styles.map((s) => s.id)).toEqual(['apa', 'mla', 'harvard', 'wikipedia', 'endnote', 'bibtex']);
    expect(styleOf(body, 'apa')?.content).toBe(
      `Boldrewood, R., &amp; Browne, T. A. (1888). <i>Robbery under arms</i>. Remington. https://archive.example/work/${ids.bookId}`,
    );
    expect(styleOf(body, 'mla')?.content).toContain('<i>Our Archive</i>');
  });

  it('cites the version asked for, and 404s a version that is not of this work', async () => {
    const work = (await get(`/api/work/${ids.bookId}`)).json() as { items: { id: number; year: number }[] };
    const later = work.items.find((v) => v.year === 1937);
    const res = await get(`/api/citation/work/${ids.bookId}?version=${later?.id}`);
    const bibtex = styleOf(res.json(), 'bibtex');
    expect(bibtex?.content).toContain('publisher = {Macmillan}');
    expect(bibtex?.content).toContain(
      `url = {https://archive.example/work/${ids.bookId}/version/${later?.id}}`,
    );
    expect(bibtex?.filename).toBe('Robbery under arms.bib');

    const wrong = await get(`/api/citation/work/${ids.bookId}?version=99999999`);
    expect(wrong.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(wrong.json()).message).toBe('A(n) version with 99999999 could not be found');
  });

  it('cites a person page', async () => {
    const res = await get(`/api/citation/person/${ids.personId}`);
    expect(res.statusCode).toBe(200);
    expect(styleOf(res.json(), 'wikipedia')?.content).toBe(
      `{{cite web |title=Barton, Edmund (1849–1920) |website=Our Archive |url=https://archive.example/people/${ids.personId} |access-date=23 November 2026}}`,
    );
  });

  it('cites a newspaper article with its newspaper, date and page', async () => {
    const res = await get(`/api/citation/article/${ids.articleId}`);
    expect(res.statusCode).toBe(200);
    expect(styleOf(res.json(), 'apa')?.content).toBe(
      'FEDERATION CONVENTION. (1897, March 11). <i>The Sydney Morning Herald (NSW : 1842 - 1954)</i>, 5.' +
        ` https://archive.example/newspaper/article/${ids.articleId}`,
    );
    expect(styleOf(res.json(), 'endnote')?.content).toContain('<title>FEDERATION CONVENTION.</title>');
  });

  it('documents the three calls in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/citation/work/{id}',
        '/api/citation/person/{id}',
        '/api/citation/article/{id}',
      ]),
    );
  });

  it('answers 404 JSON for unknown or malformed ids', async () => {
    for (const [url, message] of [
      ['/api/citation/work/99999999', 'A(n) work with 99999999 could not be found'],
      ['/api/citation/person/abc', 'A(n) person with abc could not be found'],
      ['/api/citation/article/0', 'A(n) article with 0 could not be found'],
      [`/api/citation/work/1?version=x`, 'A(n) version with x could not be found'],
    ]) {
      const res = await get(url ?? '');
      expect(res.statusCode, url).toBe(404);
      expect(ApiErrorSchema.parse(res.json())).toEqual({ error: 'not_found', message });
    }
  });
});
