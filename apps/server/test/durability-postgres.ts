import { TEST_POSTGRES_URL } from '@trove/db/test-support';
import pg from 'pg';

/**
 * An empty PostgreSQL database of its own for a test that runs the real server on it (which
 * migrates it), and dropping it again once every connection, a killed server's too, is gone.
 */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `trove_durability_${process.pid}_${Date.now()}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(async (admin) => {
        for (let attempt = 0; ; attempt++) {
          try {
            await admin.query(`DROP DATABASE IF EXISTS ${name}`);
            return;
          } catch (error) {
            // 55006: still in use, by connections the server is closing.
            if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      }),
  };
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
