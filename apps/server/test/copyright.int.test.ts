import { ApiErrorSchema, CopyrightStatusSchema, MESSAGES } from '@trove/contracts';
import { type Store } from '@trove/db';
import { createTestStore, storesUnderTest, queryBuilderOf } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';

/** A MARCXML record: leader type, 008 (place at 15-17, government at 28) and data fields. */
function marcxml(type: string, place: string, govt: string, fields: string): string {
  const f008 = `000101s1900    ${place.padEnd(3)}${' '.repeat(10)}${govt}${' '.repeat(11)}`;
  return `<record xmlns="http://www.loc.gov/MARC21/slim"><leader>00000n${type}m a2200000 a 4500</leader><controlfield tag="008">${f008}</controlfield>${fields}</record>`;
}
const field = (tag: string, subfields: [string, string][]) =>
  `<datafield tag="${tag}" ind1="1" ind2=" ">${subfields
    .map(([code, value]) => `<subfield code="${code}">${value}</subfield>`)
    .join('')}</datafield>`;

async function saveEdition(
  store: Store,
  key: string,
  version: {
    year: number | null;
    format: string;
    creators?: string[];
    publisher?: string;
    firstYear?: number;
  },
  raw?: string,
): Promise<{ workId: number; versionId: number }> {
  const base = { source: 'copyright-test', sourceId: key, title: `Work ${key}` };
  return store.catalogue.saveWork({
    work: {
      ...base,
      groupKey: `copyright|${key}`,
      category: 'books',
      yearStart: version.firstYear ?? version.year,
    },
    version: {
      ...base,
      format: version.format,
      year: version.year,
      publisher: version.publisher ?? null,
      creators: JSON.stringify(version.creators ?? []),
    },
    ...(raw ? { sourceRecord: { source: 'copyright-test', sourceId: key, rawFormat: 'marcxml', raw } } : {}),
  });
}

describe.each(await storesUnderTest())('GET /api/copyrightstatus/{id} on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  const ids: Record<string, number> = {};
  const get = (id: string | number) => app.inject({ method: 'GET', url: `/api/copyrightstatus/${id}` });

  beforeAll(async () => {
    store = await createTestStore(dialect);
    const imprint = field('260', [
      ['a', 'Sydney :'],
      ['b', 'Angus & Robertson,'],
      ['c', '1900.'],
    ]);
    ids.lawson = (
      await saveEdition(
        store,
        'lawson',
        { year: 1900, format: 'Book' },
        marcxml(
          'a',
          'at',
          ' ',
          field('100', [
            ['a', 'Lawson, Henry,'],
            ['d', '1867-1922.'],
          ]) + imprint,
        ),
      )
    ).versionId;
    ids.reprint = (
      await saveEdition(
        store,
        'reprint',
        { year: 2023, firstYear: 1898, format: 'Book' },
        marcxml(
          'a',
          'at',
          ' ',
          field('100', [
            ['a', 'Parker, K. Langloh'],
            ['d', '1856-1940'],
          ]) + imprint,
        ),
      )
    ).versionId;
    ids.report = (
      await saveEdition(
        store,
        'report',
        { year: 1990, format: 'Book' },
        marcxml(
          'a',
          'at',
          'f',
          field('110', [
            ['a', 'Australia.'],
            ['b', 'Department of Defence.'],
          ]) + imprint,
        ),
      )
    ).versionId;
    ids.unknown = (
      await saveEdition(store, 'unknown', { year: null, format: 'Book', creators: ['Nobody, A.'] })
    ).versionId;
    const linked = await saveEdition(store, 'linked', { year: 1950, format: 'Book', publisher: 'Penguin' });
    ids.linked = linked.versionId;
    const person = await store.catalogue.savePerson({
      person: {
        source: 'copyright-test',
        sourceId: 'author',
        primaryName: 'White, Patrick',
        displayName: 'Patrick White',
        deathDate: '1990-09-30',
      },
    });
    await queryBuilderOf(store)
      .insertInto('workPerson')
      .values({ workId: linked.workId, personId: person.id, relation: 'creator' })
      .execute();
    app = await testApp(store, { now: new Date('2026-06-01T00:00:00Z') });
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  it('reads the creator dates of death from the MARC record: a published work, author died 1922', async () => {
    const res = await get(ids.lawson!);
    expect(res.statusCode).toBe(200);
    expect(CopyrightStatusSchema.parse(res.json())).toMatchObject({
      id: ids.lawson,
      status: 'Out of Copyright',
      contextMsg: '1.1',
      creatorStatus: 'known',
      creatorDateOfDeath: 1922,
      materialType: 'literary',
      publishedStatus: 'published',
      publicationDate: 1900,
      govtCopyrightOwnership: false,
    });
  });

  it("counts from the work's first publication, so a modern reprint of a free work is free", async () => {
    expect(CopyrightStatusSchema.parse((await get(ids.reprint!)).json())).toMatchObject({
      contextMsg: '1.1',
      publicationDate: 1898,
      creatorDateOfDeath: 1940,
    });
  });

  it('recognises an Australian government publication as Crown copyright, 50 years from publication', async () => {
    expect(CopyrightStatusSchema.parse((await get(ids.report!)).json())).toMatchObject({
      status: 'In Copyright',
      contextMsg: '7',
      govtCopyrightOwnership: true,
      expiresAfter: 2040,
    });
  });

  it('uses the dates of a linked person before anything else', async () => {
    expect(CopyrightStatusSchema.parse((await get(ids.linked!)).json())).toMatchObject({
      contextMsg: '2.1',
      creatorDateOfDeath: 1990,
      expiresAfter: 2060,
    });
  });

  it("answers Unknown with the spec's message when the record lacks the facts", async () => {
    const status = CopyrightStatusSchema.parse((await get(ids.unknown!)).json());
    expect(status).toMatchObject({
      status: 'Unknown',
      contextMsg: 'Unknown',
      reason: MESSAGES.copyrightUnknown,
    });
    expect(status.detail).toMatch(/does not give/);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: object }>();
    expect(Object.keys(doc.paths)).toContain('/api/copyrightstatus/{id}');
  });

  it('answers 404 as JSON for a version that does not exist or an id that cannot name one', async () => {
    for (const id of ['999999', 'abc']) {
      const res = await get(id);
      expect(res.statusCode).toBe(404);
      expect(ApiErrorSchema.parse(res.json()).message).toBe(MESSAGES.notFound('version', id));
    }
  });
});
