import { data } from './api.ts';
import { type XssWorld, shownAt, signUpAs } from './xss-world.ts';

/**
 * The stored-XSS field of the owner's notifications (ADR 042): for each payload, a collaborative
 * list of the owner's named by it, and a reader named by it asking to join, so the owner's About
 * tab shows both in a notification.
 */
export function notificationField(listedWork: () => number): {
  name: string;
  write(world: XssWorld, payloads: readonly string[]): Promise<void>;
} {
  return {
    name: 'a request to join a collaborative list: its title and the asker’s name in a notification (ADR 042)',
    async write(world, payloads) {
      const owner = (await data(world.owner.client.profile.info())).username;
      for (const payload of payloads) {
        const made = await data(
          world.owner.client.lists.addItems({
            body: {
              items: [{ id: listedWork(), type: 'work' }],
              lists: [{ name: payload, priv: false, collaborative: true }],
            },
          }),
          payload,
        );
        const mine = await data(world.owner.client.lists.summariesOf({ user: owner }));
        // Other fields name lists by the same payloads: the one just made is the newest.
        const listId = Math.max(...mine.lists.filter((l) => l.name === made.items[0]!.name).map((l) => l.id));
        const asker = await signUpAs(world, payload);
        const { displayName } = await data(asker.client.profile.info());
        await data(asker.client.list.requestToJoin({ body: { listId } }), payload);
        shownAt(world, 'notifications', [made.items[0]!.name, displayName]);
      }
    },
  };
}
