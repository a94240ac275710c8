import type { Outcome } from '@trove/db';

/** A record that could not be imported: where it is and why. */
export interface Rejection {
  file: string;
  /** Line, row, record number or byte offset, as the source format counts it. */
  position: string;
  reason: string;
}

/**
 * A record that was imported with something left out or repaired: a value that cannot be true
 * (a year 44647, a future date), a malformed field. The record is stored without it; the value is
 * never shown to a reader, and the report says what was left out and where.
 */
export interface ImportWarning {
  file: string;
  position: string;
  message: string;
}

/** What one source's import did. */
export interface ImportSummary {
  source: string;
  read: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  /** Records read but deliberately not stored again (duplicates within the source). */
  skipped: number;
  rejections: Rejection[];
  warnings: ImportWarning[];
  /** Records stored per portal category (or record kind for non-catalogue rows). */
  categories: Record<string, number>;
  durationMs: number;
}

/** Counts outcomes while a source is imported. */
export class Tally {
  readonly summary: ImportSummary;
  private readonly started = Date.now();

  constructor(source: string) {
    this.summary = {
      source,
      read: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
      rejected: 0,
      skipped: 0,
      rejections: [],
      warnings: [],
      categories: {},
      durationMs: 0,
    };
  }

  saved(outcome: Outcome, category: string): void {
    this.summary.read += 1;
    this.summary[outcome] += 1;
    this.summary.categories[category] = (this.summary.categories[category] ?? 0) + 1;
  }

  skipped(): void {
    this.summary.read += 1;
    this.summary.skipped += 1;
  }

  reject(file: string, position: string | number, reason: string): void {
    this.summary.read += 1;
    this.summary.rejected += 1;
    this.summary.rejections.push({ file, position: String(position), reason });
  }

  warn(file: string, position: string | number, message: string): void {
    this.summary.warnings.push({ file, position: String(position), message });
  }

  finish(): ImportSummary {
    this.summary.durationMs = Date.now() - this.started;
    return this.summary;
  }
}

/** Combines outcomes of the parts of one record: created wins, then updated. */
export function combineOutcomes(...outcomes: Outcome[]): Outcome {
  if (outcomes[0] === 'created') return 'created';
  return outcomes.some((o) => o !== 'unchanged') ? 'updated' : 'unchanged';
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
