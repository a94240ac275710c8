import { describe, expect, it } from 'vitest';
import type { Caller } from '../../auth/caller.ts';
import { mayChange, mayDelete, mayRenew, mayReviewApiKeys } from './api-key-policy.ts';

const reader: Caller = { userId: 1, username: 'r', displayName: 'R', roles: [] };
const manager: Caller = { ...reader, roles: ['dataManager'] };
const now = new Date('2027-03-10T00:00:00Z');

describe('who may do what with API keys', () => {
  it('lets only data managers review, asking visitors to sign in', () => {
    expect(mayReviewApiKeys(manager).allowed).toBe(true);
    expect(mayReviewApiKeys(reader)).toMatchObject({ allowed: false, kind: 'refused' });
    expect(mayReviewApiKeys(null)).toMatchObject({ allowed: false, kind: 'unauthenticated' });
  });

  it('renews an expiring or expired key, never a deactivated one, and not too early', () => {
    expect(mayRenew('C', '2027-03-20T00:00:00Z', now).allowed).toBe(true);
    expect(mayRenew('E', '2027-03-01T00:00:00Z', now).allowed).toBe(true);
    expect(mayRenew('C', '2027-12-01T00:00:00Z', now)).toMatchObject({ kind: 'conflict' });
    expect(mayRenew('Z', '2027-03-20T00:00:00Z', now)).toMatchObject({ kind: 'refused' });
  });

  it('deletes and changes anything but a deactivated key', () => {
    expect(mayDelete(false).allowed).toBe(true);
    expect(mayDelete(true)).toMatchObject({ kind: 'refused', code: 'api_key_deactivated' });
    expect(mayChange(true).allowed).toBe(false);
  });
});
