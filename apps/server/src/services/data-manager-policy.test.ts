import { describe, expect, it } from 'vitest';
import type { Caller } from '../auth/caller.ts';
import { isDataManager, mayManageData } from './data-manager-policy.ts';

const reader: Caller = { userId: 1, username: 'reader', displayName: 'Reader', roles: ['staff'] };
const dataManager: Caller = { userId: 2, username: 'dm', displayName: 'DM', roles: ['dataManager'] };

describe('the data-manager policy', () => {
  it.each([
    ['an anonymous visitor', null, false, { kind: 'unauthenticated', code: 'unauthorised' }],
    ['a signed-in reader', reader, false, { kind: 'refused', code: 'forbidden' }],
    ['a data manager', dataManager, true, { allowed: true }],
  ] as const)('treats %s as the spec says', (_who, caller, manages, decision) => {
    expect(isDataManager(caller)).toBe(manages);
    expect(mayManageData(caller)).toMatchObject(decision);
  });

  it('refuses with the shared handler’s words', () => {
    expect(mayManageData(null)).toMatchObject({
      message: 'You do not have permission to perform the requested action',
    });
  });
});
