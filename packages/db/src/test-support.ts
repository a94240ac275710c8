import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseOptions, openStore, type Store } from './connection.ts';

/** The server the PostgreSQL half of the integration suite runs against. */
export const TEST_POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let reachable: Promise<boolean> | undefined;

/** Whether the test PostgreSQL server answers; REQUIRE_POSTGRES=1 turns a miss into a failure. */
export function postgresAvailable(): Promise<boolean> {
  reachable ??= (async () => {
    const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch (error) {
      if (process.env.REQUIRE_POSTGRES === '1')
        throw new Error(
          `REQUIRE_POSTGRES=1 but PostgreSQL at ${TEST_POSTGRES_URL} is not reachable: ${String(error)}`,
        );
      console.warn(
        `\n*** PostgreSQL at ${TEST_POSTGRES_URL} is not reachable: PostgreSQL integration tests SKIPPED ***\n`,
      );
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return reachable;
}

export type TestDialect = 'sqlite' | 'postgres';

/**
 * A new, empty, migrated store for one test file: a temporary SQLite file, or a freshly created
 * PostgreSQL database that is dropped again by `destroy`.
 */
export async function createTestStore(dialect: TestDialect): Promise<Store> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-test-'));
    const store = openStore({ dataDir: dir });
    await store.migrate();
    return remembered(
      { dataDir: dir },
      {
        ...store,
        destroy: async () => {
          await store.destroy();
          fs.rmSync(dir, { recursive: true, force: true });
        },
      },
    );
  }
  const name = `trove_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const store = openStore({ databaseUrl: url.toString(), dataDir: '' });
  await store.migrate();
  return remembered(
    { databaseUrl: url.toString(), dataDir: '' },
    {
      ...store,
      destroy: async () => {
        await store.destroy();
        const cleanup = new pg.Client({ connectionString: TEST_POSTGRES_URL });
        await cleanup.connect();
        try {
          await dropWhenClosed(cleanup, name);
        } finally {
          await cleanup.end();
        }
      },
    },
  );
}

const openedWith = new WeakMap<Store, DatabaseOptions>();
function remembered(options: DatabaseOptions, store: Store): Store {
  openedWith.set(store, options);
  return store;
}

/**
 * A second, independent connection to a test store's database, as another server instance would
 * open it (its own pool or file handle). Destroy it before the store itself.
 */
export function anotherConnectionTo(store: Store): Store {
  const options = openedWith.get(store);
  if (!options) throw new Error('Not a store made by createTestStore');
  return openStore(options);
}

/**
 * Drops a test database once the pool's connections have really closed. The pool's end() resolves
 * before the server sees the sockets go; dropping WITH (FORCE) then kills a closing connection,
 * whose FATAL message surfaces as an uncaught error in whichever test file runs next.
 */
async function dropWhenClosed(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await client.query(`drop database if exists ${name}`);
      return;
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Both stores the project supports. */
export const ALL_STORES: readonly TestDialect[] = ['sqlite', 'postgres'];

/** The stores an integration test runs on: SQLite always, PostgreSQL when reachable. */
export async function storesUnderTest(): Promise<TestDialect[]> {
  return (await postgresAvailable()) ? ['sqlite', 'postgres'] : ['sqlite'];
}

/**
 * The query builder, for tests that set up or check rows no repository reads. Code outside this
 * package never gets it (ADR 029).
 */
export { queryBuilderOf } from './connection.ts';
/** The repositories bound to a test's own transaction, for tests that control one by hand. */
export { repositoriesOf } from './repositories.ts';
export * from './test-support/catalogue-builders.ts';
export * from './test-support/account-builders.ts';
export * from './test-support/correction-builders.ts';
