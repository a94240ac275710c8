import { FORMER_USER_NAME } from '../migrations/023-account-settings.ts';
import { pastTalliesChanged } from './past-day-scores.ts';
import { nowIso } from '../time.ts';
import type { Executor } from './upsert.ts';
import { usernameMatches } from './username-match.ts';

/**
 * Account deletion (spec 03 §4; ADR 041), the parts that are SQL. The service runs them with the
 * list deletions and their notices in one transaction, so a failure leaves the account whole.
 */

/** The account that holds what former readers left public ('a former user'). */
export async function formerUserId(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('userAccount')
    .select('id')
    .where((eb) => usernameMatches(eb, FORMER_USER_NAME))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The lists the reader owns: they go with the account. */
export function ownedLists(db: Executor, userId: number): Promise<{ id: number; title: string }[]> {
  return db
    .selectFrom('userList')
    .select(['id', 'title'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

/** Files of the reader's search downloads, relative to the downloads folder, to remove after commit. */
export async function downloadFilesOf(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('searchDownload')
    .select('filePath')
    .where('userId', '=', userId)
    .where('filePath', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.filePath ? [row.filePath] : []));
}

export interface AnonymisedCounts {
  tags: number;
  notes: number;
  items: number;
  corrections: number;
}

/**
 * Public tags and notes stay on their records under the former-user account; private ones are
 * deleted. Items the reader added to lists of others stay there, credited to the former user, and
 * so do their text corrections (the versions of an article are public history, ADR 046); their
 * hall of fame tallies and any block go with the account row. Run after the reader's own lists
 * are deleted, so nothing here is on them.
 */
export async function anonymiseContributions(
  db: Executor,
  userId: number,
  formerId: number,
): Promise<AnonymisedCounts> {
  // The search index holds tags by their owner (a reader's own-tag search): its records are redone.
  const tagged = await db
    .selectFrom('tag')
    .select(['targetType', 'targetId'])
    .distinct()
    .where('userId', '=', userId)
    .execute();
  await db.deleteFrom('tag').where('userId', '=', userId).where('priv', '=', 1).execute();
  await db.deleteFrom('annotation').where('userId', '=', userId).where('priv', '=', 1).execute();
  // A tag the former user already has on the same record, in the same words, is one tag (tag_once_ux).
  await db
    .deleteFrom('tag')
    .where('userId', '=', userId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('tag as kept')
          .select('kept.id')
          .where('kept.userId', '=', formerId)
          .whereRef('kept.targetType', '=', 'tag.targetType')
          .whereRef('kept.targetId', '=', 'tag.targetId')
          .whereRef('kept.priv', '=', 'tag.priv')
          .whereRef('kept.subject', '=', 'tag.subject')
          .where((eb) => eb(eb.fn('lower', ['kept.name']), '=', eb.fn('lower', ['tag.name']))),
      ),
    )
    .execute();
  const tags = await db
    .updateTable('tag')
    .set({ userId: formerId })
    .where('userId', '=', userId)
    .executeTakeFirst();
  const notes = await db
    .updateTable('annotation')
    .set({ userId: formerId })
    .where('userId', '=', userId)
    .executeTakeFirst();
  const items = await db
    .updateTable('listItem')
    .set({ createdBy: formerId })
    .where('createdBy', '=', userId)
    .executeTakeFirst();
  const corrections = await db
    .updateTable('textCorrection')
    .set({ userId: formerId })
    .where('userId', '=', userId)
    .executeTakeFirst();
  await db
    .updateTable('article')
    .set({ lastCorrectorId: formerId })
    .where('lastCorrectorId', '=', userId)
    .execute();
  if (tagged.length > 0)
    await db
      .insertInto('searchChange')
      .values(tagged.map((t) => ({ entityType: t.targetType, entityId: t.targetId, changedAt: nowIso() })))
      .execute();
  return {
    tags: Number(tags.numUpdatedRows),
    notes: Number(notes.numUpdatedRows),
    items: Number(items.numUpdatedRows),
    corrections: Number(corrections.numUpdatedRows),
  };
}

/**
 * Removes the account row; its sessions, password resets, e-mail changes, collaborations,
 * requests, follows, events, downloads and achievements go with it (foreign keys cascade).
 * False when it was already gone.
 */
export async function deleteAccountRow(db: Executor, userId: number): Promise<boolean> {
  // Their hall of fame tallies go too: the kept week and month sums are computed again.
  pastTalliesChanged();
  const result = await db.deleteFrom('userAccount').where('id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
