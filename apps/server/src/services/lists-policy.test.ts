import { describe, expect, it } from 'vitest';
import type { Caller } from '../auth/caller.ts';
import { mayAddToList, mayAddToLists, seesPrivateListsOf } from './lists-policy.ts';

const owner: Caller = { userId: 1, username: 'owner', displayName: 'Owner', roles: [] };
const other: Caller = { userId: 2, username: 'other', displayName: 'Other', roles: [] };
const dataManager: Caller = { userId: 3, username: 'dm', displayName: 'DM', roles: ['dataManager'] };

const outcome = (decision: ReturnType<typeof mayAddToLists>) => (decision.allowed ? 'ok' : decision.kind);

describe('the list policy', () => {
  it.each([
    ['anonymous', null, 'unauthenticated', 'unauthenticated', false],
    ['the owner', owner, 'ok', 'ok', true],
    ['another user', other, 'ok', 'refused', false],
    ['a data manager', dataManager, 'ok', 'refused', false],
  ] as const)(
    'lets %s add to lists (%s), to the owner’s list (%s), and see its private lists (%s)',
    (_who, caller, anyList, ownersList, seesPrivate) => {
      expect(outcome(mayAddToLists(caller))).toBe(anyList);
      expect(outcome(mayAddToList(caller, owner.userId))).toBe(ownersList);
      expect(seesPrivateListsOf(caller, owner.userId)).toBe(seesPrivate);
    },
  );

  it('answers the spec’s codes', () => {
    expect(mayAddToLists(null)).toMatchObject({ code: 'unauthorised' });
    expect(mayAddToList(other, owner.userId)).toMatchObject({ code: 'forbidden' });
  });
});
