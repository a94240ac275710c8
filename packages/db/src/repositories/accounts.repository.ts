import type { Executor } from './upsert.ts';
import { exactSpellingFirst, usernameMatches } from './username-match.ts';

/** Local and external accounts: look-ups, sign-up, sign-in bookkeeping and roles (ADR 014). */

export interface AccountRow {
  id: number;
  username: string;
  displayName: string;
  email: string | null;
  passwordHash: string | null;
  roles: string[];
  createdAt: string;
  lastLoginAt: string | null;
  failedLogins: number;
  lockedUntil: string | null;
  /** The profile is publicly visible (ADR 038, ADR 039). */
  profilePublic: boolean;
}

const COLUMNS = [
  'id',
  'username',
  'displayName',
  'email',
  'passwordHash',
  'roles',
  'createdAt',
  'lastLoginAt',
  'failedLogins',
  'lockedUntil',
  'profilePublic',
] as const;

type Raw = Omit<AccountRow, 'roles' | 'profilePublic'> & { roles: string; profilePublic: number };

function toAccount(row: Raw | undefined): AccountRow | null {
  if (!row) return null;
  return { ...row, roles: row.roles.split(' ').filter(Boolean), profilePublic: row.profilePublic === 1 };
}

export async function findAccountById(db: Executor, id: number): Promise<AccountRow | null> {
  return toAccount(
    await db.selectFrom('userAccount').select(COLUMNS).where('id', '=', id).executeTakeFirst(),
  );
}

/** By user name, whatever its case (username-match.ts). */
export async function findAccountByUsername(db: Executor, username: string): Promise<AccountRow | null> {
  return toAccount(
    await db
      .selectFrom('userAccount')
      .select(COLUMNS)
      .where((eb) => usernameMatches(eb, username))
      .orderBy(exactSpellingFirst(username))
      .orderBy('id')
      .executeTakeFirst(),
  );
}

export async function findAccountByEmail(db: Executor, email: string): Promise<AccountRow | null> {
  return toAccount(
    await db
      .selectFrom('userAccount')
      .select(COLUMNS)
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst(),
  );
}

/** By username, or by e-mail when the name holds an @. */
export async function findAccountByLogin(db: Executor, login: string): Promise<AccountRow | null> {
  const trimmed = login.trim();
  return trimmed.includes('@') ? findAccountByEmail(db, trimmed) : findAccountByUsername(db, trimmed);
}

export interface NewLocalAccount {
  username: string;
  displayName: string;
  email: string;
  passwordHash: string;
  createdAt: string;
}

/** Creates a local account; null when the username or e-mail is already taken. */
export async function createLocalAccount(db: Executor, account: NewLocalAccount): Promise<number | null> {
  const email = account.email.trim().toLowerCase();
  const row = await db
    .insertInto('userAccount')
    .values({ ...account, email, demo: 0, roles: '' })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function recordLoginSuccess(db: Executor, id: number, now: string): Promise<void> {
  await db
    .updateTable('userAccount')
    .set({ lastLoginAt: now, failedLogins: 0, lockedUntil: null })
    .where('id', '=', id)
    .execute();
}

/** Counts a failed password; locks the account until `lockUntil` once `limit` failures are reached. */
export async function recordLoginFailure(
  db: Executor,
  id: number,
  limit: number,
  lockUntil: string,
): Promise<void> {
  const row = await db
    .updateTable('userAccount')
    .set((eb) => ({ failedLogins: eb('failedLogins', '+', 1) }))
    .where('id', '=', id)
    .returning('failedLogins')
    .executeTakeFirst();
  if (row && row.failedLogins >= limit)
    await db
      .updateTable('userAccount')
      .set({ lockedUntil: lockUntil, failedLogins: 0 })
      .where('id', '=', id)
      .execute();
}

export async function setPasswordHash(db: Executor, id: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('userAccount')
    .set({ passwordHash, failedLogins: 0, lockedUntil: null })
    .where('id', '=', id)
    .execute();
}

export async function setAccountRoles(db: Executor, id: number, roles: readonly string[]): Promise<void> {
  await db
    .updateTable('userAccount')
    .set({ roles: [...new Set(roles)].sort().join(' ') })
    .where('id', '=', id)
    .execute();
}

/** Accounts holding at least one role, by username. */
export async function listAccountsWithRoles(db: Executor): Promise<AccountRow[]> {
  const rows = await db
    .selectFrom('userAccount')
    .select(COLUMNS)
    .where('roles', '!=', '')
    .orderBy('username')
    .execute();
  return rows.map((r) => toAccount(r)).filter((r): r is AccountRow => r !== null);
}

/**
 * Gives an account a new user name; false when another account holds it, whatever its case
 * (ADR 039: the rule itself is checked by the caller, from contracts).
 */
export async function renameAccount(db: Executor, id: number, username: string): Promise<boolean> {
  const holder = await db
    .selectFrom('userAccount')
    .select('id')
    .where((eb) => usernameMatches(eb, username))
    .where('id', '!=', id)
    .executeTakeFirst();
  if (holder) return false;
  try {
    await db.updateTable('userAccount').set({ username }).where('id', '=', id).execute();
    return true;
  } catch (error) {
    // Taken between the look and the write (the exact spelling is unique in the table).
    if (await findAccountByUsername(db, username).then((a) => a !== null && a.id !== id)) return false;
    throw error;
  }
}
