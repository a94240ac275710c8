import { describe, expect, it } from 'vitest';
import { localRoles, rolesFromClaims } from './roles.ts';

describe('rolesFromClaims', () => {
  it('maps Keycloak realm roles to product roles', () => {
    expect(
      rolesFromClaims({
        preferred_username: 'public:reader',
        realm_access: { roles: ['trove:dataManagement', 'ndp:ops:qa', 'offline_access'] },
      }),
    ).toEqual(['dataManager', 'qa']);
  });

  it('reads client roles too, and the partner and content-manager roles', () => {
    expect(
      rolesFromClaims({
        preferred_username: 'public:p',
        resource_access: { trove: { roles: ['dashboardAccess', 'contentManager'] } },
      }),
    ).toEqual(['contentManager', 'partner']);
  });

  it("counts a user name without the 'public:' marker as staff", () => {
    expect(rolesFromClaims({ preferred_username: 'jsmith' })).toEqual(['staff']);
    expect(rolesFromClaims({ preferred_username: 'public:jsmith' })).toEqual([]);
  });

  it('ignores malformed claims', () => {
    expect(rolesFromClaims({ realm_access: 'admin', resource_access: null })).toEqual([]);
    expect(rolesFromClaims({ realm_access: { roles: [42, 'trove:dataManagement'] } })).toEqual([
      'dataManager',
    ]);
  });
});

describe('localRoles', () => {
  it('keeps only role names the product knows', () => {
    expect(localRoles(['qa', 'wizard', 'staff'])).toEqual(['qa', 'staff']);
  });
});
