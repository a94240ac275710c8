import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { nowIso } from '../time.ts';

/**
 * Which libraries (NUC symbols) an account reports on (migration 026, ADR 044); bound into the
 * `libraries` group. Only links to libraries the catalogue holds are answered, so a library
 * removed from the catalogue drops out of every answer without its links being touched.
 */

export interface LinkedLibrary {
  nuc: string;
  name: string;
}

export interface LibraryLink extends LinkedLibrary {
  username: string;
}

/** Links an account to a library; false when the link was there already. */
export async function linkAccountToLibrary(
  db: Kysely<Database>,
  userId: number,
  nuc: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('libraryAccount')
    .values({ userId, nuc, createdAt: nowIso() })
    .onConflict((oc) => oc.columns(['userId', 'nuc']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Removes a link; false when there was none. */
export async function unlinkAccountFromLibrary(
  db: Kysely<Database>,
  userId: number,
  nuc: string,
): Promise<boolean> {
  const deleted = await db
    .deleteFrom('libraryAccount')
    .where('userId', '=', userId)
    .where('nuc', '=', nuc)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/** The libraries an account is linked to, by name (then NUC). */
export function librariesOfAccount(db: Kysely<Database>, userId: number): Promise<LinkedLibrary[]> {
  return db
    .selectFrom('libraryAccount')
    .innerJoin('library', 'library.nuc', 'libraryAccount.nuc')
    .select(['library.nuc', 'library.name'])
    .where('libraryAccount.userId', '=', userId)
    .orderBy('library.name')
    .orderBy('library.nuc')
    .execute();
}

/** Every link, by user name then library name: the accounts command's listing. */
export function listLibraryLinks(db: Kysely<Database>): Promise<LibraryLink[]> {
  return db
    .selectFrom('libraryAccount')
    .innerJoin('userAccount', 'userAccount.id', 'libraryAccount.userId')
    .leftJoin('library', 'library.nuc', 'libraryAccount.nuc')
    .select(['userAccount.username', 'libraryAccount.nuc', 'library.name'])
    .orderBy('userAccount.username')
    .orderBy('libraryAccount.nuc')
    .execute()
    .then((rows) =>
      rows.map((r) => ({ username: r.username, nuc: r.nuc, name: r.name ?? '(not in the catalogue)' })),
    );
}

/** A library by its NUC, exactly as written; null when the catalogue has none. */
export async function libraryByNuc(db: Kysely<Database>, nuc: string): Promise<LinkedLibrary | null> {
  const row = await db
    .selectFrom('library')
    .select(['nuc', 'name'])
    .where('nuc', '=', nuc)
    .executeTakeFirst();
  return row ?? null;
}
