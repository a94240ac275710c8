import {
  ApiErrorSchema,
  BookshopListSchema,
  BookshopSearchListSchema,
  MESSAGES,
  OtherSupplierListSchema,
} from '@trove/contracts';
import { type Store, type WorkBundle } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedConfiguration } from '../src/content/seed.ts';
import { ENVIRONMENT } from '../src/content/application.ts';
import { CONFIG_KEYS, DEFAULT_COPIES_DIRECT_URL } from '../src/content/stored.ts';
import { testApp } from './helpers.ts';

const book = (sourceId: string, version: Omit<WorkBundle['version'], 'source' | 'sourceId'>): WorkBundle => ({
  work: {
    source: 'marc',
    sourceId,
    groupKey: `g|${sourceId}`,
    title: version.title,
    category: 'books',
  },
  version: { source: 'marc', sourceId, format: 'Book', ...version },
  sourceRecord: { source: 'marc', sourceId, nuc: 'ANL', rawFormat: 'marcxml', raw: '<record/>' },
});

describe.each(await storesUnderTest())('the Buy calls on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  const ids: Record<string, { workId: number; versionId: number }> = {};
  const get = (url: string) => app.inject({ method: 'GET', url });
  const shops = (key: string, shop: string) =>
    get(`/api/work/${ids[key]!.workId}/version/${ids[key]!.versionId}/bookshops/${shop}`);

  beforeAll(async () => {
    store = await createTestStore(dialect);
    await seedConfiguration(store);
    await store.libraries.saveLibrary({
      nuc: 'ANL',
      name: 'National Library of Australia',
      state: 'ACT',
      openToPublic: 1,
    });
    ids.isbn = await store.catalogue.saveWork({
      ...book('ANL:100', {
        title: 'Robbery under arms : a story of life and adventure',
        creators: JSON.stringify(['Boldrewood, Rolf, 1826-1915']),
        publisher: 'Macmillan',
        identifiers: JSON.stringify({ isbn: ['0-330-26843-9 (pbk.)', '0330268439', '9780330268431'] }),
      }),
      holdings: [{ nuc: 'ANL', callNumber: 'N 823.1 BOL' }],
    });
    ids.noIsbn = await store.catalogue.saveWork({
      ...book('ANL:200', {
        title: 'The man from Snowy River',
        creators: JSON.stringify(['Paterson, A. B. (Andrew Barton), 1864-1941']),
        publisher: 'Angus & Robertson',
      }),
    });
    ids.manuscript = await store.catalogue.saveWork({
      ...book('ANL:300', { title: 'Papers of a diarist', format: 'Manuscript', publisher: null }),
      holdings: [{ nuc: 'ANL' }],
    });
    app = await testApp(store);
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  it('lists the configured bookshops: the national library’s shop, then Australian, then international', async () => {
    const res = await get('/api/bookshops');
    expect(res.statusCode).toBe(200);
    const list = BookshopListSchema.parse(res.json());
    expect(list[0]).toMatchObject({ id: 'nla-bookshop', nla: true });
    const ranks = list.map((s) => (s.nla ? 0 : s.location === 'australian' ? 1 : 2));
    expect(ranks).toEqual([...ranks].sort());
    expect(new Set(ranks)).toEqual(new Set([0, 1, 2]));
  });

  it('answers a search at the shop for each ISBN of the edition, cached ten minutes', async () => {
    const res = await shops('isbn', 'booktopia');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=600');
    const searches = BookshopSearchListSchema.parse(res.json());
    expect(searches.map((s) => s.searchUrl)).toEqual([
      'https://www.booktopia.com.au/search?keywords=0330268439',
      'https://www.booktopia.com.au/search?keywords=9780330268431',
    ]);
    expect(searches[0]).toMatchObject({ searchedBy: 'isbn', isbn: '0-330-26843-9', location: 'australian' });
  });

  it('searches by title and creator where the edition has no ISBN and the shop can, else answers none', async () => {
    const abe = BookshopSearchListSchema.parse((await shops('noIsbn', 'abebooks')).json());
    expect(abe).toEqual([
      expect.objectContaining({
        searchedBy: 'keyword',
        isbn: null,
        searchUrl:
          'https://www.abebooks.com/servlet/SearchResults?tn=The%20man%20from%20Snowy%20River&an=A.%20B.%20Paterson',
      }),
    ]);
    const readings = await shops('noIsbn', 'readings');
    expect(readings.statusCode).toBe(200);
    expect(readings.json()).toEqual([]);
  });

  it('offers no bookshop search for material bookshops do not sell', async () => {
    const res = await shops('manuscript', 'booktopia');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(
      (
        await get(`/api/work/${ids.manuscript!.workId}/version/${ids.manuscript!.versionId}/suppliers`)
      ).json(),
    ).toEqual([]);
  });

  it('names Copies Direct as another supplier of an edition the national library holds', async () => {
    const held = await get(`/api/work/${ids.isbn!.workId}/version/${ids.isbn!.versionId}/suppliers`);
    expect(held.statusCode).toBe(200);
    expect(OtherSupplierListSchema.parse(held.json())).toEqual([
      {
        nuc: 'ANL',
        name: 'National Library of Australia (Copies Direct)',
        orderingUrl: 'https://copiesdirect.nla.gov.au/?recordId=100&title=Robbery%20under%20arms',
      },
    ]);
    const notHeld = await get(`/api/work/${ids.noIsbn!.workId}/version/${ids.noIsbn!.versionId}/suppliers`);
    expect(notHeld.json()).toEqual([]);
  });

  it('answers a malformed bookshop id 400 and unknown shops, works and versions 404, as JSON', async () => {
    const bad = await shops('isbn', 'Not_A*Shop');
    expect(bad.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(bad.json()).error).toBe('validation');
    const unknown = await shops('isbn', 'no-such-shop');
    expect(unknown.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(unknown.json()).message).toBe(MESSAGES.notFound('bookshop', 'no-such-shop'));
    const otherWork = await get(
      `/api/work/${ids.isbn!.workId}/version/${ids.noIsbn!.versionId}/bookshops/booktopia`,
    );
    expect(otherWork.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(otherWork.json()).message).toBe(
      MESSAGES.notFound('version', String(ids.noIsbn!.versionId)),
    );
    expect((await get('/api/work/99999999/version/1/bookshops/booktopia')).statusCode).toBe(404);
    expect((await get('/api/work/abc/version/1/suppliers')).statusCode).toBe(404);
  });

  it('documents the Buy calls in the OpenAPI document, and names Copies Direct in the environment', async () => {
    const doc = (await get('/api/docs/json')).json() as { paths: Record<string, { get?: unknown }> };
    for (const path of [
      '/api/bookshops',
      '/api/work/{id}/version/{versionId}/bookshops/{bookshopId}',
      '/api/work/{id}/version/{versionId}/suppliers',
    ])
      expect(doc.paths[path]?.get).toBeDefined();
    // An environment stored before the field existed reads the seeded default.
    const { copiesDirectUrl: _omitted, ...older } = ENVIRONMENT;
    await store.content.setConfigEntry(CONFIG_KEYS.environment, JSON.stringify(older));
    const environment = (await get('/api/configuration/environment')).json() as { copiesDirectUrl: string };
    expect(environment.copiesDirectUrl).toBe(DEFAULT_COPIES_DIRECT_URL);
  });

  it('reports a broken bookshop directory as a server error, not a crash', async () => {
    await store.content.setConfigEntry(CONFIG_KEYS.bookshops, '[{"id": 1}]');
    const res = await shops('isbn', 'booktopia');
    expect(res.statusCode).toBe(500);
    expect(ApiErrorSchema.parse(res.json()).error).toBe('content_invalid');
  });
});
