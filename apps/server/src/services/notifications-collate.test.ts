import type { Notification } from '@trove/contracts';
import { describe, expect, it } from 'vitest';
import { collate } from './notifications-collate.ts';

const ada = { fullUserId: 'ada', displayName: 'Ada' };
const ben = { fullUserId: 'ben', displayName: 'Ben' };
const event = (id: number, category: Notification['category'], details: Notification['details']) => ({
  id,
  category,
  eventDate: `2026-11-2${9 - id}T10:00:00.000Z`,
  details,
});

describe('collating a window of notifications', () => {
  it('puts the item changes of one list together, keeping the newest id, date and person', () => {
    const out = collate([
      event(3, 'LIST_ITEMS_CHANGED', { listId: 1, listTitle: 'Now', user: ben, newItems: { '9': 'C' } }),
      event(2, 'LIST_ITEMS_CHANGED', { listId: 1, listTitle: 'Then', user: ada, removedItems: { '4': 'B' } }),
      event(1, 'LIST_ITEMS_CHANGED', { listId: 1, listTitle: 'Then', user: ada, newItems: { '5': 'A' } }),
    ]);
    expect(out).toEqual([
      {
        ...event(3, 'LIST_ITEMS_CHANGED', {}),
        details: {
          listId: 1,
          listTitle: 'Now',
          user: ben,
          newItems: { '9': 'C', '5': 'A' },
          removedItems: { '4': 'B' },
        },
      },
    ]);
  });

  it('sums new notes per list and keeps lists, categories and other events apart, in order', () => {
    const out = collate([
      event(5, 'NOTES_CHANGED', { listId: 1, newNotesCount: 1 }),
      event(4, 'LIST_ITEMS_CHANGED', { listId: 1, newItems: { '1': 'x' } }),
      event(3, 'NOTES_CHANGED', { listId: 2, newNotesCount: 1 }),
      event(2, 'LIST_CHANGED', { listId: 1, nameChanged: true }),
      event(1, 'NOTES_CHANGED', { listId: 1, newNotesCount: 2 }),
    ]);
    expect(out.map((n) => [n.id, n.category, n.details.newNotesCount])).toEqual([
      [5, 'NOTES_CHANGED', 3],
      [4, 'LIST_ITEMS_CHANGED', undefined],
      [3, 'NOTES_CHANGED', 1],
      [2, 'LIST_CHANGED', undefined],
    ]);
  });

  it('leaves alerts as they are, even of one list', () => {
    const alerts = [
      event(2, 'COLLAB_LIST_JOIN_REQUEST', { listId: 1, status: 'new', user: ada }),
      event(1, 'COLLAB_LIST_JOIN_REQUEST', { listId: 1, status: 'new', user: ben }),
    ];
    expect(collate(alerts)).toEqual(alerts);
  });
});
