import { describe, expect, it } from 'vitest';
import type { Caller } from '../auth/caller.ts';
import { isOwnProfile, maySeePrivateContributions, maySeeProfile } from './profile-policy.ts';

const ada: Caller = { userId: 1, username: 'ada', displayName: 'Ada', roles: [] };
const ben: Caller = { userId: 2, username: 'ben', displayName: 'Ben', roles: [] };
const viewer: Caller = { userId: 3, username: 'vic', displayName: 'Vic', roles: ['profileViewer'] };
const staff: Caller = { userId: 4, username: 'sam', displayName: 'Sam', roles: ['staff', 'contentManager'] };

describe('profile policy', () => {
  it('shows a public profile to anyone', () => {
    for (const caller of [null, ada, ben, viewer]) expect(maySeeProfile(caller, 1, true)).toBe(true);
  });
  it('shows a private profile only to its owner and viewers allowed to see private profiles', () => {
    expect(maySeeProfile(ada, 1, false)).toBe(true);
    expect(maySeeProfile(viewer, 1, false)).toBe(true);
    expect(maySeeProfile(null, 1, false)).toBe(false);
    expect(maySeeProfile(ben, 1, false)).toBe(false);
    expect(maySeeProfile(staff, 1, false)).toBe(false);
  });
  it('counts private contributions for the owner and the allowed viewer only', () => {
    expect(maySeePrivateContributions(ada, 1)).toBe(true);
    expect(maySeePrivateContributions(viewer, 1)).toBe(true);
    expect(maySeePrivateContributions(ben, 1)).toBe(false);
    expect(maySeePrivateContributions(null, 1)).toBe(false);
  });
  it('knows the owner', () => {
    expect(isOwnProfile(ada, 1)).toBe(true);
    expect(isOwnProfile(ben, 1)).toBe(false);
    expect(isOwnProfile(null, 1)).toBe(false);
  });
});
