import { openStore } from '@trove/db';
import { errorMessage } from '../core/summary.ts';
import { linkWorksToPeople } from '../links/link-people.ts';

/**
 * npm run links [-- --report-only]: links the store's works to the people they name (ADR 033) and
 * prints how many person–work links there are, by relation and reason. With --report-only it only
 * counts what is stored.
 */

const log = (line: string) => console.log(line);

async function main(args: string[]): Promise<number> {
  const reportOnly = args.includes('--report-only');
  if (args.some((a) => a !== '--report-only')) {
    console.error('Usage: npm run links [-- --report-only]');
    return 2;
  }
  const store = openStore({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? 'data' });
  try {
    await store.migrate();
    if (!reportOnly) await linkWorksToPeople(store, log);
    const rows = await store.people.countWorkPeopleByReason();
    const total = rows.reduce((sum, r) => sum + r.count, 0);
    log(`\n${total} person–work links in ${store.description}:`);
    for (const r of rows)
      log(`${String(r.count).padStart(8)}  ${r.relation.padEnd(12)} ${r.reason || '(no reason recorded)'}`);
    return 0;
  } catch (error) {
    console.error(`Linking failed: ${errorMessage(error)}`);
    return 1;
  } finally {
    await store.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
