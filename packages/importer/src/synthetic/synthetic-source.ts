import fs from 'node:fs';
import path from 'node:path';
import type { ImportContext, SourceImporter } from '../core/context.ts';
import { readLines, requirePath } from '../core/files.ts';
import type { Tally } from '../core/summary.ts';
import type { SyntheticRecord } from './generate.ts';
import { importSynthetic } from './synthetic-import.ts';
import { MANIFEST, SYNTHETIC_FILES } from './write-corpus.ts';

/** The NDJSON files of a synthetic corpus, read in dependency order; a bad line is rejected. */
async function* readCorpus(dir: string, tally: Tally): AsyncGenerator<SyntheticRecord> {
  for (const [kind, file] of Object.entries(SYNTHETIC_FILES) as [SyntheticRecord['kind'], string][]) {
    const full = path.join(dir, file);
    if (!fs.existsSync(full)) continue;
    for await (const { line, number } of readLines(full)) {
      if (!line.trim()) continue;
      try {
        yield { kind, value: JSON.parse(line) } as SyntheticRecord;
      } catch {
        tally.reject(full, number, 'not valid JSON');
      }
    }
  }
}

export const synthetic: SourceImporter = {
  name: 'synthetic',
  description: 'a synthetic corpus written by `npm run corpus:synthetic` (every record marked synthetic)',
  defaultPath: 'data/synthetic',
  outsideCorpus: true,
  async run(ctx: ImportContext, location: string, tally: Tally) {
    const manifestFile = requirePath(path.join(location, MANIFEST));
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
      records: number;
      synthetic?: boolean;
    };
    if (manifest.synthetic !== true) throw new Error(`${manifestFile} does not describe a synthetic corpus`);
    ctx.progress.start('synthetic', manifest.records);
    try {
      await importSynthetic(ctx, tally, readCorpus(location, tally));
    } finally {
      ctx.progress.stop();
    }
  },
};
