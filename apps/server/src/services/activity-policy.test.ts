import { describe, expect, it } from 'vitest';
import type { Caller } from '../auth/caller.ts';
import { maySeeActivity } from './activity-policy.ts';

const caller = (userId: number, roles: Caller['roles'] = []) =>
  ({ userId, username: `u${userId}`, displayName: 'U', roles }) satisfies Caller;
const open = { profilePublic: true, activityPublic: true };
const closed = { profilePublic: true, activityPublic: false };
const hidden = { profilePublic: false, activityPublic: true };

describe('who sees a reader’s activity feed', () => {
  it('shows it to the reader and to viewers allowed to see private profiles, whatever the switches', () => {
    for (const account of [open, closed, hidden]) {
      expect(maySeeActivity(caller(1), 1, account)).toBe(true);
      expect(maySeeActivity(caller(2, ['profileViewer']), 1, account)).toBe(true);
    }
  });

  it('shows it to anyone else only when the profile and the activity are both public', () => {
    expect(maySeeActivity(null, 1, open)).toBe(true);
    expect(maySeeActivity(caller(2), 1, open)).toBe(true);
    expect(maySeeActivity(null, 1, closed)).toBe(false);
    expect(maySeeActivity(caller(2, ['contentManager']), 1, closed)).toBe(false);
    expect(maySeeActivity(caller(2), 1, hidden)).toBe(false);
  });
});
