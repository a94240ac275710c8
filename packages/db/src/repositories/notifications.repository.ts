import { FEED_CATEGORIES } from '@trove/contracts';
import type { Kysely } from 'kysely';
import type { Database, NotificationEventCategory } from '../schema.ts';
import { nowIso } from '../time.ts';
import type { Executor } from './upsert.ts';

/**
 * A reader's notifications (spec 03 §3, §7; ADR 042): the list_event rows the lists issue writes
 * and the ACHIEVEMENT rows written here, read by type and window, cleared, and forgotten when the
 * feed is turned off.
 */

const FEED = FEED_CATEGORIES as readonly NotificationEventCategory[];

export interface NotificationRow {
  id: number;
  category: NotificationEventCategory;
  listId: number | null;
  details: Record<string, unknown>;
  eventDate: string;
}

export interface NotificationWindow {
  type: 'alert' | 'feed';
  /** ISO instants: events after `from` and at or before `to`. */
  from: string;
  to: string;
  limit: number;
}

/** The rows of one type a reader holds: uncleared alerts, or feed events. */
function ofType(db: Kysely<Database>, userId: number, type: 'alert' | 'feed') {
  const base = db.selectFrom('listEvent').where('userId', '=', userId);
  return type === 'alert'
    ? base.where('category', 'not in', FEED).where('cleared', '=', 0)
    : base.where('category', 'in', FEED);
}

/** A window of a reader's notifications, newest first. */
export async function notificationsInWindow(
  db: Kysely<Database>,
  userId: number,
  window: NotificationWindow,
): Promise<NotificationRow[]> {
  const rows = await ofType(db, userId, window.type)
    .where('eventDate', '>', window.from)
    .where('eventDate', '<=', window.to)
    .select(['id', 'category', 'listId', 'details', 'eventDate'])
    .orderBy('eventDate', 'desc')
    .orderBy('id', 'desc')
    .limit(window.limit)
    .execute();
  return rows.map((r) => ({ ...r, details: JSON.parse(r.details) as Record<string, unknown> }));
}

/** How many notifications of a type a reader holds, whatever their date (uncleared, for alerts). */
export async function notificationCount(
  db: Kysely<Database>,
  userId: number,
  type: 'alert' | 'feed',
): Promise<number> {
  const row = await ofType(db, userId, type)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Clears one of the reader's alerts: 'cleared', 'already' (cleared before), or 'missing'. */
export async function clearAlert(
  db: Executor,
  userId: number,
  id: number,
): Promise<'cleared' | 'already' | 'missing'> {
  const row = await db
    .selectFrom('listEvent')
    .select(['cleared', 'category'])
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row || FEED.includes(row.category)) return 'missing';
  if (row.cleared === 1) return 'already';
  const done = await db
    .updateTable('listEvent')
    .set({ cleared: 1 })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('cleared', '=', 0)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1 ? 'cleared' : 'already';
}

/** Clears every alert of the reader's; answers how many. */
export async function clearAllAlerts(db: Executor, userId: number): Promise<number> {
  const done = await db
    .updateTable('listEvent')
    .set({ cleared: 1 })
    .where('userId', '=', userId)
    .where('category', 'not in', FEED)
    .where('cleared', '=', 0)
    .executeTakeFirst();
  return Number(done.numUpdatedRows);
}

/** Of these accounts, those whose feed is turned off: they are sent no feed events. */
export async function feedDisabledAmong(db: Executor, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('userAccount')
    .select('id')
    .where('id', 'in', [...new Set(userIds)])
    .where('feedEnabled', '=', 0)
    .execute();
  return new Set(rows.map((r) => r.id));
}

export const isFeedCategory = (category: NotificationEventCategory): boolean => FEED.includes(category);

/** An ACHIEVEMENT notification for the achievements just earned, unless the feed is off. */
export async function recordAchievementNotification(
  db: Executor,
  userId: number,
  achievements: readonly { id: string; earned: string }[],
): Promise<void> {
  if (achievements.length === 0 || (await feedDisabledAmong(db, [userId])).has(userId)) return;
  await db
    .insertInto('listEvent')
    .values({
      userId,
      category: 'ACHIEVEMENT',
      listId: null,
      details: JSON.stringify({ achievements }),
      eventDate: achievements[0]?.earned ?? nowIso(),
    })
    .execute();
}

/**
 * Forgets the reader's feed history (spec 03 §4): their feed notifications are deleted, and the
 * activity feed starts afresh from now (the watermark; contributions themselves stay).
 */
export async function forgetFeedHistoryOf(db: Executor, userId: number, at: string): Promise<number> {
  const deleted = await db
    .deleteFrom('listEvent')
    .where('userId', '=', userId)
    .where('category', 'in', FEED)
    .executeTakeFirst();
  await db.updateTable('userAccount').set({ feedClearedAt: at }).where('id', '=', userId).execute();
  return Number(deleted.numDeletedRows);
}

export interface FeedSettings {
  profilePublic: boolean;
  activityPublic: boolean;
  feedEnabled: boolean;
  feedClearedAt: string | null;
}

/** An account's switches as the activity feed reads them, or undefined. */
export async function feedSettingsOf(
  db: Kysely<Database>,
  userId: number,
): Promise<FeedSettings | undefined> {
  const row = await db
    .selectFrom('userAccount')
    .select(['profilePublic', 'activityPublic', 'feedEnabled', 'feedClearedAt'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return (
    row && {
      profilePublic: row.profilePublic === 1,
      activityPublic: row.activityPublic === 1,
      feedEnabled: row.feedEnabled === 1,
      feedClearedAt: row.feedClearedAt,
    }
  );
}
