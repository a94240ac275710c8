import { describe, expect, it } from 'vitest';
import type { Caller } from '../auth/caller.ts';
import { isContentManager, mayModerate } from './moderation-policy.ts';

const reader: Caller = { userId: 1, username: 'ada', displayName: 'Ada', roles: [] };
const manager: Caller = { ...reader, userId: 2, roles: ['contentManager'] };
const dataManager: Caller = { ...reader, userId: 3, roles: ['dataManager', 'staff'] };

describe('moderation policy', () => {
  it('lets content managers in and no one else', () => {
    expect(isContentManager(manager)).toBe(true);
    expect(isContentManager(dataManager)).toBe(false);
    expect(mayModerate(manager)).toEqual({ allowed: true });
  });

  it('asks a visitor to sign in (401) and refuses a signed-in reader without the role (403)', () => {
    expect(mayModerate(null)).toMatchObject({ allowed: false, kind: 'unauthenticated' });
    expect(mayModerate(reader)).toMatchObject({ allowed: false, kind: 'refused' });
    expect(mayModerate(dataManager)).toMatchObject({ allowed: false, kind: 'refused' });
  });
});
