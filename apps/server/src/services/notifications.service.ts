import {
  type ClearedAlerts,
  MESSAGES,
  type Notification,
  NotificationDetailsSchema,
  type NotificationPage,
  type NotificationQuery,
} from '@trove/contracts';
import type { NotificationRow } from '@trove/db';
import type { Caller } from '../auth/caller.ts';
import type { ServiceDeps } from '../deps.ts';
import { notFound, unauthenticated } from '../domain/errors.ts';
import { catalogue } from './achievements.service.ts';
import { collate } from './notifications-collate.ts';

/**
 * The signed-in reader's notifications (spec 03 §3, §4 Notification paging, §7; ADR 042): alerts
 * and feed over windows of days counted back from now, collated on request, and alerts cleared.
 */

type Deps = ServiceDeps<'notifications' | 'content'>;

const DAY_MS = 86_400_000;
/** The most notifications one window answers (before collation). */
const WINDOW_ROWS = 500;

function signedIn(caller: Caller | null): Caller {
  if (!caller) throw unauthenticated();
  return caller;
}

/** Stored details as the spec's fields; achievements get their names from the catalogue. */
async function presented(deps: Deps, rows: readonly NotificationRow[]): Promise<Notification[]> {
  const needsNames = rows.some((r) => r.category === 'ACHIEVEMENT');
  const names = new Map(needsNames ? (await catalogue(deps)).map((a) => [a.id, a]) : []);
  return rows.map((row) => {
    const raw = { ...row.details };
    if (row.category === 'ACHIEVEMENT' && Array.isArray(raw.achievements))
      raw.achievements = (raw.achievements as { id: string; earned: string }[]).map((a) => ({
        id: a.id,
        name: names.get(a.id)?.name ?? a.id,
        description: names.get(a.id)?.description ?? 'This achievement is no longer awarded.',
        earned: a.earned,
      }));
    // Fields the spec does not name (removedContributions) stay in the store only.
    const details = NotificationDetailsSchema.safeParse(raw);
    return {
      id: row.id,
      category: row.category,
      eventDate: row.eventDate,
      details: details.success ? details.data : {},
    };
  });
}

/** GET /profile/user/notifications: one window of alerts or feed, newest first. */
export async function notificationsOf(
  deps: Deps,
  anyone: Caller | null,
  query: NotificationQuery,
): Promise<NotificationPage> {
  const caller = signedIn(anyone);
  const now = deps.now().getTime();
  const at = (days: number) => new Date(now - days * DAY_MS).toISOString();
  const settings = await deps.store.notifications.feedSettingsOf(caller.userId);
  const empty = { startDay: query.startDay, endDay: query.endDay, notifications: [] };
  // The feed says nothing while it is turned off (spec 03 §2 'only when the feed is enabled').
  if (query.type === 'feed' && settings?.feedEnabled === false)
    return { total: 0, notificationCountNotCollated: 0, ...empty };
  const [rows, total] = await Promise.all([
    deps.store.notifications.notificationsInWindow(caller.userId, {
      type: query.type,
      from: at(query.endDay),
      to: at(query.startDay),
      limit: WINDOW_ROWS,
    }),
    deps.store.notifications.notificationCount(caller.userId, query.type),
  ]);
  const notifications = await presented(deps, rows);
  return {
    total,
    notificationCountNotCollated: rows.length,
    ...empty,
    notifications: query.collate ? collate(notifications) : notifications,
  };
}

/** POST /profile/user/notifications/clearAllAlertsForUser. */
export async function clearAllAlerts(deps: Deps, anyone: Caller | null): Promise<ClearedAlerts> {
  const caller = signedIn(anyone);
  return { cleared: await deps.store.notifications.clearAllAlerts(caller.userId) };
}

/**
 * POST /profile/user/notifications/clearAlert/{id}: one of the caller's own alerts. Someone
 * else's, a feed notification or an unknown id is not found; clearing one twice clears nothing.
 */
export async function clearAlert(deps: Deps, anyone: Caller | null, id: number): Promise<ClearedAlerts> {
  const caller = signedIn(anyone);
  const outcome = await deps.store.notifications.clearAlert(caller.userId, id);
  if (outcome === 'missing') throw notFound(MESSAGES.notFound('notification', String(id)));
  return { cleared: outcome === 'cleared' ? 1 : 0 };
}

/** The signed-in menu's count (spec 01 §2.2): the reader's alerts not cleared. */
export function unreadAlerts(deps: ServiceDeps<'notifications'>, userId: number): Promise<number> {
  return deps.store.notifications.notificationCount(userId, 'alert');
}
