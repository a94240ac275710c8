import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store, WorkBundle } from '../src/index.ts';
import { createTestStore, queryBuilderOf, storesUnderTest } from '../src/test-support.ts';

function bundle(sourceId: string, groupKey: string, year: number): WorkBundle {
  return {
    work: { source: 'test', sourceId, groupKey, title: 'Robbery Under Arms', category: 'book', synthetic: 0 },
    version: { source: 'test', sourceId, title: 'Robbery Under Arms', format: 'Book', year, synthetic: 0 },
    sourceRecord: { source: 'test', sourceId, rawFormat: 'json', raw: `{"id":"${sourceId}"}` },
    holdings: [{ nuc: 'ANL', callNumber: 'NK 123' }],
  };
}

describe.each(await storesUnderTest())('catalogue writer on %s', (dialect) => {
  let store: Store;
  beforeAll(async () => {
    store = await createTestStore(dialect);
  });
  afterAll(() => store.destroy());

  it('creates a work, then leaves it unchanged when the same record is saved again', async () => {
    const first = await store.catalogue.saveWork(bundle('a1', 'robbery under arms|boldrewood', 1888));
    expect(first.outcome).toBe('created');
    const again = await store.catalogue.saveWork(bundle('a1', 'robbery under arms|boldrewood', 1888));
    expect(again).toEqual({ ...first, outcome: 'unchanged' });
  });

  it('groups a second edition with the same group key into the same work and widens its years', async () => {
    const first = await store.catalogue.saveWork(bundle('a1', 'robbery under arms|boldrewood', 1888));
    const second = await store.catalogue.saveWork(bundle('a2', 'robbery under arms|boldrewood', 1937));
    expect(second.workId).toBe(first.workId);
    expect(second.versionId).not.toBe(first.versionId);
    const work = await queryBuilderOf(store)
      .selectFrom('work')
      .selectAll()
      .where('id', '=', first.workId)
      .executeTakeFirstOrThrow();
    expect([work.yearStart, work.yearEnd]).toEqual([1888, 1937]);
  });

  it('updates a version when its source record changes', async () => {
    const changed = bundle('a2', 'robbery under arms|boldrewood', 1938);
    const saved = await store.catalogue.saveWork(changed);
    expect(saved.outcome).toBe('updated');
    const versions = await queryBuilderOf(store)
      .selectFrom('version')
      .select('year')
      .where('workId', '=', saved.workId)
      .execute();
    expect(versions.map((v) => v.year).sort()).toEqual([1888, 1938]);
  });
});

describe.each(await storesUnderTest())('search change log on %s', (dialect) => {
  let store: Store;
  beforeAll(async () => {
    store = await createTestStore(dialect);
  });
  afterAll(() => store.destroy());

  const changesSince = async (id: number) =>
    queryBuilderOf(store)
      .selectFrom('searchChange')
      .select(['entityType', 'entityId'])
      .where('id', '>', id)
      .orderBy('id')
      .execute();
  const lastChangeId = async () =>
    (
      await queryBuilderOf(store)
        .selectFrom('searchChange')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirst()
    )?.id ?? 0;

  it('logs a changed version, so its work is indexed again', async () => {
    const saved = await store.catalogue.saveWork(bundle('v1', 'such is life|furphy', 1903));
    const before = await lastChangeId();
    await store.catalogue.saveWork({
      ...bundle('v1', 'such is life|furphy', 1903),
      version: { ...bundle('v1', 'x', 1903).version, title: 'Such is Life' },
    });
    expect(await changesSince(before)).toContainEqual({ entityType: 'version', entityId: saved.versionId });
  });

  it('logs every article of a renamed newspaper, whose name they are indexed with', async () => {
    const title = { source: 'test', sourceId: 't1', name: 'The Argus', synthetic: 0 };
    const { id: titleId } = await store.catalogue.saveNewspaperTitle(title);
    const { id: articleId } = await store.catalogue.saveArticle({
      source: 'test',
      sourceId: 'a1',
      titleId,
      heading: 'Federation',
      synthetic: 0,
    });
    const before = await lastChangeId();
    await store.catalogue.saveNewspaperTitle(title);
    expect(await changesSince(before)).toEqual([]);
    await store.catalogue.saveNewspaperTitle({ ...title, name: 'The Argus (Melbourne, Vic.)' });
    expect(await changesSince(before)).toContainEqual({ entityType: 'article', entityId: articleId });
  });

  it('logs a website that gained a capture', async () => {
    const website = {
      source: 'test',
      sourceId: 'w1',
      url: 'https://example.gov.au/',
      title: 'Example',
      domain: 'example.gov.au',
      synthetic: 0,
    };
    const capture = { timestamp: '20200101000000', originalUrl: 'https://example.gov.au/' };
    const { id } = await store.catalogue.saveWebsite({ website, captures: [capture] });
    const before = await lastChangeId();
    const again = await store.catalogue.saveWebsite({
      website,
      captures: [capture, { ...capture, timestamp: '20210101000000' }],
    });
    expect(again.outcome).toBe('updated');
    expect(await changesSince(before)).toEqual([{ entityType: 'website', entityId: id }]);
  });
});
