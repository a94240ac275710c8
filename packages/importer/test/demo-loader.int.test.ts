import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest, queryBuilderOf } from '@trove/db/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoResult, loadDemoCorpus } from '../src/demo.ts';

describe.each(await storesUnderTest())('demo loader without a corpus directory on %s', (dialect) => {
  let store: Store;
  let result: DemoResult;
  const lines: string[] = [];

  beforeAll(async () => {
    store = await createTestStore(dialect);
    result = await loadDemoCorpus(store, {
      corpusDir: null,
      log: (l) => lines.push(l),
      syntheticRecords: 1500,
      seed: 5,
    });
  }, 120_000);
  afterAll(() => store.destroy());

  it('says the corpus is missing and loads a synthetic corpus instead', () => {
    expect(result.synthetic).toBe(true);
    expect(result.corpusDir).toBeNull();
    expect(lines.join('\n')).toMatch(/No corpus directory.*SYNTHETIC/);
    expect(result.sources[0]?.created).toBeGreaterThan(1500);
  });

  it('marks every stored record synthetic, across the categories, with libraries and newspaper titles', async () => {
    const db = queryBuilderOf(store);
    const works = await db.selectFrom('work').select(['category', 'synthetic']).execute();
    expect(new Set(works.map((w) => w.category))).toEqual(
      new Set(['books', 'magazines', 'images', 'research', 'diaries', 'music']),
    );
    for (const table of ['work', 'version', 'person', 'article', 'newspaperTitle', 'library'] as const) {
      const rows = await db.selectFrom(table).select('synthetic').execute();
      expect(rows.length, table).toBeGreaterThan(0);
      expect(
        rows.every((r) => r.synthetic === 1),
        table,
      ).toBe(true);
    }
    const linked = await db.selectFrom('article').select('titleId').where('titleId', 'is', null).execute();
    expect(linked).toEqual([]);
  });

  it('changes nothing when loaded a second time', async () => {
    const again = await loadDemoCorpus(store, {
      corpusDir: '/no/such/corpus',
      log: () => undefined,
      syntheticRecords: 1500,
      seed: 5,
    });
    expect(again.sources[0]).toMatchObject({ created: 0, updated: 0 });
  });
});
