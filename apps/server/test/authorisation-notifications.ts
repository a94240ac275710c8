import { queryBuilderOf } from '@trove/db/test-support';
import { type Endpoint, type World, fresh, twoEditionWork } from './authorisation-endpoints.ts';

/**
 * The notification calls and the activity feed in the authorisation matrix (spec 03 §6, §7; ADR
 * 042): each call makes, fresh, an alert of the owner's whose state it reads, or a contribution
 * of the owner's named by a secret.
 */

/** A new alert of the owner's (a request to join one of their lists), its list title the secret. */
async function ownersAlert(w: World): Promise<{ id: number; secret: string }> {
  const secret = fresh('alert list');
  const row = await queryBuilderOf(w.store)
    .insertInto('listEvent')
    .values({
      userId: w.ownerId,
      category: 'COLLAB_LIST_JOIN_REQUEST',
      listId: null,
      details: JSON.stringify({ status: 'new', listTitle: secret }),
      eventDate: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, secret };
}

const clearedOf = (w: World, id: number) => async () =>
  (
    await queryBuilderOf(w.store)
      .selectFrom('listEvent')
      .select('cleared')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).cleared;

/** A tag of the owner's on a new work, its name the secret, public or private. */
const ownersTag = (priv: boolean, name: string): Endpoint => ({
  name,
  prepare: async (w) => {
    const { workId } = await twoEditionWork(w);
    const secret = fresh('activity-tag').replace(' ', '-');
    await w.store.tags.insertTag({
      name: secret,
      userId: w.ownerId,
      targetType: 'work',
      targetId: workId,
      priv,
    });
    return { request: { method: 'GET', url: '/api/profile/user/owner/activity?pageSize=100' }, secret };
  },
});

export const notificationCalls = {
  clearAlert: {
    name: "POST /profile/user/notifications/clearAlert/:id (the owner's alert)",
    prepare: async (w) => {
      const { id } = await ownersAlert(w);
      return {
        request: { method: 'POST', url: `/api/profile/user/notifications/clearAlert/${id}` },
        subject: String(id),
        effect: clearedOf(w, id),
      };
    },
  },
  clearAll: {
    name: 'POST /profile/user/notifications/clearAllAlertsForUser (whose alerts it clears)',
    prepare: async (w) => {
      const { id } = await ownersAlert(w);
      return {
        request: { method: 'POST', url: '/api/profile/user/notifications/clearAllAlertsForUser' },
        effect: clearedOf(w, id),
      };
    },
  },
  alerts: {
    name: "GET /profile/user/notifications?type=alert (the owner's alert)",
    prepare: async (w) => {
      const { secret } = await ownersAlert(w);
      return { request: { method: 'GET', url: '/api/profile/user/notifications?type=alert' }, secret };
    },
  },
  publicActivity: ownersTag(false, "GET /profile/user/owner/activity (the owner's public tag)"),
  privateActivity: ownersTag(true, "GET /profile/user/owner/activity (the owner's private tag)"),
} satisfies Record<string, Endpoint>;
