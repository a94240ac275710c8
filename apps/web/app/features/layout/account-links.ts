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

/**
 * The logged-in menu (spec 01 §2.2), its items whose pages exist (ADR 039): My profile, Lists, Tags
 * and Notes lead to the profile area; Text corrections and Downloads join when their tabs do.
 */
export function accountMenuItems(pathname: string, search: string): AccountMenuItem[] {
  return [
    { id: 'profile', label: 'My profile', href: '/userProfile' },
    { id: 'lists', label: 'Lists', href: '/userProfile/lists' },
    { id: 'tags', label: 'Tags', href: '/userProfile/tags' },
    { id: 'notes', label: 'Notes', href: '/userProfile/notes' },
    { id: 'logout', label: 'Logout', href: authHref('logout', pathname, search) },
  ];
}
