import type { ListCollaboratorRole } from '../schema.ts';
import type { Executor } from './upsert.ts';

/** What a reader sets on the Settings tab (spec 03 §2, §4; ADR 041): switches and e-mail changes. */

export interface PrivacyRow {
  publiclyVisible: boolean;
  activityVisible: boolean;
  feedEnabled: boolean;
}

export interface AccountSettingsRow extends PrivacyRow {
  email: string | null;
  /** Set for accounts that sign in through an external issuer. */
  externalSubject: string | null;
  hasPassword: boolean;
}

/** The account's switches and what decides which account controls it may use; null when gone. */
export async function accountSettings(db: Executor, userId: number): Promise<AccountSettingsRow | null> {
  const row = await db
    .selectFrom('userAccount')
    .select(['email', 'externalSubject', 'passwordHash', 'profilePublic', 'activityPublic', 'feedEnabled'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    email: row.email,
    externalSubject: row.externalSubject,
    hasPassword: row.passwordHash !== null,
    publiclyVisible: row.profilePublic === 1,
    activityVisible: row.activityPublic === 1,
    feedEnabled: row.feedEnabled === 1,
  };
}

/** Sets the three switches as given (the consequences are the caller's, in the same transaction). */
export async function setPrivacy(db: Executor, userId: number, privacy: PrivacyRow): Promise<void> {
  await db
    .updateTable('userAccount')
    .set({
      profilePublic: privacy.publiclyVisible ? 1 : 0,
      activityPublic: privacy.activityVisible ? 1 : 0,
      feedEnabled: privacy.feedEnabled ? 1 : 0,
    })
    .where('id', '=', userId)
    .execute();
}

/** The reader's own collaborative lists, which a private profile cannot keep (spec 03 §4). */
export function ownCollaborativeLists(db: Executor, userId: number) {
  return db
    .selectFrom('userList')
    .select(['id', 'title', 'description', 'facebookGroupId'])
    .where('userId', '=', userId)
    .where('collaborative', '=', 1)
    .orderBy('id')
    .execute();
}

/**
 * Takes the reader off every list of someone else's they collaborate on and withdraws their
 * waiting requests to join (a private profile has no collaborative list access, spec 03 §4);
 * what they added stays with the list's owner. Answers the lists they left, with their role.
 */
export async function leaveCollaborations(
  db: Executor,
  userId: number,
): Promise<{ listId: number; title: string; role: ListCollaboratorRole }[]> {
  const rows = await db
    .selectFrom('listCollaborator')
    .innerJoin('userList', 'userList.id', 'listCollaborator.listId')
    .select(['listCollaborator.listId', 'userList.title', 'listCollaborator.role'])
    .where('listCollaborator.userId', '=', userId)
    .orderBy('listCollaborator.listId')
    .execute();
  await db.deleteFrom('listCollaborator').where('userId', '=', userId).execute();
  await db
    .deleteFrom('listCollaborationRequest')
    .where('userId', '=', userId)
    .where('status', '=', 'PENDING')
    .execute();
  return rows;
}

/** Stores a pending e-mail change by its token's hash; earlier unused ones of the account end. */
export async function createEmailChange(
  db: Executor,
  change: { id: string; userId: number; newEmail: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .updateTable('emailChange')
    .set({ usedAt: change.createdAt })
    .where('userId', '=', change.userId)
    .where('usedAt', 'is', null)
    .execute();
  await db
    .insertInto('emailChange')
    .values({ ...change, usedAt: null })
    .execute();
}

/** The address an account's live change is waiting on; null when none is. */
export async function pendingEmailOf(db: Executor, userId: number, now: string): Promise<string | null> {
  const row = await db
    .selectFrom('emailChange')
    .select('newEmail')
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  return row?.newEmail ?? null;
}

/** Marks a live change used and answers it; null when unknown, used or expired. */
export async function consumeEmailChange(
  db: Executor,
  id: string,
  now: string,
): Promise<{ userId: number; newEmail: string } | null> {
  const row = await db
    .updateTable('emailChange')
    .set({ usedAt: now })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['userId', 'newEmail'])
    .executeTakeFirst();
  return row ?? null;
}

/** Sets the account's e-mail address; false when another account holds it (the unique index). */
export async function setEmail(db: Executor, userId: number, email: string): Promise<boolean> {
  const holder = await db
    .selectFrom('userAccount')
    .select('id')
    .where('email', '=', email)
    .where('id', '!=', userId)
    .executeTakeFirst();
  if (holder) return false;
  await db.updateTable('userAccount').set({ email }).where('id', '=', userId).execute();
  return true;
}

/** Ends every session of an account but one (a changed password keeps the browser that changed it). */
export async function deleteOtherSessions(db: Executor, userId: number, keep: string): Promise<void> {
  await db.deleteFrom('userSession').where('userId', '=', userId).where('id', '!=', keep).execute();
}
