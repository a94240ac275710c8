import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, type ControlledTransaction, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrate.ts';
import type { Dialect } from './migrations/columns.ts';
import { type Repositories, repositoriesOf } from './repositories.ts';
import type { Database } from './schema.ts';

// PostgreSQL sends bigint (counts, sums) as strings; every count here fits a double.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export interface DatabaseOptions {
  /** A postgres:// URL selects PostgreSQL; otherwise the embedded SQLite file is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database (created when missing). */
  dataDir: string;
  /** SQLite file name inside dataDir. */
  fileName?: string;
}

const QUERY_BUILDER = Symbol('query builder');

/**
 * The portal's database: its repositories, transactions over them, and its upkeep. The query
 * builder stays inside this package (ADR 029); tests reach it through `queryBuilderOf` in the
 * test support, to set up and check rows no repository reads.
 */
export interface Store extends Repositories {
  readonly dialect: Dialect;
  /** Where the store lives, with any password removed, for logs. */
  readonly description: string;
  /**
   * Runs `work` in one transaction: committed when it returns, rolled back when it throws. On
   * PostgreSQL a failed statement spoils the transaction: work that means to go on after one
   * must run it in a savepoint.
   */
  transaction<T>(work: (repositories: TransactionRepositories) => Promise<T>): Promise<T>;
  /** Brings the schema up to date; answers the migrations applied. */
  migrate(): Promise<string[]>;
  destroy(): Promise<void>;
  readonly [QUERY_BUILDER]: Kysely<Database>;
}

export interface TransactionRepositories extends Repositories {
  /** Runs `work` in a savepoint: when it throws, only its writes are undone and the error is rethrown. */
  savepoint<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}

/** For the test support only (not exported from the package's index). */
export function queryBuilderOf(store: Store): Kysely<Database> {
  return store[QUERY_BUILDER];
}

export function openStore(options: DatabaseOptions): Store {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openSqlite(path.join(options.dataDir, options.fileName ?? 'trove.sqlite'));
}

function openPostgres(databaseUrl: string): Store {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
  return storeOver(db, 'postgres', databaseUrl.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@'));
}

function openSqlite(file: string): Store {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
  });
  return storeOver(db, 'sqlite', file);
}

function storeOver(db: Kysely<Database>, dialect: Dialect, description: string): Store {
  return {
    ...repositoriesOf(db),
    dialect,
    description,
    [QUERY_BUILDER]: db,
    async transaction(work) {
      const trx = await db.startTransaction().execute();
      const state = { undoFailed: false };
      try {
        const result = await work({
          ...repositoriesOf(trx),
          savepoint: (inner) => savepoint(trx, state, inner),
        });
        // A savepoint whose undo failed leaves its writes in place: nothing of the work may commit.
        if (state.undoFailed)
          throw new Error('A savepoint could not be rolled back; the transaction was abandoned.');
        await trx.commit().execute();
        return result;
      } catch (error) {
        await trx.rollback().execute();
        throw error;
      }
    },
    migrate: () => migrateToLatest(db, dialect),
    destroy: () => db.destroy(),
  };
}

async function savepoint<T>(
  trx: ControlledTransaction<Database>,
  state: { undoFailed: boolean },
  work: (repositories: Repositories) => Promise<T>,
): Promise<T> {
  const point = await trx.savepoint('work').execute();
  try {
    const result = await work(repositoriesOf(point));
    await point.releaseSavepoint('work').execute();
    return result;
  } catch (error) {
    try {
      await point.rollbackToSavepoint('work').execute();
    } catch {
      state.undoFailed = true;
    }
    throw error;
  }
}
