import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readCsv } from '../src/core/csv.ts';
import { CORPUS_DIR } from './corpus.ts';

/**
 * A temporary corpus directory holding the first rows of real corpus files under the same
 * relative paths, so the importers run on real records without the time of the whole files.
 */
export class CorpusSlice {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-corpus-'));

  private target(relative: string): string {
    const file = path.join(this.dir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    return file;
  }

  /** The first `rows` data rows of a CSV (parsed and written back, so quoted line breaks survive). */
  csv(relative: string, rows = Infinity): this {
    const records = readCsv(path.join(CORPUS_DIR, relative)).slice(0, rows);
    const columns = Object.keys(records[0] ?? {});
    const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
    const lines = [
      columns.map(quote).join(','),
      ...records.map((r) => columns.map((c) => quote(r[c] ?? '')).join(',')),
    ];
    fs.writeFileSync(this.target(relative), `${lines.join('\n')}\n`);
    return this;
  }

  /** The first `lines` lines of a text or NDJSON file. */
  lines(relative: string, lines = Infinity): this {
    const text = fs.readFileSync(path.join(CORPUS_DIR, relative), 'utf8').split('\n').slice(0, lines);
    fs.writeFileSync(this.target(relative), `${text.join('\n')}\n`);
    return this;
  }

  /** A whole file or folder. */
  copy(relative: string): this {
    fs.cpSync(path.join(CORPUS_DIR, relative), this.target(relative), { recursive: true });
    return this;
  }

  /** A JSON file transformed, e.g. a list cut short. */
  json(relative: string, transform: (value: unknown) => unknown): this {
    const value = JSON.parse(fs.readFileSync(path.join(CORPUS_DIR, relative), 'utf8')) as unknown;
    fs.writeFileSync(this.target(relative), JSON.stringify(transform(value)));
    return this;
  }

  remove(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
