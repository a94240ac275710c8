/**
 * npm run search:solr -- create [--shards 2] [--replicas 2] | rebuild | status
 * The portal's collection on a SolrCloud (issue 28, ADR 055), named by SOLR_URLS and SOLR_COLLECTION
 * (an alias), filled from the store named by DATABASE_URL or DATA_DIR (default ./data):
 * - create: a first collection filled from the store, and SOLR_COLLECTION made an alias of it;
 * - rebuild: a new collection filled beside the one in use, the alias moved to it, the old deleted;
 * - status: where the alias points, each shard's copies, records and changes waiting.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openStore } from '@trove/db';
import { CollectionProblem, collectionStatus, createCollection, rebuildCollection } from '@trove/search';
import { readSettings } from '../config.ts';

const USAGE = 'Usage: npm run search:solr -- create [--shards N] [--replicas N] | rebuild | status';

class UsageProblem extends Error {}

function parse(args: string[]) {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { shards: { type: 'string', default: '2' }, replicas: { type: 'string', default: '2' } },
  });
  const [command, ...rest] = positionals;
  if (!command || !['create', 'rebuild', 'status'].includes(command) || rest.length > 0)
    throw new UsageProblem(USAGE);
  const count = (name: string, raw: string) => {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > 64)
      throw new UsageProblem(`--${name} must be a whole number from 1 to 64`);
    return n;
  };
  return {
    command: command as 'create' | 'rebuild' | 'status',
    shape: { shards: count('shards', values.shards), replicas: count('replicas', values.replicas) },
  };
}

async function main(args: string[]): Promise<void> {
  const { command, shape } = parse(args);
  const settings = readSettings({ ...process.env, SEARCH_ENGINE: 'solr' }, path.resolve('.'), () => null);
  if (settings.search.engine !== 'solr') throw new UsageProblem('SOLR_URLS must name the SolrCloud');
  const { urls, collection } = settings.search;
  const store = openStore({ dataDir: settings.dataDir, databaseUrl: settings.databaseUrl });
  const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
  try {
    await store.migrate();
    if (command === 'create') await createCollection(store, urls, collection, shape, log);
    else if (command === 'rebuild') await rebuildCollection(store, urls, collection, log);
    else for (const line of await collectionStatus(store, urls, collection)) console.log(line);
  } finally {
    await store.destroy();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof UsageProblem || error instanceof CollectionProblem;
  console.error(
    known ? error.message : `search:solr failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
});
