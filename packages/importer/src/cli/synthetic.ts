import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { errorMessage } from '../core/summary.ts';
import { defaultCorpusDir } from '../demo.ts';
import { builtinVocabulary } from '../synthetic/builtin-vocabulary.ts';
import { corpusVocabulary } from '../synthetic/corpus-vocabulary.ts';
import { writeSyntheticCorpus } from '../synthetic/write-corpus.ts';

/** npm run corpus:synthetic -- --records N [--seed N] [--out DIR] */

const USAGE =
  'Usage: npm run corpus:synthetic -- --records N [--seed N] [--out DIR]   (default out: data/synthetic)';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: { records: { type: 'string' }, seed: { type: 'string' }, out: { type: 'string' } },
    }));
  } catch (error) {
    console.error(`${errorMessage(error)}\n${USAGE}`);
    return 2;
  }
  const records = Number(values.records);
  const seed = values.seed === undefined ? 1 : Number(values.seed);
  if (!Number.isInteger(records) || records < 1 || !Number.isInteger(seed) || seed < 0) {
    console.error(USAGE);
    return 2;
  }
  const out = path.resolve(values.out ?? 'data/synthetic');
  const corpusDir = defaultCorpusDir(repoRoot);
  const vocab = corpusDir ? corpusVocabulary(corpusDir) : builtinVocabulary();
  console.log(
    `Writing ${records} synthetic records (seed ${seed}, ${vocab.origin} vocabulary${corpusDir ? ` from ${corpusDir}` : ''}) to ${out}`,
  );
  const started = Date.now();
  const counts = await writeSyntheticCorpus(out, vocab, { records, seed }, (n) => {
    if (n % 100000 === 0) console.log(`  ${n} written`);
  });
  console.log(
    `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(counts)}. Load it with: npm run import -- synthetic ${path.relative(process.cwd(), out) || '.'}`,
  );
  return 0;
}

process.exitCode = await main();
