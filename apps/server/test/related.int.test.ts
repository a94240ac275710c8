import { WorkSchema, WorkVersionSchema } from '@trove/contracts';
import { type Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';

const work = (sourceId: string, title: string, details: unknown = {}) => ({
  work: { source: 'marc', sourceId, groupKey: `g|${sourceId}`, title, category: 'books' },
  version: { source: 'marc', sourceId, title, format: 'Book', details: JSON.stringify(details) },
  sourceRecord: { source: 'marc', sourceId, nuc: 'ANL', rawFormat: 'marcxml', raw: '<record/>' },
});

describe.each(await storesUnderTest())('related resources of a work on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let ids: Record<string, { workId: number; versionId: number }>;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    const host = await store.catalogue.saveWork(work('ANL:7836120', 'Miscellaneous series'));
    const earlier = await store.catalogue.saveWork(work('LC:55', 'Forest products'));
    const main = await store.catalogue.saveWork(
      work('ANL:1', 'Forest products market trends', {
        notes: ['A note'],
        contents: ['Pt. 1. Introduction', 'Pt. 2. Growth'],
        relatedMaterials: [{ url: 'https://example.org/toc', linkText: 'Table of contents' }],
        related: [
          {
            group: 'parts',
            relation: 'Part of',
            title: 'Misc. series',
            note: null,
            recordIds: ['AuCNL:7836120'],
          },
          {
            group: 'relatedTo',
            relation: 'Preceded by',
            title: 'Forest products',
            note: 'ISSN 0015-7473',
            recordIds: [],
          },
          {
            group: 'relatedTo',
            relation: 'Succeeded by',
            title: 'Not in this portal',
            note: null,
            recordIds: ['DLC:1'],
          },
        ],
      }),
    );
    ids = { host, earlier, main };
    app = await testApp(store);
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  it('links entries to our works by record id or exact title, and keeps the others as text', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/work/${ids.main!.workId}` });
    expect(res.statusCode).toBe(200);
    const [version] = WorkSchema.parse(res.json()).items;
    expect(version!.related).toEqual({
      relatedMaterials: [{ url: 'https://example.org/toc', linkText: 'Table of contents' }],
      parts: [{ relation: 'Part of', title: 'Misc. series', note: null, workId: ids.host!.workId }],
      relatedTo: [
        {
          relation: 'Preceded by',
          title: 'Forest products',
          note: 'ISSN 0015-7473',
          workId: ids.earlier!.workId,
        },
        { relation: 'Succeeded by', title: 'Not in this portal', note: null, workId: null },
      ],
      contents: ['Pt. 1. Introduction', 'Pt. 2. Growth'],
    });
    // Shown under Related resources, so not again among the details.
    expect(version!.details).toEqual([{ label: 'Notes', values: ['A note'] }]);
  });

  it('gives the version call the same linked entries', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/work/${ids.main!.workId}/version/${ids.main!.versionId}`,
    });
    const version = WorkVersionSchema.parse(res.json());
    expect(version.related.parts[0]?.workId).toBe(ids.host!.workId);
  });

  it('gives records without related resources empty lists', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/work/${ids.host!.workId}` });
    expect(WorkSchema.parse(res.json()).items[0]!.related).toEqual({
      relatedMaterials: [],
      parts: [],
      relatedTo: [],
      contents: [],
    });
  });
});
