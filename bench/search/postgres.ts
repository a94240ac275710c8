import pg from 'pg';

/** Where PostgreSQL listens; PG_BENCH_URL overrides the local default (trust auth, user postgres). */
export const POSTGRES_BASE_URL = process.env.PG_BENCH_URL ?? 'postgres://postgres@127.0.0.1:5432';

export function databaseUrl(database: string): string {
  return `${POSTGRES_BASE_URL.replace(/\/+$/, '')}/${database}`;
}

/** Creates the database when it does not exist yet; true when it was created. */
export async function ensureDatabase(database: string): Promise<boolean> {
  if (!/^[a-z0-9_]+$/.test(database)) throw new Error(`unsafe database name ${database}`);
  const admin = new pg.Client({ connectionString: databaseUrl('postgres') });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount) return false;
    await admin.query(`CREATE DATABASE ${database}`);
    return true;
  } finally {
    await admin.end();
  }
}

/** A single connection to the bench database. */
export async function connect(database: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl(database) });
  await client.connect();
  return client;
}

/** The bench's own bookkeeping lives in schema `bench`, beside (never inside) the store's tables. */
export async function benchMark(client: pg.Client, key: string): Promise<string | null> {
  await client.query('CREATE SCHEMA IF NOT EXISTS bench');
  await client.query('CREATE TABLE IF NOT EXISTS bench.meta (key text PRIMARY KEY, value text NOT NULL)');
  const row = await client.query<{ value: string }>('SELECT value FROM bench.meta WHERE key = $1', [key]);
  return row.rows[0]?.value ?? null;
}

export async function setBenchMark(client: pg.Client, key: string, value: string): Promise<void> {
  await client.query(
    'INSERT INTO bench.meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value',
    [key, value],
  );
}
