import { MESSAGES, SETTINGS_MESSAGES } from '@trove/contracts';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../auth/caller.ts';
import { mayChangeEmail, mayChangePassword, mayDeleteAccount } from './profile-settings-policy.ts';

const reader: Caller = { userId: 1, username: 'ada', displayName: 'Ada', roles: [] };
const staff: Caller = { ...reader, roles: ['staff'] };

describe('who may change what of their account (spec 03 §6; ADR 041)', () => {
  it('lets a reader change their e-mail address, not staff, and not an external provider’s account', () => {
    expect(mayChangeEmail(reader, { external: false })).toEqual({ allowed: true });
    expect(mayChangeEmail(staff, { external: false })).toMatchObject({
      allowed: false,
      code: 'staff',
      message: SETTINGS_MESSAGES.emailStaff,
    });
    expect(mayChangeEmail(reader, { external: true })).toMatchObject({
      allowed: false,
      code: 'external_account',
    });
  });

  it('changes passwords of the embedded provider’s accounts only', () => {
    expect(mayChangePassword({ external: false, hasPassword: true })).toEqual({ allowed: true });
    expect(mayChangePassword({ external: true, hasPassword: false })).toMatchObject({ allowed: false });
    expect(mayChangePassword({ external: false, hasPassword: false })).toMatchObject({ allowed: false });
  });

  it('lets a reader delete only their own account, and staff not even theirs', () => {
    expect(mayDeleteAccount(reader, 1)).toEqual({ allowed: true });
    expect(mayDeleteAccount(reader, 2)).toMatchObject({
      allowed: false,
      kind: 'refused',
      message: MESSAGES.noPermission,
    });
    expect(mayDeleteAccount(staff, 1)).toMatchObject({
      allowed: false,
      code: 'staff',
      message: SETTINGS_MESSAGES.deleteStaff,
    });
  });
});
