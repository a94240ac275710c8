import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtinVocabulary } from '../src/synthetic/builtin-vocabulary.ts';
import { corpusVocabulary } from '../src/synthetic/corpus-vocabulary.ts';
import { generateCorpus } from '../src/synthetic/generate.ts';
import { MANIFEST, SYNTHETIC_FILES, writeSyntheticCorpus } from '../src/synthetic/write-corpus.ts';
import { CORPUS_DIR, corpusExists } from './corpus.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-synthetic-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const contents = (dir: string) =>
  Object.values(SYNTHETIC_FILES).map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));

describe('synthetic corpus', () => {
  it('writes the same corpus for the same seed and another one for another seed', async () => {
    const vocab = builtinVocabulary();
    const [a, b, c] = [tempDir(), tempDir(), tempDir()];
    await writeSyntheticCorpus(a, vocab, { records: 2000, seed: 42 });
    await writeSyntheticCorpus(b, vocab, { records: 2000, seed: 42 });
    await writeSyntheticCorpus(c, vocab, { records: 2000, seed: 43 });
    expect(contents(a)).toEqual(contents(b));
    expect(contents(a)).not.toEqual(contents(c));
  });

  it('marks the corpus synthetic and writes every kind of record', async () => {
    const dir = tempDir();
    const counts = await writeSyntheticCorpus(dir, builtinVocabulary(), { records: 3000, seed: 7 });
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ synthetic: true, seed: 7, records: 3000, vocabulary: 'built-in' });
    expect(Object.keys(counts).sort()).toEqual(['article', 'library', 'person', 'title', 'work']);
    expect((counts.work ?? 0) + (counts.article ?? 0) + (counts.person ?? 0)).toBe(3000);
    const works = fs
      .readFileSync(path.join(dir, SYNTHETIC_FILES.work), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { category: string });
    expect(new Set(works.map((w) => w.category))).toEqual(
      new Set(['books', 'magazines', 'images', 'research', 'diaries', 'music']),
    );
  });

  it('generates records as a stream, holding none of them', () => {
    const before = process.memoryUsage().heapUsed;
    let count = 0;
    for (const record of generateCorpus(builtinVocabulary(), { records: 200_000, seed: 1 }))
      if (record.kind === 'work' || record.kind === 'article' || record.kind === 'person') count++;
    expect(count).toBe(200_000);
    // 200,000 records held in memory would take several hundred MB.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(64 * 1024 * 1024);
  }, 60_000);

  it.skipIf(!corpusExists)('draws its vocabulary from the real corpus when there is one', () => {
    const vocab = corpusVocabulary(CORPUS_DIR);
    expect(vocab.origin).toBe('corpus');
    expect(vocab.surnames).toContain('Barton');
    expect(vocab.places.some((p) => p.name === 'Cobram' && p.state === 'VIC')).toBe(true);
    expect(vocab.titleWords.length).toBeGreaterThan(1000);
    expect(vocab.years.every((y) => y >= 1788 && y <= 2025)).toBe(true);
  });
});
