import type { Repositories, Store } from '@trove/db';
import { createTestStore, queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entry, ImportContext } from '../src/core/context.ts';
import { silentProgress } from '../src/core/progress.ts';
import { type Saved, entriesOf, saveEach } from '../src/core/save-each.ts';
import { Tally } from '../src/core/summary.ts';

/** What a test record asks of its save: to be saved, to fail after writing, or to break a foreign key. */
interface Row {
  id: string;
  fails?: 'throws' | 'foreign key';
}

describe.each(await storesUnderTest())('saving records in batches on %s', (dialect) => {
  let store: Store;
  let ctx: ImportContext;
  beforeAll(async () => {
    store = await createTestStore(dialect);
    ctx = { store, log: () => undefined, progress: silentProgress };
  });
  afterAll(() => store.destroy());

  const calls: string[] = [];
  const save = async (row: Row, { catalogue }: Repositories): Promise<Saved> => {
    calls.push(row.id);
    const saved = await catalogue.saveNewspaperTitle({ source: 'batch', sourceId: row.id, name: row.id });
    if (row.fails === 'throws') throw new Error(`${row.id} is broken`);
    if (row.fails === 'foreign key')
      await catalogue.saveArticle({ source: 'batch', sourceId: row.id, heading: row.id, titleId: 999_999 });
    return { outcome: saved.outcome, category: 'titles' };
  };
  const run = async (
    entries: Iterable<Entry<Row>>,
    options: { saveMany?: (rows: Row[], repositories: Repositories) => Promise<Saved[]> } = {},
  ) => {
    calls.length = 0;
    const tally = new Tally('test');
    const list = [...entries];
    await saveEach(ctx, tally, 'test', list, list.length, save, (row) => row.id, options.saveMany);
    return tally.finish();
  };
  const stored = async (prefix: string) =>
    (
      await queryBuilderOf(store)
        .selectFrom('newspaperTitle')
        .select('sourceId')
        .where('source', '=', 'batch')
        .where('sourceId', 'like', `${prefix}%`)
        .orderBy('sourceId')
        .execute()
    ).map((row) => row.sourceId);

  it('saves a batch in one pass, and counts a second import unchanged', async () => {
    const rows = entriesOf('ok.json', [{ id: 'a1' }, { id: 'a2' }, { id: 'a1' }]);
    const first = await run(rows);
    expect(first).toMatchObject({ read: 3, created: 2, skipped: 1, rejected: 0 });
    expect(calls).toEqual(['a1', 'a2']);
    expect(await stored('a')).toEqual(['a1', 'a2']);
    const again = await run(entriesOf('ok.json', [{ id: 'a1' }, { id: 'a2' }]));
    expect(again).toMatchObject({ read: 2, unchanged: 2, created: 0 });
  });

  it('rejects only the failing records, undoing their writes, after a second pass over the batch', async () => {
    const entries: Entry<Row>[] = [
      { file: 'mixed.json', position: 1, value: { id: 'b1' } },
      { file: 'mixed.json', position: 2, error: 'not valid JSON' },
      { file: 'mixed.json', position: 3, value: { id: 'b3', fails: 'throws' } },
      { file: 'mixed.json', position: 4, value: { id: 'b4' } },
      { file: 'mixed.json', position: 5, value: { id: 'b5', fails: 'foreign key' } },
      { file: 'mixed.json', position: 6, value: { id: 'b6' } },
    ];
    const summary = await run(entries);
    expect(summary).toMatchObject({ read: 6, created: 3, rejected: 3 });
    expect(summary.rejections.map(({ position, reason }) => [position, reason.length > 0])).toEqual([
      ['2', true],
      ['3', true],
      ['5', true],
    ]);
    expect(summary.rejections[0]?.reason).toBe('not valid JSON');
    expect(summary.rejections[1]?.reason).toBe('b3 is broken');
    // The fast pass stopped at the first failure; the careful pass saved every record again.
    expect(calls).toEqual(['b1', 'b3', 'b1', 'b3', 'b4', 'b5', 'b6']);
    expect(await stored('b')).toEqual(['b1', 'b4', 'b6']);
  });

  it('falls back to saving one by one when saving the batch at once fails', async () => {
    const saveMany = async (rows: Row[], repositories: Repositories) => {
      const results: Saved[] = [];
      for (const row of rows) results.push(await save(row, repositories));
      return results;
    };
    const ok = await run(entriesOf('many.json', [{ id: 'c1' }, { id: 'c2' }]), { saveMany });
    expect(ok).toMatchObject({ read: 2, created: 2, rejected: 0 });
    const mixed = await run(
      entriesOf('many.json', [{ id: 'c3' }, { id: 'c4', fails: 'throws' }, { id: 'c5' }]),
      {
        saveMany,
      },
    );
    expect(mixed).toMatchObject({ read: 3, created: 2, rejected: 1 });
    expect(mixed.rejections).toEqual([{ file: 'many.json', position: '2', reason: 'c4 is broken' }]);
    expect(await stored('c')).toEqual(['c1', 'c2', 'c3', 'c5']);
  });

  it('commits each batch on its own, so a failure in one leaves the others whole', async () => {
    const rows = Array.from({ length: 620 }, (_, i) => ({
      id: `d${String(i).padStart(3, '0')}`,
      ...(i === 555 ? { fails: 'throws' as const } : {}),
    }));
    const summary = await run(entriesOf('big.json', rows));
    expect(summary).toMatchObject({ read: 620, created: 619, rejected: 1 });
    // The first batch of 500 was saved once; only the second was saved twice.
    expect(calls).toHaveLength(500 + 56 + 120);
    expect(await stored('d')).toHaveLength(619);
    expect(await stored('d555')).toEqual([]);
  });
});
