import {
  ApiErrorSchema,
  BorrowOptionsSchema,
  VersionRefSchema,
  VersionSeparatedSchema,
  WorkVersionSchema,
} from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest, queryBuilderOf } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BorrowFixtures, seedBorrowFixtures } from './borrow-fixtures.ts';
import { testApp } from './helpers.ts';

describe.each(await storesUnderTest())('version, NBD and borrow calls on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let ids: BorrowFixtures;
  const get = (url: string) => app.inject({ method: 'GET', url });
  const names = (list: { library: { nuc: string } }[]) => list.map((h) => h.library.nuc);

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ids = await seedBorrowFixtures(store);
    app = await testApp(store);
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  it('serves a version of its work with the work id', async () => {
    const res = await get(`/api/work/${ids.workId}/version/${ids.secondVersionId}`);
    expect(res.statusCode).toBe(200);
    const version = WorkVersionSchema.parse(res.json());
    expect(version).toMatchObject({ id: ids.secondVersionId, workId: ids.workId, year: 1929 });
    expect(version.records).toEqual([{ recordId: 'AuCNLKIN:7654321', source: 'marc', nuc: 'AuCNLKIN' }]);
  });

  it('answers 404 with the shared wording for an unknown version', async () => {
    const res = await get(`/api/work/${ids.workId}/version/99999999`);
    expect(res.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(res.json()).message).toBe('A(n) version with 99999999 could not be found');
    expect((await get(`/api/work/${ids.workId}/version/abc`)).statusCode).toBe(404);
  });

  it('finds the work of a version, and says the resource could not be found otherwise', async () => {
    const res = await get(`/api/work/version/${ids.firstVersionId}`);
    expect(VersionRefSchema.parse(res.json())).toEqual({ workId: ids.workId, versionId: ids.firstVersionId });
    const missing = await get('/api/work/version/99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('The requested resource could not be found.');
  });

  it('finds a work and version by the NBD (source record) id, whole or as its control number', async () => {
    const whole = await get('/api/work/nbdid/AuCNLKIN:7654321');
    expect(whole.json()).toEqual({ workId: ids.workId, versionId: ids.secondVersionId });
    const number = await get('/api/work/nbdid/1234567');
    expect(number.json()).toEqual({ workId: ids.workId, versionId: ids.firstVersionId });
    // A wildcard is a literal character, never a pattern.
    expect((await get('/api/work/nbdid/%25')).statusCode).toBe(404);
    expect((await get('/api/work/nbdid/123456')).statusCode).toBe(404);
  });

  it('groups a work’s holdings by state, open to the public first then by name, one per library', async () => {
    const res = await get(`/api/work/${ids.workId}/borrowOptions`);
    expect(res.statusCode).toBe(200);
    const options = BorrowOptionsSchema.parse(res.json());
    expect(names(options.all)).toEqual(['ANL', 'XOS', 'NSL', 'VSL', 'NAML', 'NUNI', 'ZZZ']);
    expect(names(options.nsw)).toEqual(['NSL', 'NAML', 'NUNI']);
    expect(names(options.act)).toEqual(['ANL']);
    expect(names(options.vic)).toEqual(['VSL']);
    expect(names(options.unknown)).toEqual(['XOS', 'ZZZ']);
    expect(options.qld).toEqual([]);
    expect(options.all[0]).toEqual({
      library: {
        fullName: 'National Library of Australia',
        nuc: 'ANL',
        stateAbbrev: 'ACT',
        openToPublic: true,
      },
      callNumber: 'N 823.1 CLA',
      url: null,
    });
  });

  it('limits borrow options to one version when asked', async () => {
    const res = await get(`/api/work/${ids.workId}/borrowOptions?versionId=${ids.secondVersionId}`);
    const options = BorrowOptionsSchema.parse(res.json());
    expect(names(options.all)).toEqual(['ANL', 'XOS', 'NAML']);
    expect(options.all[0]?.callNumber).toBe('N 823.1 CLA 1929');
  });

  it('answers 404 for borrow options of an unknown work or a version of another work', async () => {
    const work = await get('/api/work/99999999/borrowOptions');
    expect(work.statusCode).toBe(404);
    expect(work.json().message).toBe('A(n) work with 99999999 could not be found');
    const version = await get(`/api/work/${ids.otherWorkId}/borrowOptions?versionId=${ids.firstVersionId}`);
    expect(version.statusCode).toBe(404);
    expect(version.json().message).toBe(`A(n) version with ${ids.firstVersionId} could not be found`);
  });

  it('answers 301 naming the new work once a version has been separated from its work', async () => {
    await queryBuilderOf(store)
      .updateTable('version')
      .set({ workId: ids.otherWorkId })
      .where('id', '=', ids.secondVersionId)
      .execute();
    const res = await get(`/api/work/${ids.workId}/version/${ids.secondVersionId}`);
    expect(res.statusCode).toBe(301);
    // No Location: the page shows the notice and its link rather than being moved silently.
    expect(res.headers.location).toBeUndefined();
    expect(VersionSeparatedSchema.parse(res.json())).toEqual({
      error: 'separated',
      message: `Version with id: ${ids.secondVersionId} has been separated from this work.`,
      details: { workId: ids.otherWorkId, versionId: ids.secondVersionId },
    });
    const moved = await get(`/api/work/${ids.otherWorkId}/version/${ids.secondVersionId}`);
    expect(moved.statusCode).toBe(200);
  });

  it('documents the four calls in the OpenAPI description, the 301 among the version answers', async () => {
    const doc = (await get('/api/docs/json')).json() as {
      paths: Record<string, { get?: { responses?: Record<string, unknown> } }>;
    };
    for (const path of ['/api/work/version/{id}', '/api/work/nbdid/{id}', '/api/work/{id}/borrowOptions'])
      expect(doc.paths[path]?.get).toBeDefined();
    expect(Object.keys(doc.paths['/api/work/{id}/version/{versionId}']?.get?.responses ?? {})).toContain(
      '301',
    );
  });
});
