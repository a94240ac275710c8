import type { Outcome, Repositories } from '@trove/db';
import type { Entry, ImportContext } from './context.ts';
import { type Tally, errorMessage } from './summary.ts';

export interface Saved {
  outcome: Outcome;
  category: string;
  /** Rows saved along with the record (e.g. a periodical's issues), counted too. */
  extra?: { outcome: Outcome; category: string }[];
  /** Values left out of the record because they cannot be true (an impossible year). */
  warnings?: string[];
}

/** Records saved per transaction: one commit per record made PostgreSQL imports ten times slower. */
const BATCH = 500;

type Result =
  | { kind: 'saved'; saved: Saved; file: string; position: string | number; read: string[] }
  | { kind: 'skipped' }
  | { kind: 'rejected'; file: string; position: string | number; reason: string };

/**
 * Saves every entry, counting outcomes; an entry that cannot be read or saved is rejected with
 * its file, position and reason, and the import goes on. Entries are saved in batches, one
 * transaction per batch; when a record fails, the batch is rolled back and saved again with a
 * savepoint per record, so only the failing record is left out.
 */
export async function saveEach<T>(
  ctx: ImportContext,
  tally: Tally,
  label: string,
  entries: Iterable<Entry<T>> | AsyncIterable<Entry<T>>,
  total: number,
  save: (value: T, repositories: Repositories) => Promise<Saved | 'skipped'>,
  /** Identity of a record: a record whose identity was already seen in this run is skipped. */
  identity?: (value: T) => string,
  /** Saves a whole batch at once (one result per value, in order); `save` remains the careful path. */
  saveMany?: (values: T[], repositories: Repositories) => Promise<Saved[]>,
  /** Identities seen before this call (by other sources of the same records), skipped too. */
  seen: Set<string> = new Set<string>(),
): Promise<void> {
  let batch: Entry<T>[] = [];
  const flush = async () => {
    const results = await saveBatch(ctx, batch, save, saveMany);
    for (const result of results) apply(tally, result);
    ctx.progress.tick(batch.length);
    batch = [];
  };
  ctx.progress.start(label, total);
  try {
    for await (const entry of entries) {
      if (entry.error === undefined && identity) {
        // A source that repeats a record (same id, other values) would otherwise flip it on every run.
        const key = identity(entry.value);
        if (seen.has(key)) {
          tally.skipped();
          ctx.progress.tick();
          continue;
        }
        seen.add(key);
      }
      batch.push(entry);
      if (batch.length >= BATCH) await flush();
    }
    if (batch.length) await flush();
  } finally {
    ctx.progress.stop();
  }
}

function apply(tally: Tally, result: Result): void {
  if (result.kind === 'rejected') tally.reject(result.file, result.position, result.reason);
  else if (result.kind === 'skipped') tally.skipped();
  else {
    tally.saved(result.saved.outcome, result.saved.category);
    for (const extra of result.saved.extra ?? []) tally.saved(extra.outcome, extra.category);
    for (const message of [...result.read, ...(result.saved.warnings ?? [])])
      tally.warn(result.file, result.position, message);
  }
}

function savedResult<T>(entry: Entry<T> & { error?: undefined }, saved: Saved): Result {
  return { kind: 'saved', saved, file: entry.file, position: entry.position, read: entry.warnings ?? [] };
}

async function saveBatch<T>(
  ctx: ImportContext,
  batch: Entry<T>[],
  save: (value: T, repositories: Repositories) => Promise<Saved | 'skipped'>,
  saveMany?: (values: T[], repositories: Repositories) => Promise<Saved[]>,
): Promise<Result[]> {
  try {
    return await ctx.store.transaction(async (repositories) => {
      const results: Result[] = [];
      if (saveMany) {
        const valid = batch.flatMap((entry) => (entry.error === undefined ? [entry.value] : []));
        const saved = await saveMany(valid, repositories);
        let next = 0;
        for (const entry of batch)
          results.push(entry.error !== undefined ? rejected(entry) : savedResult(entry, saved[next++]!));
      } else
        for (const entry of batch) {
          if (entry.error !== undefined) results.push(rejected(entry));
          else {
            const saved = await save(entry.value, repositories);
            results.push(saved === 'skipped' ? { kind: 'skipped' } : savedResult(entry, saved));
          }
        }
      return results;
    });
  } catch {
    // The batch was rolled back: saved again, carefully.
    return saveBatchCarefully(ctx, batch, save);
  }
}

/** The slow path: a savepoint per record, so a failing record is rolled back alone. */
function saveBatchCarefully<T>(
  ctx: ImportContext,
  batch: Entry<T>[],
  save: (value: T, repositories: Repositories) => Promise<Saved | 'skipped'>,
): Promise<Result[]> {
  return ctx.store.transaction(async (repositories) => {
    const results: Result[] = [];
    for (const entry of batch) {
      if (entry.error !== undefined) {
        results.push(rejected(entry));
        continue;
      }
      try {
        const saved = await repositories.savepoint((inner) => save(entry.value, inner));
        results.push(saved === 'skipped' ? { kind: 'skipped' } : savedResult(entry, saved));
      } catch (error) {
        results.push({
          kind: 'rejected',
          file: entry.file,
          position: entry.position,
          reason: errorMessage(error),
        });
      }
    }
    return results;
  });
}

function rejected<T>(entry: Entry<T>): Result {
  return { kind: 'rejected', file: entry.file, position: entry.position, reason: entry.error ?? '' };
}

/** Wraps plain values read from one file as entries numbered from `first`. */
export function* entriesOf<T>(file: string, values: Iterable<T>, first = 1): Generator<Entry<T>> {
  let position = first;
  for (const value of values) yield { file, position: position++, value };
}

/** CSV rows as entries positioned 'row N' (data rows from 1; quoted cells may span lines). */
export function* rowEntries<T>(file: string, rows: Iterable<T>): Generator<Entry<T>> {
  let row = 1;
  for (const value of rows) yield { file, position: `row ${row++}`, value };
}
