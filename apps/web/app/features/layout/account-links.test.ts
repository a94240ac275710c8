import { describe, expect, it } from 'vitest';
import { authHref } from '../../lib/auth-href.ts';
import { accountMenuItems, simpleUserName, unreadTitle } from './account-links.ts';

describe('account links', () => {
  it('carry the current address as backurl', () => {
    expect(authHref('login', '/search', '?keyword=cats')).toBe(
      '/auth/login?backurl=%2Fsearch%3Fkeyword%3Dcats',
    );
  });

  it("title the dot 'You have N unread notification(s)'", () => {
    expect(unreadTitle(0)).toBeNull();
    expect(unreadTitle(1)).toBe('You have 1 unread notification');
    expect(unreadTitle(3)).toBe('You have 3 unread notifications');
  });

  it("drop the 'public:' marker from the user name", () => {
    expect(simpleUserName({ username: 'public:reader' })).toBe('reader');
  });

  it('name the unread count in the Notifications item', () => {
    expect(accountMenuItems('/', '', { notificationAlerts: 3, maximumExportSize: 10_000 })[1]).toEqual({
      id: 'notifications',
      label: 'Notifications, 3 unread',
      href: '/userProfile/about#notifications',
    });
  });

  it('offer only items that lead to a real page: My profile, Notifications, Text corrections, Lists, Tags, Notes, Downloads and Logout', () => {
    expect(accountMenuItems('/work/1', '', { notificationAlerts: 0, maximumExportSize: 10_000 })).toEqual([
      { id: 'profile', label: 'My profile', href: '/userProfile' },
      { id: 'notifications', label: 'Notifications', href: '/userProfile/about#notifications' },
      { id: 'corrections', label: 'Text corrections', href: '/userProfile/corrections' },
      { id: 'lists', label: 'Lists', href: '/userProfile/lists' },
      { id: 'tags', label: 'Tags', href: '/userProfile/tags' },
      { id: 'notes', label: 'Notes', href: '/userProfile/notes' },
      { id: 'downloads', label: 'Downloads', href: '/userProfile/downloads' },
      { id: 'logout', label: 'Logout', href: '/auth/logout?backurl=%2Fwork%2F1' },
    ]);
  });

  it('leave Downloads out when the account may not export (maximumExportSize 0)', () => {
    const ids = accountMenuItems('/', '', { notificationAlerts: 0, maximumExportSize: 0 }).map((i) => i.id);
    expect(ids).not.toContain('downloads');
    expect(ids).toContain('logout');
  });
});
