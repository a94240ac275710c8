import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../src/index.ts';
import { createTestStore, storesUnderTest } from '../src/test-support.ts';

function work(sourceId: string, category: string, year: number) {
  return {
    work: { source: 'test', sourceId, groupKey: sourceId, title: sourceId, category },
    version: { source: 'test', sourceId, title: sourceId, year },
  };
}

describe.each(await storesUnderTest())('date range on %s', (dialect) => {
  let store: Store;
  beforeAll(async () => {
    store = await createTestStore(dialect);
    await store.catalogue.saveWork(work('bc', 'research', -500));
    await store.catalogue.saveWork(work('early', 'research', 950));
    await store.catalogue.saveWork(work('other', 'books', 2001));
    await store.catalogue.saveArticle({ source: 'test', sourceId: 'y', heading: 'Year only', date: '1803' });
    await store.catalogue.saveArticle({
      source: 'test',
      sourceId: 'd',
      heading: 'Dated',
      date: '1803-03-05',
    });
  });
  afterAll(() => store.destroy());

  it('writes years before 1000 with four digits and years before 1 with a minus sign', async () => {
    const range = await store.searchMetadata.readDateRange({
      workCategory: 'research',
      articles: false,
      websites: false,
    });
    expect(range).toEqual({ minDate: '-0500-01-01', maxDate: '0950-12-31' });
  });

  it('reads only articles with a whole date, and nothing when no record is in scope', async () => {
    expect(
      await store.searchMetadata.readDateRange({ workCategory: 'none', articles: true, websites: false }),
    ).toEqual({
      minDate: '1803-03-05',
      maxDate: '1803-03-05',
    });
    expect(
      await store.searchMetadata.readDateRange({ workCategory: 'none', articles: false, websites: true }),
    ).toEqual({
      minDate: null,
      maxDate: null,
    });
  });
});
