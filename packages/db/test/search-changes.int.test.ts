import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOG_START,
  type Store,
  countSearchChangesAfter,
  insertTag,
  searchChangeHorizon,
  searchChangesAfter,
} from '../src/index.ts';
import { searchChangeXactMigration } from '../src/migrations/016-search-change-xact.ts';
import { createTestStore, storesUnderTest } from '../src/test-support.ts';

// Targets need no catalogue rows here: they are named by type and id.
describe.each(await storesUnderTest())('the search change log on %s', (dialect) => {
  let store: Store;
  const db = () => store.db as unknown as Kysely<unknown>;
  const tag = (targetId: number) =>
    insertTag(store.db, { name: `t${targetId}`, userId: null, targetType: 'work', targetId });
  const entities = (changes: { entityId: number }[]) => changes.map((c) => c.entityId);

  beforeAll(async () => {
    store = await createTestStore(dialect);
  });
  afterAll(() => store.destroy());

  it('records the logging transaction on PostgreSQL, and nothing on SQLite', async () => {
    const { xact, logged } = await store.db.transaction().execute(async (trx) => {
      await insertTag(trx, { name: 'x', userId: null, targetType: 'work', targetId: 1 });
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
    const before = await store.db.selectFrom('searchChange').select('id').orderBy('id').execute();
    await tag(101);
    await tag(102);
    await searchChangeXactMigration(dialect).up(db());
    await tag(103);
    // An index that had applied everything up to the first of the two older changes.
    const olderIndex = { xact: '0', id: (before.at(-1)?.id ?? 0) + 1 };
    const after = await searchChangesAfter(store.db, dialect, olderIndex, 10);
    expect(entities(after)).toEqual([102, 103]);
    expect(after[0]?.xact).toBe('0');
    if (dialect === 'postgres') expect(BigInt(after[1]?.xact ?? '0')).toBeGreaterThan(0n);
  });

  it('counts what can be applied up to a limit, and a new index starts after every change made', async () => {
    const all = await searchChangesAfter(store.db, dialect, LOG_START, 100);
    expect(await countSearchChangesAfter(store.db, dialect, LOG_START, 100)).toBe(all.length);
    expect(await countSearchChangesAfter(store.db, dialect, LOG_START, 2)).toBe(2);
    const horizon = await searchChangeHorizon(store.db, dialect);
    expect(await searchChangesAfter(store.db, dialect, horizon, 10)).toEqual([]);
    await tag(104);
    expect(entities(await searchChangesAfter(store.db, dialect, horizon, 10))).toEqual([104]);
  });
});
