import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_START, type Store } from '../src/index.ts';
import { searchChangeXactMigration } from '../src/migrations/016-search-change-xact.ts';
import { repositoriesOf } from '../src/repositories.ts';
import { compareCursors } from '../src/repositories/search-changes.ts';
import { createTestStore, queryBuilderOf, storesUnderTest } from '../src/test-support.ts';

// Targets need no catalogue rows here: they are named by type and id.
describe.each(await storesUnderTest())('the search change log on %s', (dialect) => {
  let store: Store;
  const db = () => queryBuilderOf(store) as unknown as Kysely<unknown>;
  const tag = (targetId: number) =>
    store.tags.insertTag({ name: `t${targetId}`, userId: null, targetType: 'work', targetId });
  const entities = (changes: { entityId: number }[]) => changes.map((c) => c.entityId);

  beforeAll(async () => {
    store = await createTestStore(dialect);
  });
  afterAll(() => store.destroy());

  it('records the logging transaction on PostgreSQL, and nothing on SQLite', async () => {
    const { xact, logged } = await queryBuilderOf(store)
      .transaction()
      .execute(async (trx) => {
        await repositoriesOf(trx).tags.insertTag({
          name: 'x',
          userId: null,
          targetType: 'work',
          targetId: 1,
        });
        const [row] = await trx
          .selectFrom('searchChange')
          .select('xactId')
          .orderBy('id', 'desc')
          .limit(1)
          .execute();
        if (dialect === 'sqlite') return { xact: null, logged: row?.xactId ?? null };
        const { rows } = await sql<{ x: string }>`select pg_current_xact_id()::text as x`.execute(trx);
        return { xact: rows[0]?.x ?? 'none', logged: row?.xactId === null ? null : String(row?.xactId) };
      });
    expect(logged).toBe(xact);
  });

  it('reads changes logged before the column first, from where an older index left them', async () => {
    await searchChangeXactMigration(dialect).down!(db());
    const before = await queryBuilderOf(store)
      .selectFrom('searchChange')
      .select('id')
      .orderBy('id')
      .execute();
    await tag(101);
    await tag(102);
    await searchChangeXactMigration(dialect).up(db());
    await tag(103);
    // An index that had applied everything up to the first of the two older changes.
    const olderIndex = { xact: '0', id: (before.at(-1)?.id ?? 0) + 1 };
    // Polled: on a shared PostgreSQL server another database's transaction may hold 103 back a moment.
    await expect
      .poll(async () => entities(await store.searchIndex.searchChangesAfter(dialect, olderIndex, 10)))
      .toEqual([102, 103]);
    const after = await store.searchIndex.searchChangesAfter(dialect, olderIndex, 10);
    expect(after[0]?.xact).toBe('0');
    if (dialect === 'postgres') expect(BigInt(after[1]?.xact ?? '0')).toBeGreaterThan(0n);
  });

  it.runIf(dialect === 'postgres')(
    'holds back a committed change while an older transaction runs, and says when it has ended',
    async () => {
      const start = await store.searchIndex.searchChangeHorizon(dialect);
      let older!: () => void;
      const olderMayEnd = new Promise<void>((resolve) => (older = resolve));
      let began!: () => void;
      const olderBegan = new Promise<void>((resolve) => (began = resolve));
      const olderDone = queryBuilderOf(store)
        .transaction()
        .execute(async (trx) => {
          await sql`select pg_current_xact_id()`.execute(trx);
          began();
          await olderMayEnd;
        });
      await olderBegan;
      await tag(201);
      expect(entities(await store.searchIndex.searchChangesAfter(dialect, start, 10))).not.toContain(201);
      const newest = await store.searchIndex.newestTransactionAfter(dialect, start);
      expect(newest).not.toBeNull();
      expect(await store.searchIndex.transactionsEndedThrough(newest ?? '0')).toBe(false);
      older();
      await olderDone;
      // Polled: another database's transaction on the same server may still run a moment.
      await expect.poll(() => store.searchIndex.transactionsEndedThrough(newest ?? '0')).toBe(true);
      expect(entities(await store.searchIndex.searchChangesAfter(dialect, start, 10))).toContain(201);
    },
  );

  it('counts what can be applied up to a limit, and a new index starts after every change made', async () => {
    // Three changes predate the column (transaction 0): nothing can hold them back.
    expect(await store.searchIndex.countSearchChangesAfter(dialect, LOG_START, 2)).toBe(2);
    const horizon = await store.searchIndex.searchChangeHorizon(dialect);
    await tag(104);
    const placeOf = async (targetId: number) => {
      const row = await queryBuilderOf(store)
        .selectFrom('searchChange')
        .select(['id', 'xactId'])
        .where('entityId', '=', targetId)
        .executeTakeFirstOrThrow();
      return { xact: row.xactId === null ? '0' : String(row.xactId), id: row.id };
    };
    expect(compareCursors(await placeOf(101), horizon)).toBeLessThan(0);
    expect(compareCursors(await placeOf(104), horizon)).toBeGreaterThan(0);
  });
});
