import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openStore } from '@trove/db';
import type { ImportContext } from '../core/context.ts';
import { createProgress } from '../core/progress.ts';
import { errorMessage, type ImportSummary } from '../core/summary.ts';
import { defaultCorpusDir } from '../demo.ts';
import { linkWorksToPeople } from '../links/link-people.ts';
import { DEMO_SOURCES, IMPORTERS, findImporter } from '../registry.ts';
import { formatSummaries, runImport } from '../run-import.ts';

/** npm run import -- <source> [path] */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const log = (line: string) => console.log(line);

function usage(): string {
  const names = IMPORTERS.map((i) => `  ${i.name.padEnd(16)}${i.description}`);
  return [
    'Usage: npm run import -- <source> [path]',
    '',
    'Sources:',
    ...names,
    `  ${'demo'.padEnd(16)}every demo source in dependency order (${DEMO_SOURCES.map((i) => i.name).join(', ')})`,
    '',
    "path overrides the source's place inside the corpus directory (CORPUS_DIR, default ../shared/data).",
    'The store is DATABASE_URL (PostgreSQL) or the SQLite file in DATA_DIR (default ./data).',
  ].join('\n');
}

async function main(args: string[]): Promise<number> {
  const [name, location, ...extra] = args;
  if (!name || name === '--help' || name === '-h' || extra.length > 0) {
    console.error(usage());
    return name === '--help' || name === '-h' ? 0 : 2;
  }
  const importers = name === 'demo' ? DEMO_SOURCES : [findImporter(name)].filter((i) => i !== undefined);
  if (importers.length === 0) {
    console.error(`Unknown source '${name}'.\n\n${usage()}`);
    return 2;
  }
  if (name === 'demo' && location) {
    console.error('demo takes a corpus directory through CORPUS_DIR, not a path.');
    return 2;
  }
  const corpusDir = defaultCorpusDir(repoRoot);
  const needsCorpus = !location && importers.some((i) => !i.outsideCorpus);
  if (needsCorpus && !corpusDir) {
    console.error('No corpus directory: set CORPUS_DIR or give a path.');
    return 2;
  }
  const store = openStore({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? 'data' });
  const started = Date.now();
  try {
    await store.migrate();
    log(`Importing ${name} into ${store.description}${corpusDir && needsCorpus ? ` from ${corpusDir}` : ''}`);
    const ctx: ImportContext = { store, log, progress: createProgress(log) };
    const summaries: ImportSummary[] = [];
    for (const importer of importers) {
      summaries.push(await runImport(ctx, importer, corpusDir, location));
    }
    // New works may name people already loaded, and new people may be named by works (ADR 013).
    await linkWorksToPeople(store, log);
    log('');
    for (const line of formatSummaries(summaries, corpusDir ?? undefined)) log(line);
    log(`\nDone in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  } catch (error) {
    console.error(`Import failed: ${errorMessage(error)}`);
    return 1;
  } finally {
    await store.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
