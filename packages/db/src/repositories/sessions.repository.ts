import type { UserSessionTable } from '../schema.ts';
import type { Executor } from './upsert.ts';

/** Signed-in sessions and password-reset tokens, kept by the hash of their secret (ADR 014). */

export type SessionRow = UserSessionTable;

export async function createSession(db: Executor, session: SessionRow): Promise<void> {
  await db.insertInto('userSession').values(session).execute();
}

/** The session with this id when it has not expired at `now`. */
export async function findLiveSession(db: Executor, id: string, now: string): Promise<SessionRow | null> {
  const row = await db
    .selectFrom('userSession')
    .selectAll()
    .where('id', '=', id)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return row ?? null;
}

export async function touchSession(
  db: Executor,
  id: string,
  changes: Partial<
    Pick<SessionRow, 'lastSeenAt' | 'expiresAt' | 'tokenExpiresAt' | 'refreshToken' | 'idToken'>
  >,
): Promise<void> {
  await db.updateTable('userSession').set(changes).where('id', '=', id).execute();
}

/** The person proved who they are again in this session (ADR 056): sensitive changes are open for a while. */
export async function markAuthenticated(db: Executor, id: string, at: string): Promise<void> {
  await db.updateTable('userSession').set({ authenticatedAt: at }).where('id', '=', id).execute();
}

/** Deletes a session; answers the row it was (its ID token is needed to log out at the issuer). */
export async function deleteSession(db: Executor, id: string): Promise<SessionRow | null> {
  const row = await db.deleteFrom('userSession').where('id', '=', id).returningAll().executeTakeFirst();
  return row ?? null;
}

/** Ends every session of an account (after a password reset). */
export async function deleteSessionsOf(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('userSession').where('userId', '=', userId).execute();
}

export async function deleteExpiredSessions(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('userSession').where('expiresAt', '<=', now).execute();
}

export async function createPasswordReset(
  db: Executor,
  reset: { id: string; userId: number; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('passwordReset')
    .values({ ...reset, usedAt: null })
    .execute();
}

/** The account of a reset that exists, is unused and has not expired; null otherwise. */
export async function findLivePasswordReset(db: Executor, id: string, now: string): Promise<number | null> {
  const row = await db
    .selectFrom('passwordReset')
    .select('userId')
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return row?.userId ?? null;
}

/** Marks the reset used and answers its account, when it exists, is unused and has not expired. */
export async function consumePasswordReset(db: Executor, id: string, now: string): Promise<number | null> {
  const row = await db
    .updateTable('passwordReset')
    .set({ usedAt: now })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('userId')
    .executeTakeFirst();
  return row?.userId ?? null;
}
