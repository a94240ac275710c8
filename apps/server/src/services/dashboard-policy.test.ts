import { MESSAGES } from '@trove/contracts';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../auth/caller.ts';
import { isPartner, mayReportOn, maySeeDashboard } from './dashboard-policy.ts';

const caller = (roles: Caller['roles']): Caller => ({
  userId: 1,
  username: 'pat',
  displayName: 'Pat',
  roles,
});

describe('who may see the partner dashboard', () => {
  it('asks a visitor to sign in and refuses a reader without the partner role', () => {
    expect(maySeeDashboard(null)).toEqual({
      allowed: false,
      kind: 'unauthenticated',
      code: 'unauthorised',
      message: MESSAGES.noPermission,
    });
    expect(maySeeDashboard(caller(['dataManager', 'contentManager']))).toMatchObject({
      allowed: false,
      kind: 'refused',
      code: 'forbidden',
    });
    expect(maySeeDashboard(caller(['partner']))).toEqual({ allowed: true });
    expect(isPartner(caller(['qa', 'partner']))).toBe(true);
    expect(isPartner(null)).toBe(false);
  });

  it('lets a partner report only on the libraries linked to them, matched exactly', () => {
    expect(mayReportOn(['ANL', 'NSL'], 'NSL')).toEqual({ allowed: true });
    expect(mayReportOn(['ANL'], 'anl')).toMatchObject({ allowed: false, kind: 'refused' });
    expect(mayReportOn([], 'ANL')).toMatchObject({ allowed: false, kind: 'refused' });
  });
});
