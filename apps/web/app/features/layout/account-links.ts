import type { ProfileInfo } from '@trove/contracts';
import { authHref } from '../../lib/auth-href.ts';

/** 'You have N unread notification(s)', the plural when N is more than 1; null for none. */
export function unreadTitle(count: number): string | null {
  if (count <= 0) return null;
  return `You have ${count} unread notification${count > 1 ? 's' : ''}`;
}

/** The simple user name: without the 'public:' marker an issuer's public accounts carry. */
export function simpleUserName(viewer: Pick<ProfileInfo, 'username'>): string {
  return viewer.username.replace(/^public:/, '');
}

export interface AccountMenuItem {
  id: string;
  label: string;
  href: string;
}

/** The menu's Notifications item, with the unread count in its name (ADR 042). */
export function notificationsLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/**
 * The logged-in menu (spec 01 §2.2), its items whose pages exist (ADR 039): My profile, Text
 * corrections (ADR 047), Lists, Tags, Notes and Downloads lead to the profile area, Notifications
 * (with the unread count) to the About tab's panel (ADR 042). Downloads only when the account may
 * export (maximumExportSize above 0), as the spec says.
 */
export function accountMenuItems(
  pathname: string,
  search: string,
  viewer: Pick<ProfileInfo, 'notificationAlerts' | 'maximumExportSize'>,
): AccountMenuItem[] {
  return [
    { id: 'profile', label: 'My profile', href: '/userProfile' },
    {
      id: 'notifications',
      label: notificationsLabel(viewer.notificationAlerts),
      href: '/userProfile/about#notifications',
    },
    { id: 'corrections', label: 'Text corrections', href: '/userProfile/corrections' },
    { id: 'lists', label: 'Lists', href: '/userProfile/lists' },
    { id: 'tags', label: 'Tags', href: '/userProfile/tags' },
    { id: 'notes', label: 'Notes', href: '/userProfile/notes' },
    ...(viewer.maximumExportSize > 0
      ? [{ id: 'downloads', label: 'Downloads', href: '/userProfile/downloads' }]
      : []),
    { id: 'logout', label: 'Logout', href: authHref('logout', pathname, search) },
  ];
}
