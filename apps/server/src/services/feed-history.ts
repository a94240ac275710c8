import type { Repositories } from '@trove/db';

/**
 * Disabling the feed deletes its history (spec 03 §4; ADR 042). The Settings switch calls this in
 * the transaction that turns the feed off: the reader's feed notifications are deleted, and the
 * activity feed, drawn from contributions that stay, starts afresh from now (feed_cleared_at).
 * `db` is the store or a transaction's repositories.
 */
export async function forgetFeedHistory(
  db: Pick<Repositories, 'notifications'>,
  userId: number,
  at: Date = new Date(),
): Promise<number> {
  return db.notifications.forgetFeedHistoryOf(userId, at.toISOString());
}
