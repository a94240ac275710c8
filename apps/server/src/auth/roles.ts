import { ROLES, type Role } from './caller.ts';

/** Realm roles of an external issuer (Keycloak) and the product roles they grant (ADR 014). */
const REALM_ROLES: Record<string, Role> = {
  'trove:dataManagement': 'dataManager',
  'ndp:ops:qa': 'qa',
  contentManager: 'contentManager',
  dashboardAccess: 'partner',
  profileViewer: 'profileViewer',
};

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** Roles stored on a local account, ignoring any name the product does not know. */
export function localRoles(stored: readonly string[]): Role[] {
  return stored.filter(isRole);
}

/**
 * Roles from an ID or access token's claims: realm_access.roles (and resource_access roles of
 * any client) mapped by REALM_ROLES; staff are users whose preferred_username lacks the
 * 'public:' marker that public accounts carry.
 */
export function rolesFromClaims(claims: Record<string, unknown>): Role[] {
  const names = new Set<string>();
  const collect = (holder: unknown) => {
    if (holder && typeof holder === 'object' && Array.isArray((holder as { roles?: unknown }).roles))
      for (const r of (holder as { roles: unknown[] }).roles) if (typeof r === 'string') names.add(r);
  };
  collect(claims.realm_access);
  if (claims.resource_access && typeof claims.resource_access === 'object')
    for (const client of Object.values(claims.resource_access)) collect(client);
  const roles = new Set<Role>();
  for (const name of names) {
    const role = REALM_ROLES[name];
    if (role) roles.add(role);
  }
  const username = claims.preferred_username;
  if (typeof username === 'string' && username !== '' && !username.startsWith('public:')) roles.add('staff');
  return ROLES.filter((r) => roles.has(r));
}
