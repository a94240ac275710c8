import fs from 'node:fs';
import path from 'node:path';
import { type CachePaths, postgresDatabaseName } from './paths.ts';
import { benchMark, connect, databaseUrl, ensureDatabase, setBenchMark } from './postgres.ts';
import { runTool } from './run-tool.ts';

/**
 * The synthetic corpus and the two stores loaded from it, built once per (records, seed) and
 * reused by later runs. A marker is written only after a step finished, so a run cut short
 * redoes that step (the importer is idempotent).
 */

const GENERATOR = 'packages/importer/src/cli/synthetic.ts';
const IMPORTER = 'packages/importer/src/cli/import.ts';
const IMPORTED = '.bench-imported';

type Log = (line: string) => void;

function elapsed(started: number): string {
  return `${((performance.now() - started) / 1000).toFixed(1)} s`;
}

/** Writes the NDJSON corpus unless a complete one (its manifest) is already there. */
export async function ensureCorpus(paths: CachePaths, records: number, seed: number, log: Log) {
  fs.mkdirSync(paths.logs, { recursive: true });
  const manifest = path.join(paths.corpus, 'manifest.json');
  if (fs.existsSync(manifest)) {
    log(`corpus: reusing ${path.relative(process.cwd(), paths.corpus)}`);
    return;
  }
  const started = performance.now();
  log(`corpus: writing ${records} synthetic records (seed ${seed})…`);
  // Without CORPUS_DIR the generator draws its vocabulary from ../shared/data when present.
  await runTool(GENERATOR, ['--records', String(records), '--seed', String(seed), '--out', paths.corpus], {
    env: { CORPUS_DIR: undefined },
    logFile: path.join(paths.logs, 'corpus.log'),
  });
  log(`corpus: written in ${elapsed(started)}`);
}

/** Imports the corpus into the embedded SQLite store of `paths.sqliteData`. */
export async function ensureSqliteStore(paths: CachePaths, log: Log) {
  const marker = path.join(paths.sqliteData, IMPORTED);
  if (fs.existsSync(marker)) {
    log('sqlite store: reusing the imported store');
    return;
  }
  fs.mkdirSync(paths.sqliteData, { recursive: true });
  const started = performance.now();
  log('sqlite store: importing the corpus…');
  await runTool(IMPORTER, ['synthetic', paths.corpus], {
    env: { DATA_DIR: paths.sqliteData, DATABASE_URL: undefined },
    logFile: path.join(paths.logs, 'import-sqlite.log'),
  });
  fs.writeFileSync(marker, `${new Date().toISOString()}\n`);
  log(`sqlite store: imported in ${elapsed(started)}`);
}

/** Creates the dedicated database when missing and imports the corpus into it; returns its URL. */
export async function ensurePostgresStore(
  paths: CachePaths,
  records: number,
  seed: number,
  log: Log,
): Promise<{ database: string; url: string }> {
  const database = postgresDatabaseName(records, seed);
  const url = databaseUrl(database);
  if (await ensureDatabase(database)) log(`postgres store: created database ${database}`);
  const client = await connect(database);
  try {
    if ((await benchMark(client, 'imported')) !== null) {
      log(`postgres store: reusing database ${database}`);
      return { database, url };
    }
    const started = performance.now();
    log(`postgres store: importing the corpus into ${database}…`);
    await runTool(IMPORTER, ['synthetic', paths.corpus], {
      env: { DATABASE_URL: url },
      logFile: path.join(paths.logs, 'import-postgres.log'),
    });
    await setBenchMark(client, 'imported', new Date().toISOString());
    log(`postgres store: imported in ${elapsed(started)}`);
    return { database, url };
  } finally {
    await client.end();
  }
}
