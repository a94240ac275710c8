import { describe, expect, it } from 'vitest';
import type { Caller } from '../../auth/caller.ts';
import { mayCorrect, mayLookAfterCorrections, seesHeldCorrections } from './correction-policy.ts';

const reader: Caller = { userId: 1, username: 'ada', displayName: 'Ada', roles: [] };
const manager: Caller = { userId: 2, username: 'dm', displayName: 'DM', roles: ['dataManager'] };
const status = (decision: ReturnType<typeof mayCorrect>) =>
  decision.allowed ? 'allowed' : `${decision.kind}:${decision.code}`;

describe('who may correct text', () => {
  it.each([
    ['a visitor before the human check', null, false, false, 'refused:human_check'],
    ['a visitor past the human check', null, true, false, 'allowed'],
    ['a reader', reader, false, false, 'allowed'],
    ['a blocked reader', reader, true, true, 'refused:correction_blocked'],
    ['a blocked data manager', manager, false, true, 'refused:correction_blocked'],
    ['a data manager', manager, false, false, 'allowed'],
  ] as const)('%s: %s', (_who, caller, human, blocked, expected) => {
    expect(status(mayCorrect(caller, human, blocked))).toBe(expected);
  });

  it.each([
    ['a visitor', null, 'unauthenticated:unauthorised', false],
    ['a reader', reader, 'refused:forbidden', false],
    ['a data manager', manager, 'allowed', true],
  ] as const)('reverting, reviewing and blocking for %s: %s', (_who, caller, expected, seesHeld) => {
    expect(status(mayLookAfterCorrections(caller))).toBe(expected);
    expect(seesHeldCorrections(caller)).toBe(seesHeld);
  });
});
