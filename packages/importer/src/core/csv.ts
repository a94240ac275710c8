import fs from 'node:fs';
import { parse } from 'csv-parse/sync';

export type CsvRow = Record<string, string>;

/** Reads a whole CSV file (every source CSV is a few MB at most) into rows keyed by header. */
export function readCsv(file: string): CsvRow[] {
  return parse(fs.readFileSync(file), {
    columns: true,
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
  }) as CsvRow[];
}

/** A CSV cell as a value: empty, 'NA' and 'None' mean missing. */
export function cell(row: CsvRow, column: string): string | null {
  const value = row[column]?.trim();
  if (!value || value === 'NA' || value === 'None' || value === 'nan') return null;
  return value;
}

export function intCell(row: CsvRow, column: string): number | null {
  const value = cell(row, column);
  if (value === null) return null;
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : null;
}

/** Splits a ' | ' separated multi-value cell. */
export function listCell(row: CsvRow, column: string): string[] {
  const value = cell(row, column);
  return value
    ? value
        .split(' | ')
        .map((v) => v.trim())
        .filter(Boolean)
    : [];
}
