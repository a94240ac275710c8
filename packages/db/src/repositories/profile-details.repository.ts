import { nowIso } from '../time.ts';
import type { Executor } from './upsert.ts';

/** What a reader says about themselves and their picture (spec 03 §3; ADR 040). */

export interface ProfileDetailsRow {
  biography: string | null;
  website: string | null;
  twitter: string | null;
  facebook: string | null;
  orcid: string | null;
  /** The picture's version, or null when there is none. */
  avatarEtag: string | null;
}

export type ProfileDetailsUpdate = Omit<ProfileDetailsRow, 'avatarEtag'>;

export async function profileDetailsOf(db: Executor, userId: number): Promise<ProfileDetailsRow | null> {
  const row = await db
    .selectFrom('userAccount')
    .leftJoin('userAvatar', 'userAvatar.userId', 'userAccount.id')
    .select([
      'userAccount.biography',
      'userAccount.website',
      'userAccount.twitter',
      'userAccount.facebook',
      'userAccount.orcid',
      'userAvatar.etag as avatarEtag',
    ])
    .where('userAccount.id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

/** Replaces all five fields; false when the account is gone. */
export async function saveProfileDetails(
  db: Executor,
  userId: number,
  details: ProfileDetailsUpdate,
): Promise<boolean> {
  const result = await db.updateTable('userAccount').set(details).where('id', '=', userId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface AvatarImage {
  mediaType: string;
  etag: string;
  image: Buffer;
}

/** One size of a reader's picture, or null when they have none. */
export async function avatarImageOf(
  db: Executor,
  userId: number,
  size: 'large' | 'small',
): Promise<AvatarImage | null> {
  const row = await db
    .selectFrom('userAvatar')
    .select(['mediaType', 'etag', size === 'large' ? 'large as image' : 'small as image'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ? { mediaType: row.mediaType, etag: row.etag, image: Buffer.from(row.image) } : null;
}

export interface NewAvatar {
  mediaType: string;
  etag: string;
  large: Buffer;
  small: Buffer;
}

/** Sets the reader's picture, replacing any before it. */
export async function saveAvatar(db: Executor, userId: number, avatar: NewAvatar): Promise<void> {
  const row = { ...avatar, updatedAt: nowIso() };
  await db
    .insertInto('userAvatar')
    .values({ userId, ...row })
    .onConflict((oc) => oc.column('userId').doUpdateSet(row))
    .execute();
}

/** Removes the reader's picture; false when there was none. */
export async function removeAvatar(db: Executor, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('userAvatar').where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
