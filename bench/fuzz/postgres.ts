import pg from 'pg';

export interface FreshDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the server of `serverUrl`, so a fuzz run never writes into one in use. */
export async function freshPostgresDatabase(serverUrl: string): Promise<FreshDatabase> {
  const name = `trove_fuzz_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
