import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Executor, Store } from '@trove/db';
import {
  createTestStore,
  postgresAvailable,
  storesUnderTest,
  queryBuilderOf,
  repositoriesOf,
} from '@trove/db/test-support';
import { FtsSearchEngine, buildIndex, catchUp, ensureIndex, keywordTerms } from '@trove/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixtures, seedFixtures } from './fixtures.ts';

/**
 * Found by the durability work of issue 12: on PostgreSQL a search-change id is taken when the
 * change is logged, not when its transaction commits, so following the log by id alone skipped a
 * change whose transaction committed after a later-numbered one had been applied (the public tag
 * was never found until a rebuild). The index now reads the log in (transaction id, change id)
 * order up to the oldest transaction still running (ADR 005). These tests hold transactions open
 * on purpose, which SQLite (one writer at a time) cannot do; a rolled-back change is checked on both.
 */

interface Harness {
  store: Store;
  ids: Fixtures;
  engine: FtsSearchEngine;
  dir: string;
}

async function openHarness(dialect: 'sqlite' | 'postgres'): Promise<Harness> {
  const store = await createTestStore(dialect);
  const ids = await seedFixtures(store);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-change-order-'));
  const { engine } = await ensureIndex(store, path.join(dir, 'search-index.sqlite'));
  return { store, ids, engine, dir };
}

async function closeHarness(h: Harness | undefined): Promise<void> {
  await h?.engine.close();
  await h?.store.destroy();
  if (h) fs.rmSync(h.dir, { recursive: true, force: true });
}

/** The works a `publictag:` search finds. */
async function foundByPublicTag(engine: FtsSearchEngine, name: string): Promise<number[]> {
  const page = await engine.search({
    terms: keywordTerms(`publictag:"${name}"`),
    categories: null,
    startPos: 0,
    pageSize: 10,
    sortBy: 'relevance',
    facets: [],
  });
  return page.works.map((w) => w.id);
}

class RolledBack extends Error {}

type Step =
  | { work: (trx: Executor) => Promise<unknown>; done: (error?: unknown) => void }
  | { end: 'commit' | 'rollback' };

/** A transaction held open across awaits: each `run` is a step inside it, until `end`. */
function openTransaction(store: Store) {
  const steps: Step[] = [];
  let wake = () => {};
  const nextStep = async (): Promise<Step> => {
    while (steps.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    return steps.shift()!;
  };
  const finished = queryBuilderOf(store)
    .transaction()
    .execute(async (trx) => {
      for (;;) {
        const step = await nextStep();
        if ('end' in step) {
          if (step.end === 'rollback') throw new RolledBack();
          return;
        }
        await step.work(trx).then(() => step.done(), step.done);
      }
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  const push = (step: Step) => {
    steps.push(step);
    wake();
  };
  return {
    run: (work: (trx: Executor) => Promise<unknown>) =>
      new Promise<void>((resolve, reject) =>
        push({ work, done: (error) => (error === undefined ? resolve() : reject(error)) }),
      ),
    async end(how: 'commit' | 'rollback') {
      push({ end: how });
      await finished;
    },
  };
}

/** Logs a public tag on a work (a search change) in the given transaction or on its own. */
const tagWork = (db: Executor, name: string, workId: number) =>
  repositoriesOf(db).tags.insertTag({ name, userId: null, targetType: 'work', targetId: workId });

/** Takes the transaction's id now, before it logs anything. */
const takeXactId = (trx: Executor) =>
  trx.selectNoFrom((eb) => eb.fn<string>('pg_current_xact_id', []).as('xact')).execute();

describe.runIf(await postgresAvailable())('search changes committed out of order on postgres', () => {
  let h: Harness | undefined;
  let store: Store;
  let ids: Fixtures;
  let engine: FtsSearchEngine;

  beforeAll(async () => {
    h = await openHarness('postgres');
    ({ store, ids, engine } = h);
  });
  afterAll(() => closeHarness(h));

  it('indexes a public tag whose transaction commits after a later change was applied', async () => {
    // The first tag takes the lower change id, and its transaction stays open…
    const slow = openTransaction(store);
    await slow.run((trx) => tagWork(trx, 'committed late', ids.bookId));
    // …while a second tag, with the higher id, commits and the index catches up.
    await tagWork(queryBuilderOf(store), 'committed early', ids.cartoonId);
    await catchUp(store, engine);
    await slow.end('commit');
    await catchUp(store, engine);
    expect(await foundByPublicTag(engine, 'committed early')).toEqual([ids.cartoonId]);
    expect(await foundByPublicTag(engine, 'committed late')).toEqual([ids.bookId]);
  });

  it('indexes a change whose transaction began first but logged it last', async () => {
    // The older transaction (lower transaction id) logs its tag after a younger one has: its change
    // id is the higher one. Reading by change id after applying it would pass over the younger's.
    const older = openTransaction(store);
    await older.run(takeXactId);
    const younger = openTransaction(store);
    await younger.run((trx) => tagWork(trx, 'younger transaction', ids.bookId));
    await older.run((trx) => tagWork(trx, 'older transaction', ids.cartoonId));
    await older.end('commit');
    await catchUp(store, engine);
    expect(await foundByPublicTag(engine, 'older transaction')).toEqual([ids.cartoonId]);
    await younger.end('commit');
    await catchUp(store, engine);
    expect(await foundByPublicTag(engine, 'younger transaction')).toEqual([ids.bookId]);
  });

  it('waits for a transaction still running, and a rolled-back one holds nothing back', async () => {
    const doomed = openTransaction(store);
    await doomed.run((trx) => tagWork(trx, 'rolled back', ids.bookId));
    await tagWork(queryBuilderOf(store), 'behind a rollback', ids.cartoonId);
    await catchUp(store, engine);
    // Committed, but an older transaction is still running: it may yet log a change before it.
    expect(await foundByPublicTag(engine, 'behind a rollback')).toEqual([]);
    await doomed.end('rollback');
    await catchUp(store, engine);
    expect(await foundByPublicTag(engine, 'behind a rollback')).toEqual([ids.cartoonId]);
    expect(await foundByPublicTag(engine, 'rolled back')).toEqual([]);
  });

  it('a rebuild made while a change is in flight applies it once it commits', async () => {
    const slow = openTransaction(store);
    await slow.run((trx) => tagWork(trx, 'during a rebuild', ids.bookId));
    await tagWork(queryBuilderOf(store), 'before a rebuild', ids.cartoonId);
    const file = path.join(h?.dir ?? '', 'rebuilt.sqlite');
    await buildIndex(store, file);
    const rebuilt = FtsSearchEngine.open(file);
    try {
      await slow.end('commit');
      await catchUp(store, rebuilt);
      expect(await foundByPublicTag(rebuilt, 'before a rebuild')).toEqual([ids.cartoonId]);
      expect(await foundByPublicTag(rebuilt, 'during a rebuild')).toEqual([ids.bookId]);
    } finally {
      await rebuilt.close();
    }
  });
});

describe.each(await storesUnderTest())('a rolled-back search change on %s', (dialect) => {
  let h: Harness | undefined;

  beforeAll(async () => {
    h = await openHarness(dialect);
  });
  afterAll(() => closeHarness(h));

  it('is never indexed and does not keep later changes out', async () => {
    const { store, ids, engine } = h!;
    const doomed = openTransaction(store);
    await doomed.run((trx) => tagWork(trx, 'never committed', ids.bookId));
    await doomed.end('rollback');
    await tagWork(queryBuilderOf(store), 'after the rollback', ids.cartoonId);
    await catchUp(store, engine);
    expect(await foundByPublicTag(engine, 'after the rollback')).toEqual([ids.cartoonId]);
    expect(await foundByPublicTag(engine, 'never committed')).toEqual([]);
  });
});
