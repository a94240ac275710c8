import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

/**
 * The databases' own integrity checks, run on the files and database a killed server left behind.
 * Each answers the problems found (empty when sound) and what it looked at.
 */
export interface IntegrityReport {
  checked: string;
  problems: string[];
}

/** SQLite's PRAGMA integrity_check and foreign_key_check on the store file (WAL recovered on open). */
export function sqliteStoreIntegrity(dataDir: string): IntegrityReport {
  const db = new Database(path.join(dataDir, 'trove.sqlite'));
  try {
    const integrity = db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    const foreignKeys = db.pragma('foreign_key_check') as Record<string, unknown>[];
    const tables = db.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table'").pluck().get();
    return {
      checked: `integrity_check and foreign_key_check over ${String(tables)} tables`,
      problems: [
        ...integrity.map((r) => r.integrity_check).filter((line) => line !== 'ok'),
        ...foreignKeys.map((row) => `foreign key: ${JSON.stringify(row)}`),
      ],
    };
  } finally {
    db.close();
  }
}

/**
 * The search index file: PRAGMA integrity_check, and FTS5's own 'integrity-check' command on every
 * full-text table, which compares the inverted index with the stored text row by row.
 */
export function searchIndexIntegrity(indexFile: string): IntegrityReport {
  const db = new Database(indexFile);
  try {
    const problems = (db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[])
      .map((r) => r.integrity_check)
      .filter((line) => line !== 'ok');
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%USING fts5%'")
      .pluck()
      .all() as string[];
    for (const table of tables) {
      try {
        db.prepare(`INSERT INTO "${table}"("${table}") VALUES ('integrity-check')`).run();
      } catch (error) {
        problems.push(`${table}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const documents = db.prepare('SELECT count(*) FROM doc').pluck().get();
    return {
      checked: `integrity_check and FTS5 integrity-check of ${tables.length} tables, ${String(documents)} records`,
      problems,
    };
  } finally {
    db.close();
  }
}

/**
 * PostgreSQL's amcheck: bt_index_check with heapallindexed (every heap tuple has its index entry)
 * on each B-tree index of the schema, and verify_heapam on each table. The extension ships with
 * PostgreSQL (contrib); CREATE EXTENSION needs a superuser or the database's owner.
 */
export async function postgresIntegrity(databaseUrl: string): Promise<IntegrityReport> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS amcheck');
    const indexes = await client.query<{ name: string; oid: number }>(
      `SELECT c.relname AS name, c.oid::int AS oid FROM pg_index i
         JOIN pg_class c ON c.oid = i.indexrelid
         JOIN pg_am am ON am.oid = c.relam
         JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE am.amname = 'btree' AND n.nspname = 'public' AND c.relpersistence = 'p'`,
    );
    const problems: string[] = [];
    for (const index of indexes.rows) {
      try {
        await client.query('SELECT bt_index_check($1::oid::regclass, true)', [index.oid]);
      } catch (error) {
        problems.push(`index ${index.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const tables = await client.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'",
    );
    for (const table of tables.rows) {
      const corrupt = await client.query('SELECT * FROM verify_heapam($1::regclass)', [
        `public."${table.name}"`,
      ]);
      for (const row of corrupt.rows) problems.push(`table ${table.name}: ${JSON.stringify(row)}`);
    }
    return {
      checked: `amcheck bt_index_check (heapallindexed) on ${indexes.rowCount} indexes, verify_heapam on ${tables.rowCount} tables`,
      problems,
    };
  } finally {
    await client.end();
  }
}
