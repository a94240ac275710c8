import type { Kysely } from 'kysely';
import type { Database, ListEventCategory, NotificationEventCategory } from '../schema.ts';
import { nowIso } from '../time.ts';
import { feedDisabledAmong, isFeedCategory } from './notifications.repository.ts';
import type { Executor } from './upsert.ts';

/** List events for the people they concern (spec 03 §3 Notification; ADR 038), read by the profile area. */

export interface NewListEvent {
  /** Who is told. */
  userId: number;
  category: ListEventCategory;
  listId: number | null;
  /** The spec's detail fields for the category (status, user, listTitle, oldRole, newRole…). */
  details: Record<string, unknown>;
}

/**
 * Records events, one row each, in the caller's transaction when given one. Someone who has turned
 * their feed off is sent no feed events (ADR 042).
 */
export async function recordListEvents(db: Executor, all: readonly NewListEvent[]): Promise<void> {
  const off = await feedDisabledAmong(
    db,
    all.filter((e) => isFeedCategory(e.category)).map((e) => e.userId),
  );
  const events = all.filter((e) => !(off.has(e.userId) && isFeedCategory(e.category)));
  if (events.length === 0) return;
  const eventDate = nowIso();
  await db
    .insertInto('listEvent')
    .values(
      events.map((e) => ({
        userId: e.userId,
        category: e.category,
        listId: e.listId,
        details: JSON.stringify(e.details),
        eventDate,
      })),
    )
    .execute();
}

export interface ListEventRow {
  id: number;
  category: NotificationEventCategory;
  listId: number | null;
  details: Record<string, unknown>;
  eventDate: string;
}

/** A person's events not cleared, newest first. */
export async function listEventsOf(
  db: Kysely<Database>,
  userId: number,
  limit = 100,
): Promise<ListEventRow[]> {
  const rows = await db
    .selectFrom('listEvent')
    .select(['id', 'category', 'listId', 'details', 'eventDate'])
    .where('userId', '=', userId)
    .where('cleared', '=', 0)
    .orderBy('eventDate', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, details: JSON.parse(r.details) as Record<string, unknown> }));
}

/** The people a list's events concern: its owner, collaborators and followers. */
export async function listAudience(db: Executor, listId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('userList')
    .select('userId')
    .where('id', '=', listId)
    .union(db.selectFrom('listCollaborator').select('userId').where('listId', '=', listId))
    .union(db.selectFrom('listFollower').select('userId').where('listId', '=', listId))
    .execute();
  return rows.map((r) => r.userId);
}
