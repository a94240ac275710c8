import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../src/index.ts';
import {
  NATIONAL_LIBRARY,
  buildAccount,
  buildArticle,
  buildLibrary,
  buildList,
  buildNewspaperTitle,
  buildPerson,
  buildVersion,
  buildWebsite,
  buildWork,
  createTestStore,
  queryBuilderOf,
  storesUnderTest,
} from '../src/test-support.ts';

describe.each(await storesUnderTest())('test data builders on %s', (dialect) => {
  let store: Store;
  beforeAll(async () => {
    store = await createTestStore(dialect);
  });
  afterAll(() => store.destroy());

  it('builds a book of one version with nothing given, and a second one beside it', async () => {
    const first = await buildWork(store);
    const second = await buildWork(store);
    expect(second.workId).not.toBe(first.workId);
    const work = await queryBuilderOf(store)
      .selectFrom('work')
      .select(['title', 'category', 'primaryFormat', 'summary', 'deletedAt'])
      .where('id', '=', first.workId)
      .executeTakeFirstOrThrow();
    expect(work).toEqual({
      title: 'A test work',
      category: 'books',
      primaryFormat: null,
      summary: null,
      deletedAt: null,
    });
    const version = await queryBuilderOf(store)
      .selectFrom('version')
      .select(['workId', 'source', 'sourceId', 'title'])
      .where('id', '=', first.versionId)
      .executeTakeFirstOrThrow();
    expect(version).toEqual({
      workId: first.workId,
      source: first.bundle.work.source,
      sourceId: first.bundle.work.sourceId,
      title: 'A test work',
    });
  });

  it('keeps the values given, completes a source record, and withdraws a work when asked', async () => {
    const built = await buildWork(store, {
      work: { title: 'Robbery under arms', primaryFormat: 'Book', summary: 'Bushrangers.' },
      version: { year: 1888 },
      holdings: [{ nuc: 'ANL' }],
      sourceRecord: { nuc: 'AuCNLKIN' },
      deletedAt: '2026-01-01T00:00:00Z',
    });
    const row = await queryBuilderOf(store)
      .selectFrom('version')
      .innerJoin('work', 'work.id', 'version.workId')
      .innerJoin('sourceRecord', 'sourceRecord.versionId', 'version.id')
      .select([
        'work.title',
        'work.summary',
        'work.deletedAt',
        'version.format',
        'version.year',
        'sourceRecord.sourceId',
        'sourceRecord.nuc',
        'sourceRecord.raw',
      ])
      .where('version.id', '=', built.versionId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      title: 'Robbery under arms',
      summary: 'Bushrangers.',
      deletedAt: '2026-01-01T00:00:00Z',
      format: 'Book',
      year: 1888,
      sourceId: built.bundle.version.sourceId,
      nuc: 'AuCNLKIN',
      raw: '{}',
    });
    const holdings = await queryBuilderOf(store)
      .selectFrom('holding')
      .select('nuc')
      .where('versionId', '=', built.versionId)
      .execute();
    expect(holdings).toEqual([{ nuc: 'ANL' }]);
  });

  it('adds a version to a built work', async () => {
    const work = await buildWork(store, { work: { primaryFormat: 'Book' }, version: { year: 1888 } });
    const later = await buildVersion(store, work, { version: { year: 1937 } });
    expect(later.workId).toBe(work.workId);
    expect(later.versionId).not.toBe(work.versionId);
    const years = await queryBuilderOf(store)
      .selectFrom('work')
      .select(['yearStart', 'yearEnd'])
      .where('id', '=', work.workId)
      .executeTakeFirstOrThrow();
    expect(years).toEqual({ yearStart: 1888, yearEnd: 1937 });
  });

  it('builds libraries, a title with its articles, a person and a website', async () => {
    expect(await buildLibrary(store, NATIONAL_LIBRARY)).toBe('ANL');
    const nuc = await buildLibrary(store);
    const library = await queryBuilderOf(store)
      .selectFrom('library')
      .select(['name', 'openToPublic'])
      .where('nuc', '=', nuc)
      .executeTakeFirstOrThrow();
    expect(library).toEqual({ name: `Library ${nuc}`, openToPublic: 1 });

    const titleId = await buildNewspaperTitle(store, { name: 'The Argus' });
    const inTitle = await buildArticle(store, { titleId, heading: 'LATEST NEWS.' });
    const inNewTitle = await buildArticle(store);
    const articles = await queryBuilderOf(store)
      .selectFrom('article')
      .select(['id', 'titleId', 'heading'])
      .where('id', 'in', [inTitle, inNewTitle])
      .orderBy('id')
      .execute();
    expect(articles[0]).toEqual({ id: inTitle, titleId, heading: 'LATEST NEWS.' });
    expect(articles[1]?.titleId).not.toBe(titleId);
    expect(articles[1]?.titleId).not.toBeNull();

    const personId = await buildPerson(store, {
      person: { primaryName: 'Barton, Edmund' },
      biographies: [{ text: 'First Prime Minister of Australia.', isPrimary: 1 }],
    });
    const person = await queryBuilderOf(store)
      .selectFrom('person')
      .select(['primaryName', 'displayName', 'entityType'])
      .where('id', '=', personId)
      .executeTakeFirstOrThrow();
    expect(person).toEqual({
      primaryName: 'Barton, Edmund',
      displayName: 'Barton, Edmund',
      entityType: 'person',
    });
    const biographies = await queryBuilderOf(store)
      .selectFrom('biography')
      .select('text')
      .where('personId', '=', personId)
      .execute();
    expect(biographies).toEqual([{ text: 'First Prime Minister of Australia.' }]);

    const websiteId = await buildWebsite(store);
    const captures = await queryBuilderOf(store)
      .selectFrom('websiteCapture')
      .select('originalUrl')
      .where('websiteId', '=', websiteId)
      .execute();
    expect(captures).toHaveLength(1);
    expect(captures[0]?.originalUrl).toMatch(/^https:\/\/site-\d+\.example\.org\/$/);
  });

  it('builds an account with roles, and a list of records owned by a new account', async () => {
    const curator = await buildAccount(store, { username: 'curator', roles: ['data-manager'] });
    expect(await store.accounts.findAccountById(curator)).toMatchObject({
      username: 'curator',
      displayName: 'curator',
      roles: ['data-manager'],
    });
    const { workId } = await buildWork(store);
    const list = await buildList(store, {
      title: 'Federation',
      items: [
        { targetType: 'work', targetId: workId },
        { targetType: 'uri', targetId: null, url: 'https://example.org/', title: 'A link' },
      ],
    });
    expect(list.userId).not.toBe(curator);
    expect(list.itemIds).toHaveLength(2);
    const lists = await store.lists.listSummariesOfUser(list.userId, list.userId, false);
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatchObject({ id: list.listId, title: 'Federation', itemCount: 2, priv: 0 });
  });
});
