import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configsetFiles, MAPPING_FILE, SEPARATORS_FILE } from '../../src/solr/configset.ts';
import { readFts5 } from '../../src/solr/fts5-reading.ts';

describe("the Solr configset's reading of words (ADR 055)", () => {
  const reading = readFts5();

  it('is the one FTS5 makes now: run npm run solr:configset when this fails', () => {
    const { mapping, separators } = configsetFiles(reading);
    expect(fs.readFileSync(MAPPING_FILE, 'utf8')).toBe(mapping);
    expect(fs.readFileSync(SEPARATORS_FILE, 'utf8')).toBe(separators);
  });

  it('keeps what FTS5 keeps and folds what it folds', () => {
    const changed = new Map(reading.changed);
    expect(changed.get('É')).toBe('e');
    expect(changed.get('ñ')).toBe('n');
    expect(changed.get('\u0301')).toBe('');
    expect(changed.get('Ł')).toBe('ł');
    for (const kept of ['æ', 'ø', 'ß', 'ł', 'a', '7']) expect(changed.has(kept)).toBe(false);
    const separates = (c: string) =>
      reading.separators.some(
        ([from, to]) => (c.codePointAt(0) ?? 0) >= from && (c.codePointAt(0) ?? 0) <= to,
      );
    for (const c of [' ', '-', "'", '.', ',', '—']) expect(separates(c)).toBe(true);
    for (const c of ['a', 'é', '5', '\u0301', '中']) expect(separates(c)).toBe(false);
  });
});
