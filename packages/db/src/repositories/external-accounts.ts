import type { Executor } from './upsert.ts';
import { usernameMatches } from './username-match.ts';

/**
 * Accounts of an external OpenID Connect issuer, found by "issuer subject" (ADR 014). User names
 * and e-mail addresses are unique here but not across issuers and local sign-up, so a clash is
 * resolved, never a failure: a taken name gets a number, and an address held by another account
 * is not copied. Accounts are never linked by e-mail: an issuer that does not verify addresses
 * could otherwise take a local account over.
 */

export interface ExternalProfile {
  subject: string;
  username: string;
  displayName: string;
  email: string | null;
  now: string;
}

export interface ExternalAccountKept {
  userId: number;
  /** The token's e-mail address belongs to another account, so this one does not carry it. */
  emailHeldElsewhere: boolean;
}

/** Numbered names tried in turn (ada, ada2 … ada20), then random numbers. */
const NUMBERED = 20;
const ATTEMPTS = 40;

async function nameIsTaken(db: Executor, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('userAccount')
    .select('id')
    .where((eb) => usernameMatches(eb, username))
    .executeTakeFirst();
  return row !== undefined;
}

async function emailIsHeld(db: Executor, email: string, byOtherThan: number | null): Promise<boolean> {
  let query = db.selectFrom('userAccount').select('id').where('email', '=', email);
  if (byOtherThan !== null) query = query.where('id', '!=', byOtherThan);
  return (await query.executeTakeFirst()) !== undefined;
}

async function accountOfSubject(db: Executor, subject: string) {
  return db
    .selectFrom('userAccount')
    .select(['id', 'email'])
    .where('externalSubject', '=', subject)
    .executeTakeFirst();
}

function candidate(base: string, attempt: number): string {
  if (attempt === 0) return base;
  if (attempt < NUMBERED) return `${base}${attempt + 1}`;
  return `${base}${Math.floor(Math.random() * 900_000) + 100_000}`;
}

/** Keeps a known account's display name current, and its e-mail address when that is free here. */
async function updateProfile(
  db: Executor,
  id: number,
  current: string | null,
  profile: ExternalProfile,
  email: string | null,
): Promise<ExternalAccountKept> {
  await db
    .updateTable('userAccount')
    .set({ displayName: profile.displayName })
    .where('id', '=', id)
    .execute();
  // No address in the token: the one kept stays.
  if (email === null || email === current) return { userId: id, emailHeldElsewhere: false };
  if (await emailIsHeld(db, email, id)) return { userId: id, emailHeldElsewhere: true };
  try {
    await db.updateTable('userAccount').set({ email }).where('id', '=', id).execute();
    return { userId: id, emailHeldElsewhere: false };
  } catch (error) {
    // Taken between the look and the write: the same answer as taken before.
    if (await emailIsHeld(db, email, id)) return { userId: id, emailHeldElsewhere: true };
    throw error;
  }
}

/** The account of an external issuer's subject, created on first sign-in; its profile kept current. */
export async function upsertExternalAccount(
  db: Executor,
  profile: ExternalProfile,
): Promise<ExternalAccountKept> {
  const email = profile.email?.trim().toLowerCase() || null;
  const existing = await accountOfSubject(db, profile.subject);
  if (existing) return updateProfile(db, existing.id, existing.email, profile, email);

  let kept = email !== null && (await emailIsHeld(db, email, null)) ? null : email;
  const base = profile.username.trim() || 'user';
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const username = candidate(base, attempt);
    if (await nameIsTaken(db, username)) continue;
    const row = await db
      .insertInto('userAccount')
      .values({
        username,
        displayName: profile.displayName,
        email: kept,
        externalSubject: profile.subject,
        demo: 0,
        roles: '',
        createdAt: profile.now,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) return { userId: row.id, emailHeldElsewhere: email !== kept };
    // Something unique was taken meanwhile: the subject (a second sign-in at once), the address or the name.
    const raced = await accountOfSubject(db, profile.subject);
    if (raced) return updateProfile(db, raced.id, raced.email, profile, email);
    if (kept !== null && (await emailIsHeld(db, kept, null))) {
      kept = null;
      attempt--;
    }
  }
  throw new Error(`No free user name could be found for ${base}`);
}
