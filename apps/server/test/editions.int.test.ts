import { ApiErrorSchema, INCLUDERAW_MESSAGE, WorkSchema, WorkVersionSchema } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest, queryBuilderOf, repositoriesOf } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../src/auth/role-admin.ts';
import { Visitor } from './auth-visitor.ts';
import { testApp } from './helpers.ts';

const marcxml = (control: string, title: string) =>
  `<record xmlns="http://www.loc.gov/MARC21/slim"><leader>00000cam a2200000 a 4500</leader>` +
  `<controlfield tag="001">${control}</controlfield>` +
  `<datafield tag="245" ind1="1" ind2="0"><subfield code="a">${title}</subfield></datafield></record>`;

const edition = (sourceId: string, year: number, raw: { rawFormat: string; raw: string }) => ({
  work: {
    source: 'marc',
    sourceId,
    groupKey: 'robbery under arms|boldrewood',
    title: 'Robbery under arms',
    category: 'books',
    primaryFormat: 'Book',
  },
  version: { source: 'marc', sourceId, title: 'Robbery under arms', format: 'Book', year },
  sourceRecord: { source: 'marc', sourceId, nuc: 'ANL', ...raw },
});

describe.each(await storesUnderTest())('raw records and pending editions on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let workId: number;
  let marcVersion: number;
  let textVersion: number;
  let otherWork: number;
  let manager: Visitor;
  const get = (url: string) => app.inject({ method: 'GET', url });
  /** Raw records are for data managers (ADR 016): asked through a signed-in session. */
  const getAsManager = (url: string) =>
    app.inject({ method: 'GET', url, headers: { cookie: manager.cookieHeader() } });

  beforeAll(async () => {
    store = await createTestStore(dialect);
    const first = await store.catalogue.saveWork(
      edition('ANL:111', 1888, { rawFormat: 'marcxml', raw: marcxml('111', 'Robbery under arms') }),
    );
    const second = await store.catalogue.saveWork(
      edition('ANL:222', 1937, { rawFormat: 'json', raw: '{"title":"Robbery under arms"}' }),
    );
    const other = await store.catalogue.saveWork({
      work: { source: 'x', sourceId: 'x:1', groupKey: 'other|', title: 'Other', category: 'books' },
      version: { source: 'x', sourceId: 'x:1', title: 'Other' },
    });
    workId = first.workId;
    marcVersion = first.versionId;
    textVersion = second.versionId;
    otherWork = other.workId;
    app = await testApp(store);
    manager = new Visitor(app);
    await manager.signUp('manager@example.org', 'correct horse battery');
    await grantRole(store, 'manager@example.org', 'dataManager');
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  it('leaves raw records out unless includeraw=y is given', async () => {
    const work = WorkSchema.parse((await get(`/api/work/${workId}`)).json());
    expect(work.rawRecords).toBeUndefined();
    const version = WorkVersionSchema.parse((await get(`/api/work/${workId}/version/${marcVersion}`)).json());
    expect(version.rawRecords).toBeUndefined();
  });

  it('gives every version’s raw records with the work, MARC also as fields', async () => {
    const res = await getAsManager(`/api/work/${workId}?includeraw=y`);
    expect(res.statusCode).toBe(200);
    // Raw records are for data managers: never kept by shared caches.
    expect(res.headers['cache-control']).toBe('private, no-store');
    const work = WorkSchema.parse(res.json());
    expect(work.rawRecords?.map((r) => [r.versionId, r.recordId, r.format])).toEqual([
      [marcVersion, 'ANL:111', 'marcxml'],
      [textVersion, 'ANL:222', 'json'],
    ]);
    const [marc, text] = work.rawRecords ?? [];
    expect(marc?.marc?.fields.map((f) => f.tag)).toEqual(['001', '245']);
    expect(marc?.marc?.fields[1]).toEqual({
      tag: '245',
      ind1: '1',
      ind2: '0',
      value: null,
      subfields: [{ code: 'a', value: 'Robbery under arms' }],
    });
    expect(text).toMatchObject({ marc: null, raw: '{"title":"Robbery under arms"}' });
  });

  it('gives only that version’s raw records with a version', async () => {
    const res = await getAsManager(`/api/work/${workId}/version/${textVersion}?includeraw=y`);
    expect(res.statusCode).toBe(200);
    const version = WorkVersionSchema.parse(res.json());
    expect(version.rawRecords?.map((r) => r.recordId)).toEqual(['ANL:222']);
  });

  it('answers 400 with a clear message for any other includeraw value, on both calls', async () => {
    for (const url of [
      `/api/work/${workId}?includeraw=yes`,
      `/api/work/${workId}/version/${marcVersion}?includeraw=true`,
      `/api/work/${workId}?includeraw=`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      const body = ApiErrorSchema.parse(res.json());
      expect(body.error).toBe('validation');
      expect(body.message).toContain(INCLUDERAW_MESSAGE);
    }
  });

  it('reports nothing pending for a settled work', async () => {
    const work = WorkSchema.parse((await get(`/api/work/${workId}`)).json());
    expect(work.pending).toEqual({ separation: false, merge: false });
  });

  it('reports separation and merge pending while an edition moves, and neither once settled', async () => {
    // What a split does (issue 5): remember both works' versions, then move the edition.
    await queryBuilderOf(store)
      .transaction()
      .execute(async (trx) => {
        await repositoriesOf(trx).curation.beginRegroup([workId, otherWork]);
        await trx.updateTable('version').set({ workId: otherWork }).where('id', '=', textVersion).execute();
      });
    const from = WorkSchema.parse((await get(`/api/work/${workId}`)).json());
    expect(from.pending).toEqual({ separation: true, merge: false });
    const to = WorkSchema.parse((await get(`/api/work/${otherWork}`)).json());
    expect(to.pending).toEqual({ separation: false, merge: true });
    // A second change while the first is in flight keeps the first record of the versions.
    await store.curation.beginRegroup([workId]);
    expect(WorkSchema.parse((await get(`/api/work/${workId}`)).json()).pending?.separation).toBe(true);
    await store.curation.settleWorks([workId, otherWork]);
    for (const id of [workId, otherWork])
      expect(WorkSchema.parse((await get(`/api/work/${id}`)).json()).pending).toEqual({
        separation: false,
        merge: false,
      });
  });

  it('documents includeraw on both calls in the OpenAPI description', async () => {
    const doc = (await get('/api/docs/json')).json() as {
      paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>;
    };
    for (const path of ['/api/work/{id}', '/api/work/{id}/version/{versionId}'])
      expect(doc.paths[path]?.get?.parameters?.map((p) => p.name)).toContain('includeraw');
  });
});
