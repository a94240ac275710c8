import { createHash } from 'node:crypto';
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
 * PostgreSQL database that is dropped again by `destroy`. Each is a copy of a template migrated
 * once per schema (a file copy, or `CREATE DATABASE … TEMPLATE`), not migrated again per file.
 */
export async function createTestStore(dialect: TestDialect): Promise<Store> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-test-'));
    fs.copyFileSync(await sqliteTemplate(), path.join(dir, 'trove.sqlite'));
    const store = openStore({ dataDir: dir });
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
  const template = await postgresTemplate();
  await withAdmin((admin) =>
    retryWhileInUse(() => admin.query(`create database ${name} template ${template}`)),
  );
  const url = databaseUrl(name);
  const store = openStore({ databaseUrl: url, dataDir: '' });
  return remembered(
    { databaseUrl: url, dataDir: '' },
    {
      ...store,
      destroy: async () => {
        await store.destroy();
        await dropDatabase(name);
      },
    },
  );
}

/**
 * An empty PostgreSQL database of its own, not migrated, for a test that runs the real server on it
 * (which migrates it); `drop` waits until every connection, a killed server's too, is gone.
 */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `trove_empty_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await withAdmin((admin) => admin.query(`create database ${name}`));
  return { url: databaseUrl(name), drop: () => dropDatabase(name) };
}

async function dropDatabase(name: string): Promise<void> {
  await withAdmin((admin) => retryWhileInUse(() => admin.query(`drop database if exists ${name}`)));
}

/** The migrations' own text, hashed: a template is reused only by the schema it was made with. */
function schemaFingerprint(): string {
  const folder = path.join(import.meta.dirname, 'migrations');
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(folder).sort())
    hash.update(file).update(fs.readFileSync(path.join(folder, file)));
  return hash.digest('hex').slice(0, 16);
}

let sqliteTemplateFile: Promise<string> | undefined;

/** A migrated SQLite file for this schema, made once (by whichever test process comes first). */
function sqliteTemplate(): Promise<string> {
  sqliteTemplateFile ??= (async () => {
    const file = path.join(os.tmpdir(), `trove-test-template-${schemaFingerprint()}.sqlite`);
    if (fs.existsSync(file)) return file;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-template-'));
    const store = openStore({ dataDir: dir });
    await store.migrate();
    await store.destroy();
    // Renamed into place whole, so a process running beside this one never copies half a file.
    fs.renameSync(path.join(dir, 'trove.sqlite'), file);
    fs.rmSync(dir, { recursive: true, force: true });
    return file;
  })();
  return sqliteTemplateFile;
}

let postgresTemplateName: Promise<string> | undefined;

/**
 * A migrated PostgreSQL database for this schema to copy test databases from, made once under an
 * advisory lock (test processes run side by side) and renamed into place only once migrated.
 */
function postgresTemplate(): Promise<string> {
  postgresTemplateName ??= withAdmin(async (admin) => {
    const name = `trove_template_${schemaFingerprint()}`;
    await admin.query(`select pg_advisory_lock(hashtext('trove test template'))`);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return name;
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building}`);
      await admin.query(`create database ${building}`);
      const store = openStore({ databaseUrl: databaseUrl(building), dataDir: '' });
      await store.migrate();
      await store.destroy();
      await retryWhileInUse(() => admin.query(`alter database ${building} rename to ${name}`));
      return name;
    } finally {
      await admin.query(`select pg_advisory_unlock(hashtext('trove test template'))`);
    }
  });
  return postgresTemplateName;
}

function databaseUrl(name: string): string {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
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
 * Runs a CREATE, DROP or RENAME of a database until no other session holds it. A pool's end()
 * resolves before the server sees its sockets go; forcing the drop would kill a closing connection,
 * whose FATAL message surfaces as an uncaught error in whichever test file runs next.
 */
async function retryWhileInUse<T>(statement: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await statement();
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
