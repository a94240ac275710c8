import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store, WorkBundle } from '../src/index.ts';
import { createTestStore, queryBuilderOf, storesUnderTest } from '../src/test-support.ts';

function edition(sourceId: string, year: number, declared?: [number, number]): WorkBundle {
  return {
    work: {
      source: 'test',
      sourceId,
      groupKey: 'getting of wisdom|richardson|book',
      title: 'The getting of wisdom',
      category: 'books',
      yearStart: declared?.[0] ?? year,
      yearEnd: declared?.[1] ?? year,
    },
    version: { source: 'test', sourceId, title: 'The getting of wisdom', format: 'Book', year },
  };
}

describe.each(await storesUnderTest())('bulk writes and work grouping on %s', (dialect) => {
  let store: Store;
  beforeAll(async () => {
    store = await createTestStore(dialect);
  });
  afterAll(() => store.destroy());

  it('leaves a grouped work unchanged when its owner and a second edition are saved again', async () => {
    const owner = await store.catalogue.saveWork(edition('g1', 1910, [1910, 1912]));
    const second = await store.catalogue.saveWork(edition('g2', 1931));
    expect(second.workId).toBe(owner.workId);
    const work = await queryBuilderOf(store)
      .selectFrom('work')
      .selectAll()
      .where('id', '=', owner.workId)
      .executeTakeFirstOrThrow();
    expect([work.yearStart, work.yearEnd]).toEqual([1910, 1931]);
    expect((await store.catalogue.saveWork(edition('g1', 1910, [1910, 1912]))).outcome).toBe('unchanged');
    expect((await store.catalogue.saveWork(edition('g2', 1931))).outcome).toBe('unchanged');
  });

  it('saves a work inside a caller transaction, and nothing when that transaction rolls back', async () => {
    const rollBack = new Error('roll back');
    await expect(
      store.transaction(async ({ catalogue }) => {
        await catalogue.saveWork(edition('t1', 1950, [1950, 1950]));
        throw rollBack;
      }),
    ).rejects.toBe(rollBack);
    const found = await queryBuilderOf(store)
      .selectFrom('version')
      .select('id')
      .where('sourceId', '=', 't1')
      .execute();
    expect(found).toEqual([]);
  });

  it('creates many rows at once, then reports them unchanged, then updates only the changed one', async () => {
    const title = await store.catalogue.saveNewspaperTitle({
      source: 'test',
      sourceId: 'p',
      name: 'Periodical host',
    });
    const work = await store.catalogue.saveWork(edition('p1', 1933));
    expect(title.outcome).toBe('created');
    const issues = Array.from({ length: 450 }, (_, i) => ({
      source: 'test-issue',
      sourceId: `i${i}`,
      workId: work.workId,
      title: `Issue ${i}`,
      year: 1933,
    }));
    const created = await store.catalogue.savePeriodicalIssues(issues);
    expect(created.map((r) => r.outcome)).toEqual(issues.map(() => 'created'));
    expect(new Set(created.map((r) => r.id)).size).toBe(450);
    const again = await store.catalogue.savePeriodicalIssues(issues);
    expect(again.every((r) => r.outcome === 'unchanged')).toBe(true);
    const changed = issues.map((issue, i) =>
      i === 7 ? { ...issue, title: 'Issue seven, corrected' } : issue,
    );
    const third = await store.catalogue.savePeriodicalIssues(changed);
    expect(third.filter((r) => r.outcome === 'updated').map((r) => r.id)).toEqual([created[7]!.id]);
  });
});

describe.each(await storesUnderTest())('insertNewWorks on %s', (dialect) => {
  let store: Store;
  beforeAll(async () => {
    store = await createTestStore(dialect);
  });
  afterAll(() => store.destroy());

  const cartoon = (id: string): WorkBundle => ({
    work: {
      source: 'cartoon',
      sourceId: id,
      groupKey: `cartoon:${id}`,
      title: `Cartoon ${id}`,
      category: 'images',
      yearStart: 1893,
      yearEnd: 1893,
    },
    version: {
      source: 'cartoon',
      sourceId: id,
      title: `Cartoon ${id}`,
      format: 'Cartoon',
      year: 1893,
      fullText: 'caption',
    },
    sourceRecord: { source: 'cartoon', sourceId: id, rawFormat: 'csv', raw: `${id},1893` },
    availableUrls: [{ url: `https://nla.gov.au/${id}`, linkText: 'View', accessType: 'f', nuc: 'ANL' }],
  });

  it('inserts new unique works in bulk exactly as saveWork would store them', async () => {
    const bundles = Array.from({ length: 250 }, (_, i) => cartoon(`c${i}`));
    const first = await store.catalogue.insertNewWorks(bundles);
    expect(first.created).toHaveLength(250);
    expect(first.existing).toEqual([]);
    for (const bundle of bundles.slice(0, 20))
      expect((await store.catalogue.saveWork(bundle)).outcome).toBe('unchanged');
    const links = await queryBuilderOf(store).selectFrom('availableUrl').select('url').execute();
    expect(links).toHaveLength(250);
  });

  it('hands back the bundles that are already stored', async () => {
    const result = await store.catalogue.insertNewWorks([cartoon('c1'), cartoon('new')]);
    expect(result.created.map((b) => b.version.sourceId)).toEqual(['new']);
    expect(result.existing.map((b) => b.version.sourceId)).toEqual(['c1']);
  });
});
