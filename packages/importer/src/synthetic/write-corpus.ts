import fs from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { type CorpusShape, type SyntheticRecord, generateCorpus } from './generate.ts';
import type { Vocabulary } from './vocabulary.ts';

export const SYNTHETIC_FILES: Record<SyntheticRecord['kind'], string> = {
  library: 'libraries.ndjson',
  title: 'newspaper-titles.ndjson',
  work: 'works.ndjson',
  article: 'articles.ndjson',
  person: 'people.ndjson',
};

export const MANIFEST = 'manifest.json';

/** Writes the corpus as NDJSON, one file per kind, streaming with back-pressure. */
export async function writeSyntheticCorpus(
  outDir: string,
  vocab: Vocabulary,
  shape: CorpusShape,
  onProgress?: (written: number) => void,
): Promise<Record<string, number>> {
  fs.mkdirSync(outDir, { recursive: true });
  const streams = Object.fromEntries(
    Object.entries(SYNTHETIC_FILES).map(([kind, file]) => [
      kind,
      fs.createWriteStream(path.join(outDir, file)),
    ]),
  ) as Record<SyntheticRecord['kind'], fs.WriteStream>;
  const counts: Record<string, number> = {};
  let written = 0;
  for (const record of generateCorpus(vocab, shape)) {
    const stream = streams[record.kind];
    counts[record.kind] = (counts[record.kind] ?? 0) + 1;
    if (!stream.write(`${JSON.stringify(record.value)}\n`)) await once(stream, 'drain');
    if (++written % 10000 === 0) onProgress?.(written);
  }
  await Promise.all(
    Object.values(streams).map(
      (s) => new Promise<void>((resolve, reject) => s.end((e?: Error | null) => (e ? reject(e) : resolve()))),
    ),
  );
  const manifest = {
    synthetic: true,
    seed: shape.seed,
    records: shape.records,
    vocabulary: vocab.origin,
    counts,
  };
  fs.writeFileSync(path.join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return counts;
}
