/**
 * npm run search:rebuild — rebuilds this instance's search index from the store named by
 * DATABASE_URL (PostgreSQL) or DATA_DIR (embedded SQLite, default ./data). A running server picks
 * the new file up at its next start.
 */
import path from 'node:path';
import { openStore } from '@trove/db';
import { INDEX_FILE_NAME, buildIndex } from '../index.ts';

async function main(): Promise<void> {
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const store = openStore({ dataDir, databaseUrl });
  try {
    await store.migrate();
    const file = path.join(dataDir, INDEX_FILE_NAME);
    console.log(`Rebuilding the search index ${file} from ${store.description}`);
    const report = await buildIndex(store, file, (line) => console.log(line));
    const mb = (report.bytes / 1048576).toFixed(1);
    // PostgreSQL: every transaction before this one is in; SQLite: every change up to this id.
    const upTo =
      store.dialect === 'postgres' ? `transaction ${report.applied.xact}` : `change ${report.applied.id}`;
    console.log(
      `Indexed ${report.documents} records in ${(report.durationMs / 1000).toFixed(1)} s (${mb} MB), up to ${upTo}.`,
    );
  } finally {
    await store.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`Search index rebuild failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
