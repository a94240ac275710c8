import {
  MESSAGES,
  NOTIFICATION_MAX_DAY,
  NOTIFICATION_WINDOW_DAYS,
  type Notification,
  type NotificationDetails,
} from '@trove/contracts';

/**
 * What the notifications component says (spec 03 §2 About, §3 Notification, §8; ADR 042): each
 * category and request status as a sentence of text and links (to the list and the person it is
 * about), the panel's fixed words, and the windows its 'Load older' address asks for. Pure, so
 * the page and its tests share it; React escapes every part, so user text stays text.
 */

export type Part = string | { text: string; href: string };

export const NOTIFICATION_WORDS = {
  alertsHeading: 'Notifications',
  feedHeading: 'Your feed',
  noAlerts: 'There are no items requiring your attention',
  noneInDays: (days: number) => `You have no notifications from the last ${days} days.`,
  clearAll: 'Clear all',
  clear: 'Clear',
  loadOlder: 'Load older',
  cleared: { all: 'Your notifications have been cleared.', one: 'The notification has been cleared.' },
  /** Spec 03 §8's action phrases. */
  failed: {
    all: MESSAGES.unexpected('clear your alerts'),
    one: MESSAGES.unexpected('clear your notification'),
    load: MESSAGES.unexpected('retrieve your feeds or alerts'),
  },
} as const;

const person = (user: NotificationDetails['user']): Part =>
  user
    ? { text: user.displayName, href: `/userProfile/user/${encodeURIComponent(user.fullUserId)}` }
    : 'Someone';

const list = (d: NotificationDetails): Part =>
  d.listId !== undefined && d.listTitle !== undefined
    ? { text: d.listTitle, href: `/list/${d.listId}` }
    : (d.listTitle ?? 'a list');

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

const ROLE_WORDS: Record<string, string> = { ADMINISTRATOR: 'administrator', COLLABORATOR: 'collaborator' };
const role = (value: string | null | undefined) =>
  value ? (ROLE_WORDS[value] ?? value.toLowerCase()) : 'none';

/** 'a', 'a and b', 'a, b and c'. */
function joined(words: string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

function listChanges(d: NotificationDetails): string {
  const changed = [
    d.nameChanged ? 'name' : null,
    d.descriptionChanged ? 'description' : null,
    d.facebookChanged ? 'Facebook group' : null,
    d.repImageChanged ? 'image' : null,
  ].filter((w): w is string => w !== null);
  return changed.length > 0 ? joined(changed) : 'details';
}

function itemChanges(d: NotificationDetails): string {
  const added = Object.keys(d.newItems ?? {}).length;
  const removed = Object.keys(d.removedItems ?? {}).length;
  if (added > 0 && removed > 0)
    return `added ${plural(added, 'item')} to and removed ${plural(removed, 'item')} from`;
  if (removed > 0) return `removed ${plural(removed, 'item')} from`;
  return `added ${plural(added, 'item')} to`;
}

/** One notification as a sentence. */
export function notificationSentence(n: Notification): Part[] {
  const d = n.details;
  switch (n.category) {
    case 'COLLAB_LIST_JOIN_REQUEST':
      if (d.status === 'accepted')
        return ['Your request to join ', list(d), ' has been accepted by ', person(d.user), '.'];
      if (d.status === 'declined') return ['Your request to join ', list(d), ' has been declined.'];
      return [person(d.user), ' has asked to join your list ', list(d), '.'];
    case 'COLLAB_LIST_NOT_COLLABORATIVE':
      return [list(d), ' is no longer collaborative, so you are no longer one of its collaborators.'];
    case 'LIST_CHANGED':
      return [person(d.user), ` changed the ${listChanges(d)} of `, list(d), '.'];
    case 'LIST_OWNER_CHANGED':
      return d.oldOwner
        ? [person(d.user), ' is now the owner of ', list(d), ', which ', person(d.oldOwner), ' owned before.']
        : [person(d.user), ' is now the owner of ', list(d), '.'];
    case 'COLLAB_LIST_ROLE_CHANGED':
      if (d.removedByAdmin)
        return [person(d.user), ' removed you from ', list(d), d.reason ? `. Reason: ${d.reason}.` : '.'];
      if (d.removedBySelf) return [person(d.user), ' has left ', list(d), '.'];
      return [
        person(d.user),
        ` changed your role on `,
        list(d),
        ` from ${role(d.oldRole)} to ${role(d.newRole)}.`,
      ];
    case 'LIST_DELETED':
      // The list is gone: its title is plain text.
      return [person(d.user), ` deleted the list ${d.listTitle ?? ''}`.trimEnd(), '.'];
    case 'LIST_ITEMS_CHANGED':
      return [person(d.user), ` ${itemChanges(d)} `, list(d), '.'];
    case 'NOTES_CHANGED':
      return [person(d.user), ` wrote ${plural(d.newNotesCount ?? 1, 'note')} on `, list(d), '.'];
    case 'ACHIEVEMENT': {
      const names = (d.achievements ?? []).map((a) => a.name);
      return [
        `You earned the achievement${names.length === 1 ? '' : 's'} `,
        { text: joined(names), href: '/userProfile/about' },
        '.',
      ];
    }
    case 'API_KEY_APPROVED':
      return [
        'Your application for an API key has been approved. ',
        { text: 'Show your key', href: '/userProfile/developers' },
        '.',
      ];
    case 'API_KEY_DEACTIVATED':
      return [
        `${d.status === 'declined' ? 'Your application for an API key has been declined' : 'Your API key has been deactivated'}${d.reason ? `. Reason: ${d.reason}` : ''}. `,
        { text: 'See your API key', href: '/userProfile/developers' },
        '.',
      ];
  }
}

/** The sentence as plain text (for a button's accessible name). */
export const sentenceText = (parts: Part[]) =>
  parts.map((p) => (typeof p === 'string' ? p : p.text)).join('');

/** Days back an address asks the panel to cover: a whole number of windows, 7 by default. */
export function windowDaysOf(raw: string | null): number {
  const days = Number(raw);
  if (!Number.isSafeInteger(days) || days < NOTIFICATION_WINDOW_DAYS) return NOTIFICATION_WINDOW_DAYS;
  const windows = Math.ceil(days / NOTIFICATION_WINDOW_DAYS) * NOTIFICATION_WINDOW_DAYS;
  return Math.min(windows, NOTIFICATION_MAX_DAY - (NOTIFICATION_MAX_DAY % NOTIFICATION_WINDOW_DAYS));
}

/** Whether 'Load older' has somewhere to go: older notifications wait, and the window can grow. */
export function hasOlder(page: {
  total: number;
  notificationCountNotCollated: number;
  endDay: number;
}): boolean {
  return (
    page.total > page.notificationCountNotCollated &&
    page.endDay + NOTIFICATION_WINDOW_DAYS <= NOTIFICATION_MAX_DAY
  );
}
