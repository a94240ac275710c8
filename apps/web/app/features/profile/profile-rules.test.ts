import type { UserLists } from '@trove/contracts';
import { describe, expect, it } from 'vitest';
import { profileBase } from '../../lib/profile-path.ts';
import { chosenListTab, listTabHref, tabRedirect, visibleListTabs } from './profile-rules.ts';

const reader = { own: true, dashboardAccess: false, contentManager: false };
const other = { own: false, dashboardAccess: true, contentManager: true };

describe('profile addresses', () => {
  it('puts the own profile under /userProfile and anyone’s under /userProfile/user/{name}', () => {
    expect(profileBase(null)).toBe('/userProfile');
    expect(profileBase('Quill.Feather')).toBe('/userProfile/user/Quill.Feather');
  });
});

describe('tabRedirect', () => {
  it('sends hidden tabs and tabs without a page yet to About', () => {
    for (const tab of ['settings', 'tags', 'notes', 'downloads', 'nonsense'])
      expect(tabRedirect('/userProfile', tab, reader), tab).toBe('/userProfile/about');
  });
  it('sends a reader without the role away from Partner and Moderation, to /', () => {
    expect(tabRedirect('/userProfile', 'partner', reader)).toBe('/');
    expect(tabRedirect('/userProfile', 'moderate/content', reader)).toBe('/');
    expect(tabRedirect('/userProfile', 'partner', { ...reader, dashboardAccess: true })).toBe(
      '/userProfile/about',
    );
    expect(tabRedirect('/userProfile', 'moderate/content', { ...reader, contentManager: true })).toBe(
      '/userProfile/about',
    );
  });
  it('keeps Developers, Partner and Moderation for the owner: anyone else goes to /', () => {
    const base = '/userProfile/user/ada';
    expect(tabRedirect(base, 'developers', other)).toBe('/');
    expect(tabRedirect(base, 'partner', other)).toBe('/');
    expect(tabRedirect(base, 'moderate/content', other)).toBe('/');
    expect(tabRedirect(base, 'developers', reader)).toBe(`${base}/about`);
    expect(tabRedirect(base, 'settings', other)).toBe(`${base}/about`);
  });
});

const tabs = (personal: number, collaborative: number, followed: number): UserLists['tabs'] => ({
  personal: { count: personal, pending: false },
  collaborative: { count: collaborative, pending: false },
  followed: { count: followed, pending: false },
});

describe('the Lists tab set', () => {
  it('leaves out empty tabs', () => {
    expect(visibleListTabs(tabs(2, 0, 1))).toEqual(['personal', 'followed']);
    expect(visibleListTabs(tabs(0, 0, 0))).toEqual([]);
    expect(visibleListTabs(undefined)).toEqual([]);
  });
  it('chooses the tab asked for when it shows, else the first that does', () => {
    expect(chosenListTab('followed', tabs(2, 0, 1))).toBe('followed');
    expect(chosenListTab('collaborative', tabs(2, 0, 1))).toBe('personal');
    expect(chosenListTab(null, tabs(0, 3, 1))).toBe('collaborative');
    expect(chosenListTab('personal', tabs(0, 0, 0))).toBeNull();
  });
  it('writes a tab’s address with only the filters that narrow it', () => {
    expect(listTabHref('/userProfile', 'personal')).toBe('/userProfile/lists?tab=personal');
    expect(
      listTabHref('/userProfile', 'collaborative', { role: 'OWNER', visibility: 'PERSONAL', page: 1 }),
    ).toBe('/userProfile/lists?tab=collaborative&role=OWNER');
    expect(listTabHref('/u', 'personal', { visibility: 'PRIVATE', page: 3 })).toBe(
      '/u/lists?tab=personal&visibility=PRIVATE&page=3',
    );
  });
});
