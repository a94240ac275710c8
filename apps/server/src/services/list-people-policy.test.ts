import type { ListAccess, ListRoleName } from '@trove/db';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../auth/caller.ts';
import type { Decision } from '../domain/decision.ts';
import {
  mayChangeRoles,
  mayDecideRequests,
  mayFollow,
  mayRemoveCollaborator,
  mayRequestToJoin,
  mayStopFollowing,
  mayTransfer,
} from './list-people-policy.ts';

const caller: Caller = { userId: 5, username: 'someone', displayName: 'Someone', roles: [] };

function access(
  role: ListRoleName | null,
  options: { priv?: boolean; collaborative?: boolean; blocked?: boolean } = {},
): ListAccess {
  return {
    list: {
      id: 7,
      title: 'Shelf',
      description: null,
      priv: options.priv ? 1 : 0,
      collaborative: (options.collaborative ?? !options.priv) ? 1 : 0,
      facebookGroupId: null,
      thumbnailUrl: null,
      itemCount: 0,
      createdAt: '',
      updatedAt: '',
      ownerId: 1,
      ownerUsername: 'owner',
      ownerDisplayName: 'Owner',
      ownerProfilePublic: 1,
    },
    role,
    following: false,
    request: options.blocked ? { id: 3, status: 'BLOCKED' } : null,
  };
}

const outcome = (d: Decision) => (d.allowed ? 'ok' : d.kind);
const ROLES = ['OWNER', 'ADMINISTRATOR', 'COLLABORATOR', null] as const;

describe('the policy of a list’s people (spec 03 §6)', () => {
  it.each([
    // role, join, decide, change roles, transfer, follow, stop following
    ['OWNER', 'refused', 'ok', 'ok', 'ok', 'refused', 'ok'],
    ['ADMINISTRATOR', 'refused', 'ok', 'refused', 'refused', 'refused', 'ok'],
    ['COLLABORATOR', 'refused', 'refused', 'refused', 'refused', 'refused', 'ok'],
    [null, 'ok', 'refused', 'refused', 'refused', 'ok', 'ok'],
  ] as const)(
    'on a public collaborative list, %s may join %s, decide %s, change roles %s, transfer %s, follow %s, stop %s',
    (role, join, decide, roles, transfer, follow, stop) => {
      const a = access(role);
      expect(outcome(mayRequestToJoin(caller, a))).toBe(join);
      expect(outcome(mayDecideRequests(caller, a))).toBe(decide);
      expect(outcome(mayChangeRoles(caller, a))).toBe(roles);
      expect(outcome(mayTransfer(caller, a))).toBe(transfer);
      expect(outcome(mayFollow(caller, a))).toBe(follow);
      expect(outcome(mayStopFollowing(caller, a))).toBe(stop);
    },
  );

  it('asks anonymous callers to sign in, whatever the list', () => {
    for (const role of ROLES)
      for (const priv of [false, true])
        for (const rule of [mayRequestToJoin, mayDecideRequests, mayChangeRoles, mayTransfer, mayFollow])
          expect(rule(null, access(role, { priv }))).toMatchObject({
            kind: 'unauthenticated',
            code: 'unauthorised',
          });
  });

  it('hides a private list from everyone but its owner and collaborators', () => {
    const hidden = access(null, { priv: true });
    for (const rule of [mayRequestToJoin, mayDecideRequests, mayFollow, mayStopFollowing, mayTransfer])
      expect(rule(caller, hidden)).toMatchObject({
        kind: 'not_found',
        message: 'A(n) list with 7 could not be found',
      });
    expect(outcome(mayDecideRequests(caller, access('ADMINISTRATOR', { priv: true })))).toBe('ok');
  });

  it('refuses a blocked person’s request, and a request to a list that is not collaborative', () => {
    expect(mayRequestToJoin(caller, access(null, { blocked: true }))).toMatchObject({ code: 'forbidden' });
    expect(mayRequestToJoin(caller, access(null, { collaborative: false }))).toMatchObject({
      code: 'not_collaborative',
    });
    const hiddenOwner = access(null);
    hiddenOwner.list.ownerProfilePublic = 0;
    expect(mayRequestToJoin(caller, hiddenOwner)).toMatchObject({ code: 'not_collaborative' });
    // Blocked from joining is not blocked from following.
    expect(outcome(mayFollow(caller, access(null, { blocked: true })))).toBe('ok');
  });

  it.each([
    // remover, removes a collaborator, removes an administrator, leaves
    ['OWNER', 'ok', 'ok', 'refused'],
    ['ADMINISTRATOR', 'ok', 'refused', 'ok'],
    ['COLLABORATOR', 'refused', 'refused', 'ok'],
    [null, 'refused', 'refused', 'refused'],
  ] as const)(
    'lets %s remove collaborators (%s), administrators (%s), and leave (%s)',
    (role, c, a, leave) => {
      const list = access(role);
      expect(outcome(mayRemoveCollaborator(caller, list, { self: false, role: 'COLLABORATOR' }))).toBe(c);
      expect(outcome(mayRemoveCollaborator(caller, list, { self: false, role: 'ADMINISTRATOR' }))).toBe(a);
      const own = role === 'OWNER' || role === null ? 'COLLABORATOR' : role;
      expect(outcome(mayRemoveCollaborator(caller, list, { self: true, role: own }))).toBe(leave);
    },
  );
});
