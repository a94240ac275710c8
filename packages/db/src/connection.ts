import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Dialect } from './migrations/columns.ts';
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

export interface Store {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Where the store lives, with any password removed, for logs. */
  description: string;
  destroy(): Promise<void>;
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
  return {
    db,
    dialect: 'postgres',
    description: databaseUrl.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@'),
    destroy: () => db.destroy(),
  };
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
  return { db, dialect: 'sqlite', description: file, destroy: () => db.destroy() };
}
