import { describe, expect, it } from 'vitest';
import type { Caller } from '../auth/caller.ts';
import {
  type ListStanding,
  countsAsView,
  itemRights,
  mayAddToList,
  mayAddToLists,
  mayFollowList,
  mayOnList,
  mayRemoveItem,
  mayRequestToJoin,
  seesList,
  seesPrivateListsOf,
} from './lists-policy.ts';

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

describe('the rules of one list', () => {
  const list = (role: ListStanding['role'], extra: Partial<ListStanding> = {}): ListStanding => ({
    priv: false,
    collaborative: true,
    ownerId: 1,
    role,
    requestStatus: null,
    ...extra,
  });

  it('shows a private list to its owner and collaborators only', () => {
    expect(seesList(list(null, { priv: true }))).toBe(false);
    expect(seesList(list('COLLABORATOR', { priv: true }))).toBe(true);
    expect(seesList(list(null))).toBe(true);
  });

  it.each([
    ['the owner', 'OWNER', 'ok', 'ok', 'ok'],
    ['an administrator', 'ADMINISTRATOR', 'ok', 'ok', 'refused'],
    ['a collaborator', 'COLLABORATOR', 'ok', 'refused', 'refused'],
    ['anyone else', null, 'refused', 'refused', 'refused'],
  ] as const)('lets %s manage (%s), reorder (%s) and delete (%s)', (_who, role, manage, reorder, remove) => {
    const caller = role === 'OWNER' ? owner : other;
    expect(outcome(mayOnList(caller, list(role), 'manage'))).toBe(manage);
    expect(outcome(mayOnList(caller, list(role), 'reorder'))).toBe(reorder);
    expect(outcome(mayOnList(caller, list(role), 'deleteList'))).toBe(remove);
    expect(outcome(mayOnList(null, list(null), 'manage'))).toBe('unauthenticated');
  });

  it('lets collaborators remove their own items only; owners and administrators any', () => {
    expect(outcome(mayRemoveItem(other, list('COLLABORATOR'), other.userId))).toBe('ok');
    expect(outcome(mayRemoveItem(other, list('COLLABORATOR'), owner.userId))).toBe('refused');
    expect(outcome(mayRemoveItem(other, list('ADMINISTRATOR'), owner.userId))).toBe('ok');
    expect(outcome(mayRemoveItem(null, list(null), owner.userId))).toBe('unauthenticated');
  });

  it('gives a note to its item’s creator while on the list, and the owner; administrators may delete it', () => {
    const item = { createdBy: other.userId };
    expect(itemRights(other.userId, list('COLLABORATOR'), item, true)).toEqual({
      noteEditable: true,
      noteDeletable: true,
      removable: true,
    });
    expect(itemRights(other.userId, list('COLLABORATOR'), item, false).noteEditable).toBe(false);
    expect(itemRights(owner.userId, list('OWNER'), item, true).noteEditable).toBe(true);
    expect(itemRights(3, list('ADMINISTRATOR'), item, true)).toEqual({
      noteEditable: false,
      noteDeletable: true,
      removable: true,
    });
    expect(itemRights(null, list(null), item, true).noteDeletable).toBe(false);
  });

  it('lets signed-in outsiders follow and ask to join, unless blocked or waiting', () => {
    expect(mayFollowList(2, list(null))).toBe(true);
    expect(mayFollowList(1, list('OWNER'))).toBe(false);
    expect(mayFollowList(null, list(null))).toBe(false);
    expect(mayRequestToJoin(2, list(null))).toBe(true);
    expect(mayRequestToJoin(2, list(null, { requestStatus: 'BLOCKED' }))).toBe(false);
    expect(mayRequestToJoin(2, list(null, { requestStatus: 'PENDING' }))).toBe(false);
    expect(mayRequestToJoin(2, list(null, { collaborative: false }))).toBe(false);
    expect(mayRequestToJoin(2, list('COLLABORATOR'))).toBe(false);
  });

  it('counts views but the owner’s own', () => {
    expect(countsAsView(null, list(null))).toBe(true);
    expect(countsAsView(1, list('OWNER'))).toBe(false);
  });
});
