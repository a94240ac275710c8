import type { Notification, NotificationDetails } from '@trove/contracts';

/**
 * Collation (spec 03 §7 `collate`; ADR 042): within one window, the LIST_ITEMS_CHANGED events of
 * one list become one, with the items added and removed put together, and the NOTES_CHANGED events
 * of one list become one with their newNotesCount summed. The collated one keeps the newest event's
 * id, date and person; every other notification stays as it is. Order (newest first) is kept.
 */

const COLLATED = new Set(['LIST_ITEMS_CHANGED', 'NOTES_CHANGED']);

function merged(newer: NotificationDetails, older: NotificationDetails): NotificationDetails {
  const items = (a?: Record<string, string | null>, b?: Record<string, string | null>) =>
    a || b ? { ...b, ...a } : undefined;
  const newItems = items(newer.newItems, older.newItems);
  const removedItems = items(newer.removedItems, older.removedItems);
  const notes =
    newer.newNotesCount !== undefined || older.newNotesCount !== undefined
      ? (newer.newNotesCount ?? 0) + (older.newNotesCount ?? 0)
      : undefined;
  return {
    ...older,
    ...newer,
    ...(newItems ? { newItems } : {}),
    ...(removedItems ? { removedItems } : {}),
    ...(notes !== undefined ? { newNotesCount: notes } : {}),
  };
}

/** The notifications of a window (newest first), collated. */
export function collate(notifications: readonly Notification[]): Notification[] {
  const out: Notification[] = [];
  const byList = new Map<string, number>();
  for (const n of notifications) {
    const listId = n.details.listId;
    if (!COLLATED.has(n.category) || listId === undefined) {
      out.push(n);
      continue;
    }
    const key = `${n.category}:${listId}`;
    const at = byList.get(key);
    if (at === undefined) {
      byList.set(key, out.length);
      out.push(n);
    } else {
      const first = out[at]!;
      out[at] = { ...first, details: merged(first.details, n.details) };
    }
  }
  return out;
}
