import { describe, expect, it } from 'vitest';
import type { Caller } from '../auth/caller.ts';
import { isOwner, mayAdd, mayBulkRemove, mayChange } from './contribution-policy.ts';

const owner: Caller = { userId: 1, username: 'owner', displayName: 'Owner', roles: [] };
const other: Caller = { userId: 2, username: 'other', displayName: 'Other', roles: [] };
const dataManager: Caller = { userId: 3, username: 'dm', displayName: 'DM', roles: ['dataManager'] };

/** [who, caller, human-verified] */
const callers = [
  ['anonymous', null, false],
  ['human-verified anonymous', null, true],
  ['owner', owner, false],
  ['other user', other, false],
  ['data manager', dataManager, false],
] as const;

const outcome = (decision: ReturnType<typeof mayAdd>) => (decision.allowed ? 'ok' : decision.kind);
const signIn = 'unauthenticated';
const refused = 'refused';

describe('the contribution policy', () => {
  it.each([
    ['anonymous', refused, signIn],
    ['human-verified anonymous', 'ok', signIn],
    ['owner', 'ok', 'ok'],
    ['other user', 'ok', 'ok'],
    ['data manager', 'ok', 'ok'],
  ] as const)(
    'lets %s add public (%s) and private (%s) tags and notes as the spec says',
    (who, pub, priv) => {
      const [, caller, human] = callers.find(([name]) => name === who)!;
      expect(outcome(mayAdd(caller, human, false))).toBe(pub);
      expect(outcome(mayAdd(caller, human, true))).toBe(priv);
    },
  );

  it('asks an anonymous visitor to pass the human check first, naming ALTCHA', () => {
    const decision = mayAdd(null, false, false);
    expect(decision).toMatchObject({
      code: 'human_check',
      message: 'You must prove you are human and pass the human check first.',
    });
  });

  it.each([
    ['anonymous', signIn],
    ['human-verified anonymous', signIn],
    ['owner', 'ok'],
    ['other user', refused],
    ['data manager', refused],
  ] as const)('lets %s change or remove the owner’s row: %s', (who, expected) => {
    const [, caller] = callers.find(([name]) => name === who)!;
    expect(outcome(mayChange(caller, owner.userId))).toBe(expected);
    expect(isOwner(caller, owner.userId)).toBe(expected === 'ok');
  });

  it('lets nobody change an anonymous visitor’s row one by one', () => {
    for (const [, caller] of callers) expect(mayChange(caller, null).allowed).toBe(false);
  });

  it.each([
    ['anonymous', signIn, signIn],
    ['human-verified anonymous', signIn, signIn],
    ['owner', 'ok', refused],
    ['other user', refused, refused],
    ['data manager', 'ok', 'ok'],
  ] as const)('lets %s bulk-remove own tags (%s) and mixed tags (%s)', (who, own, mixed) => {
    const [, caller] = callers.find(([name]) => name === who)!;
    expect(outcome(mayBulkRemove(caller, [owner.userId, owner.userId]))).toBe(own);
    expect(outcome(mayBulkRemove(caller, [owner.userId, null]))).toBe(mixed);
  });
});
