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
 * The logged-in menu. My profile, Text corrections, Lists, Tags, Notes and Downloads lead to the
 * profile area, which has no pages yet: they join here when it lands (ADR 014). Logout leads
 * somewhere real today.
 */
export function accountMenuItems(pathname: string, search: string): AccountMenuItem[] {
  return [{ id: 'logout', label: 'Logout', href: authHref('logout', pathname, search) }];
}
