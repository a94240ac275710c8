import type { Notification } from '@trove/contracts';
import { describe, expect, it } from 'vitest';
import { hasOlder, notificationSentence, sentenceText, windowDaysOf } from './notification-words.ts';

const ben = { fullUserId: 'ben', displayName: 'Ben <b>' };
const on = { listId: 4, listTitle: 'Gold rush' };
const note = (category: Notification['category'], details: Notification['details']): Notification => ({
  id: 1,
  category,
  eventDate: '2026-11-27T00:00:00.000Z',
  details,
});
const text = (category: Notification['category'], details: Notification['details']) =>
  sentenceText(notificationSentence(note(category, details)));

describe('the words of each notification', () => {
  it('words a request to join by its status, linking the list and the person', () => {
    const parts = notificationSentence(note('COLLAB_LIST_JOIN_REQUEST', { status: 'new', user: ben, ...on }));
    expect(parts).toEqual([
      { text: 'Ben <b>', href: '/userProfile/user/ben' },
      ' has asked to join your list ',
      { text: 'Gold rush', href: '/list/4' },
      '.',
    ]);
    expect(text('COLLAB_LIST_JOIN_REQUEST', { status: 'accepted', user: ben, ...on })).toBe(
      'Your request to join Gold rush has been accepted by Ben <b>.',
    );
    expect(text('COLLAB_LIST_JOIN_REQUEST', { status: 'declined', user: ben, ...on })).toBe(
      'Your request to join Gold rush has been declined.',
    );
  });

  it('words role changes, removals and leaving', () => {
    expect(
      text('COLLAB_LIST_ROLE_CHANGED', {
        user: ben,
        ...on,
        oldRole: 'COLLABORATOR',
        newRole: 'ADMINISTRATOR',
      }),
    ).toBe('Ben <b> changed your role on Gold rush from collaborator to administrator.');
    expect(
      text('COLLAB_LIST_ROLE_CHANGED', {
        user: ben,
        ...on,
        removedByAdmin: true,
        reason: 'Breaching group rules',
      }),
    ).toBe('Ben <b> removed you from Gold rush. Reason: Breaching group rules.');
    expect(text('COLLAB_LIST_ROLE_CHANGED', { user: ben, ...on, removedBySelf: true })).toBe(
      'Ben <b> has left Gold rush.',
    );
  });

  it('words list changes, ownership, deletion, items, notes and achievements', () => {
    expect(
      text('LIST_CHANGED', {
        user: ben,
        ...on,
        nameChanged: true,
        descriptionChanged: true,
        repImageChanged: true,
      }),
    ).toBe('Ben <b> changed the name, description and image of Gold rush.');
    expect(
      text('LIST_OWNER_CHANGED', { user: ben, ...on, oldOwner: { fullUserId: 'ada', displayName: 'Ada' } }),
    ).toBe('Ben <b> is now the owner of Gold rush, which Ada owned before.');
    expect(text('COLLAB_LIST_NOT_COLLABORATIVE', on)).toBe(
      'Gold rush is no longer collaborative, so you are no longer one of its collaborators.',
    );
    const deleted = notificationSentence(note('LIST_DELETED', { user: ben, ...on }));
    expect(deleted.filter((p) => typeof p !== 'string')).toHaveLength(1);
    expect(sentenceText(deleted)).toBe('Ben <b> deleted the list Gold rush.');
    expect(
      text('LIST_ITEMS_CHANGED', {
        user: ben,
        ...on,
        newItems: { '1': 'a', '2': 'b' },
        removedItems: { '3': 'c' },
      }),
    ).toBe('Ben <b> added 2 items to and removed 1 item from Gold rush.');
    expect(text('LIST_ITEMS_CHANGED', { user: ben, ...on, removedItems: { '3': 'c' } })).toBe(
      'Ben <b> removed 1 item from Gold rush.',
    );
    expect(text('NOTES_CHANGED', { user: ben, ...on, newNotesCount: 3 })).toBe(
      'Ben <b> wrote 3 notes on Gold rush.',
    );
    expect(
      text('ACHIEVEMENT', {
        achievements: [
          { id: 'a', name: 'First tag', description: 'x', earned: '' },
          { id: 'b', name: 'First note', description: 'y', earned: '' },
        ],
      }),
    ).toBe('You earned the achievements First tag and First note.');
  });
});

describe('the windows of the panel', () => {
  it('reads whole 7-day windows from the address, 7 by default', () => {
    expect(windowDaysOf(null)).toBe(7);
    expect(windowDaysOf('abc')).toBe(7);
    expect(windowDaysOf('-14')).toBe(7);
    expect(windowDaysOf('14')).toBe(14);
    expect(windowDaysOf('15')).toBe(21);
    expect(windowDaysOf('99999')).toBe(3654);
  });

  it('offers Load older only while older notifications wait', () => {
    expect(hasOlder({ total: 3, notificationCountNotCollated: 1, endDay: 7 })).toBe(true);
    expect(hasOlder({ total: 3, notificationCountNotCollated: 3, endDay: 7 })).toBe(false);
    expect(hasOlder({ total: 3, notificationCountNotCollated: 1, endDay: 3654 })).toBe(false);
  });
});
