import fs from 'node:fs';
import path from 'node:path';
import type { Store } from '@trove/db';
import type { ImportContext } from './core/context.ts';
import { type LogLine, createProgress } from './core/progress.ts';
import { type ImportSummary, Tally } from './core/summary.ts';
import { DEMO_SOURCES } from './registry.ts';
import { runImport } from './run-import.ts';
import { builtinVocabulary } from './synthetic/builtin-vocabulary.ts';
import { generateCorpus } from './synthetic/generate.ts';
import { importSynthetic } from './synthetic/synthetic-import.ts';
import { linkWorksToPeople } from './links/link-people.ts';

/** Records in the synthetic demo corpus used when no corpus directory exists. */
export const SYNTHETIC_DEMO_RECORDS = 3000;
export const SYNTHETIC_DEMO_SEED = 1901;

/** CORPUS_DIR when set, else <repoRoot>/../shared/data when it exists, else null. */
export function defaultCorpusDir(repoRoot: string): string | null {
  if (process.env.CORPUS_DIR) return path.resolve(process.env.CORPUS_DIR);
  const shared = path.resolve(repoRoot, '../shared/data');
  return fs.existsSync(shared) ? shared : null;
}

export interface DemoOptions {
  corpusDir: string | null;
  log: LogLine;
  syntheticRecords?: number;
  seed?: number;
}

export interface DemoResult {
  synthetic: boolean;
  corpusDir: string | null;
  sources: ImportSummary[];
  durationMs: number;
}

/**
 * Loads the demo corpus: every demo source from the corpus directory (press releases excluded,
 * their copyright was not evaluated), or a seeded synthetic corpus when there is no directory.
 */
export async function loadDemoCorpus(store: Store, options: DemoOptions): Promise<DemoResult> {
  const started = Date.now();
  const { log } = options;
  const ctx: ImportContext = { store, log, progress: createProgress(log) };
  const corpusDir = options.corpusDir && fs.existsSync(options.corpusDir) ? options.corpusDir : null;
  if (!corpusDir) {
    log(
      `No corpus directory${options.corpusDir ? ` at ${options.corpusDir}` : ''} (set CORPUS_DIR to a copy of the shared data): loading a SYNTHETIC demo corpus instead; every record in it is marked synthetic.`,
    );
    const tally = new Tally('synthetic-demo');
    const shape = {
      records: options.syntheticRecords ?? SYNTHETIC_DEMO_RECORDS,
      seed: options.seed ?? SYNTHETIC_DEMO_SEED,
    };
    ctx.progress.start('synthetic demo', shape.records);
    try {
      await importSynthetic(ctx, tally, generateCorpus(builtinVocabulary(), shape));
    } finally {
      ctx.progress.stop();
    }
    await linkWorksToPeople(store, log);
    return { synthetic: true, corpusDir: null, sources: [tally.finish()], durationMs: Date.now() - started };
  }
  log(`Loading the demo corpus from ${corpusDir}.`);
  log(
    'Press releases are not loaded: their copyright was not evaluated (ADR 004); import them with `npm run import -- press-releases` for tests and benchmarks only.',
  );
  const sources: ImportSummary[] = [];
  for (const importer of DEMO_SOURCES) {
    const summary = await runImport(ctx, importer, corpusDir);
    log(
      `${importer.name}: ${summary.read} read, ${summary.created} created, ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.skipped} skipped, ${summary.rejected} rejected, ${summary.warnings.length} warnings (${(summary.durationMs / 1000).toFixed(1)} s)`,
    );
    sources.push(summary);
  }
  // Works name people and organisations loaded by other sources: link them once all are in.
  await linkWorksToPeople(store, log);
  return { synthetic: false, corpusDir, sources, durationMs: Date.now() - started };
}
