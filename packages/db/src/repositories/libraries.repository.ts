import type { Kysely } from 'kysely';
import type { Database, LibraryRow, NewLibrary } from '../schema.ts';
import { nowIso } from '../time.ts';
import type { Executor, UpsertResult } from './upsert.ts';

export type LibraryInput = Omit<NewLibrary, 'id' | 'createdAt' | 'updatedAt'>;

const COMPARED = [
  'name',
  'shortName',
  'parentNuc',
  'parentName',
  'state',
  'openToPublic',
  'accessPolicy',
  'homepage',
  'totalHoldings',
  'synthetic',
] as const;

/** Libraries are identified by their NUC symbol, the key every holding refers to. */
export async function saveLibrary(db: Executor, library: LibraryInput): Promise<UpsertResult> {
  const existing = await db
    .selectFrom('library')
    .selectAll()
    .where('nuc', '=', library.nuc)
    .executeTakeFirst();
  const now = nowIso();
  if (!existing) {
    const row = await db
      .insertInto('library')
      .values({ ...library, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, outcome: 'created' };
  }
  const changed = COMPARED.some(
    (key) => (library[key] ?? null) !== (existing[key] ?? null) && library[key] !== undefined,
  );
  if (!changed) return { id: existing.id, outcome: 'unchanged' };
  await db
    .updateTable('library')
    .set({ ...library, updatedAt: now })
    .where('id', '=', existing.id)
    .execute();
  return { id: existing.id, outcome: 'updated' };
}

export function listLibraries(db: Kysely<Database>): Promise<LibraryRow[]> {
  return db.selectFrom('library').selectAll().orderBy('name').execute();
}

export function findLibraries(db: Kysely<Database>, nucs: readonly string[]): Promise<LibraryRow[]> {
  if (nucs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('library')
    .selectAll()
    .where('nuc', 'in', [...nucs])
    .execute();
}
