import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema.ts';
import { ocrNoiseOf } from '../text/ocr-noise.ts';
import { nowIso } from '../time.ts';

export type Outcome = 'created' | 'updated' | 'unchanged';
export type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Runs `work` in a transaction: the caller's when it already holds one (an importer batching many
 * records in one transaction, with a savepoint per record), otherwise a new one.
 */
export function inTransaction<T>(db: Executor, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  return db.transaction().execute(work);
}

/** Tables whose rows are identified by (source, sourceId). */
export type SourcedTable =
  | 'work'
  | 'version'
  | 'person'
  | 'newspaperTitle'
  | 'article'
  | 'periodicalIssue'
  | 'website'
  | 'webCollection';

/** Tables whose changes the search index must follow; a version change re-indexes its work. */
const SEARCHABLE: ReadonlySet<SourcedTable> = new Set(['work', 'version', 'person', 'article', 'website']);

const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt']);

/** True when every given field already holds the same value (numbers and numeric text compare alike). */
function sameFields(existing: Record<string, unknown>, incoming: Record<string, unknown>): boolean {
  return Object.entries(incoming).every(([key, value]) => {
    if (BOOKKEEPING.has(key) || value === undefined) return true;
    const current = existing[key];
    if (current === value) return true;
    if (current === null || value === null) return false;
    return String(current) === String(value);
  });
}

export interface UpsertResult {
  id: number;
  outcome: Outcome;
}

/**
 * Inserts a record, or updates it when its source already gave it, or leaves it alone when nothing
 * differs: importing the same source twice changes nothing the second time.
 */
export async function upsertBySource(
  db: Executor,
  table: SourcedTable,
  given: Record<string, unknown> & { source: string; sourceId: string },
): Promise<UpsertResult> {
  const row = withOcrNoise(table, given);
  // The generic table parameter defeats Kysely's column typing; callers pass typed rows.
  const query = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const existing = await query
    .selectFrom(table)
    .selectAll()
    .where('source', '=', row.source)
    .where('sourceId', '=', row.sourceId)
    .executeTakeFirst();
  const now = nowIso();
  if (!existing) {
    const inserted = await query
      .insertInto(table)
      .values({ ...row, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(inserted.id);
    await logSearchChange(db, table, id);
    return { id, outcome: 'created' };
  }
  const id = Number(existing.id);
  const update = withoutCorrectedText(table, existing, row);
  if (sameFields(existing, update)) return { id, outcome: 'unchanged' };
  await query
    .updateTable(table)
    .set({ ...update, updatedAt: now })
    .where('id', '=', id)
    .execute();
  await logSearchChange(db, table, id);
  return { id, outcome: 'updated' };
}

/**
 * A re-import of an article whose text readers have corrected (ADR 046) keeps their text, its
 * noise and its correction count: the source still holds the OCR, which the article keeps as
 * `original_text`. Any other row as given.
 */
function withoutCorrectedText<T extends Record<string, unknown>>(
  table: SourcedTable,
  existing: Record<string, unknown>,
  row: T,
): Partial<T> {
  if (table !== 'article' || !(Number(existing.textVersion ?? 0) > 0)) return row;
  return Object.fromEntries(
    Object.entries(row).filter(([column]) => !['text', 'ocrNoise', 'correctionCount'].includes(column)),
  ) as Partial<T>;
}

/** The column a table keeps OCR text in, whose noise the store measures on every write (ADR 031). */
const OCR_TEXT: Partial<Record<SourcedTable, 'fullText' | 'text'>> = { version: 'fullText', article: 'text' };

/**
 * A version or article row with the OCR noise of the text it carries; other rows, and rows that
 * do not set the text, as they are.
 */
export function withOcrNoise<T extends Record<string, unknown>>(table: SourcedTable, row: T): T {
  const field = OCR_TEXT[table];
  if (field === undefined || !(field in row)) return row;
  const text = row[field];
  return { ...row, ocrNoise: ocrNoiseOf(typeof text === 'string' ? text : null) };
}

/** Records that a searchable entity changed, in the caller's transaction. */
export async function logSearchChange(db: Executor, entityType: string, entityId: number): Promise<void> {
  if (!SEARCHABLE.has(entityType as SourcedTable)) return;
  await db.insertInto('searchChange').values({ entityType, entityId, changedAt: nowIso() }).execute();
}

const MANY_CHUNK = 400;

/**
 * upsertBySource for many rows of one source at once: one lookup and one insert per chunk, an
 * update only for rows that differ. Returns one result per row, in order. Rows must share a source
 * and have distinct sourceIds. Call inside a transaction for speed.
 */
export async function upsertManyBySource(
  db: Executor,
  table: SourcedTable,
  given: readonly (Record<string, unknown> & { source: string; sourceId: string })[],
): Promise<UpsertResult[]> {
  const rows = given.map((row) => withOcrNoise(table, row));
  const query = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const results: UpsertResult[] = [];
  for (let start = 0; start < rows.length; start += MANY_CHUNK) {
    const chunk = rows.slice(start, start + MANY_CHUNK);
    const sources = [...new Set(chunk.map((r) => r.source))];
    if (sources.length !== 1) throw new Error('upsertManyBySource needs rows of one source');
    const existing = await query
      .selectFrom(table)
      .selectAll()
      .where('source', '=', sources[0]!)
      .where(
        'sourceId',
        'in',
        chunk.map((r) => r.sourceId),
      )
      .execute();
    const bySourceId = new Map(existing.map((row) => [String(row.sourceId), row]));
    const now = nowIso();
    const fresh = chunk.filter((r) => !bySourceId.has(r.sourceId));
    const insertedIds = new Map<string, number>();
    if (fresh.length > 0) {
      const inserted = await query
        .insertInto(table)
        .values(fresh.map((r) => ({ ...r, createdAt: now, updatedAt: now })))
        .returning(['id', 'sourceId'])
        .execute();
      for (const row of inserted) {
        insertedIds.set(String(row.sourceId), Number(row.id));
        await logSearchChange(db, table, Number(row.id));
      }
    }
    for (const row of chunk) {
      const found = bySourceId.get(row.sourceId);
      if (!found) {
        results.push({ id: insertedIds.get(row.sourceId)!, outcome: 'created' });
        continue;
      }
      const id = Number(found.id);
      if (sameFields(found, row)) {
        results.push({ id, outcome: 'unchanged' });
        continue;
      }
      await query
        .updateTable(table)
        .set({ ...row, updatedAt: now })
        .where('id', '=', id)
        .execute();
      await logSearchChange(db, table, id);
      results.push({ id, outcome: 'updated' });
    }
  }
  return results;
}
