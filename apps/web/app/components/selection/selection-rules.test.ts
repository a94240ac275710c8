import { describe, expect, it } from 'vitest';
import type { WorkType } from '@trove/contracts';
import {
  bulkButtons,
  defaultMergeTarget,
  maySelect,
  mergeNoteProblem,
  mergeWorkIds,
  selectionKey,
} from './selection-rules.ts';
import { BULK_TAG_MESSAGES, bulkTagProblems } from './bulk-tag-dialog.tsx';
import { addItemsBody } from './add-to-list-dialog.tsx';
import { MERGE_SUCCESS } from './merge-dialog.tsx';

const pick = (...types: WorkType[]) => types.map((workType, i) => ({ id: i + 1, workType, title: `T${i}` }));

describe('selection rules (spec 01 §2.9, §6)', () => {
  it('offers the switch to signed-in visitors outside summary mode', () => {
    expect(maySelect(true, false)).toBe(true);
    expect(maySelect(false, false)).toBe(false);
    expect(maySelect(true, true)).toBe(false);
  });

  it('keys results by type and id, since ids repeat across types', () => {
    expect(selectionKey({ id: 4, workType: 'work' })).not.toBe(selectionKey({ id: 4, workType: 'people' }));
  });

  it('shows no bulk buttons before results load, when signed out or with nothing selected', () => {
    const none = { addToList: false, addTag: false, removeTag: false, merge: false };
    expect(bulkButtons(false, ['dataManager'], pick('work'))).toEqual(none);
    expect(bulkButtons(true, null, pick('work'))).toEqual(none);
    expect(bulkButtons(true, ['dataManager'], [])).toEqual(none);
  });

  it('lets a signed-in visitor add to a list, but not websites or lists', () => {
    expect(bulkButtons(true, [], pick('work', 'newspaper', 'people'))).toEqual({
      addToList: true,
      addTag: false,
      removeTag: false,
      merge: false,
    });
    expect(bulkButtons(true, [], pick('work', 'website')).addToList).toBe(false);
    expect(bulkButtons(true, [], pick('list')).addToList).toBe(false);
  });

  it('gives data managers tags (not for websites) and merge for two or more works only', () => {
    expect(bulkButtons(true, ['dataManager'], pick('work'))).toEqual({
      addToList: true,
      addTag: true,
      removeTag: true,
      merge: false,
    });
    expect(bulkButtons(true, ['dataManager'], pick('work', 'work')).merge).toBe(true);
    for (const other of ['newspaper', 'people', 'website', 'list'] as const)
      expect(bulkButtons(true, ['dataManager'], pick('work', other)).merge, other).toBe(false);
    expect(bulkButtons(true, ['dataManager'], pick('work', 'website')).addTag).toBe(false);
    expect(bulkButtons(true, ['qa'], pick('work', 'work')).merge).toBe(false);
  });

  it('merges into the work with most items by default, target first, note at most 200', () => {
    const works = [
      { id: 1, numItems: 2 },
      { id: 2, numItems: 7 },
      { id: 3, numItems: 7 },
    ];
    expect(defaultMergeTarget(works)?.id).toBe(2);
    expect(mergeWorkIds(2, [1, 2, 3])).toEqual([2, 1, 3]);
    expect(mergeNoteProblem('x'.repeat(200))).toBeNull();
    expect(mergeNoteProblem('x'.repeat(201))).toBe(
      'Your note is too long (201 characters). The note must not be longer than 200 characters.',
    );
    expect(MERGE_SUCCESS).toBe(
      'The selected works have been merged.  It could take up to several minutes before this is reflected in the search results.',
    );
  });
});

describe('bulk tag and list dialogs', () => {
  it('require a tag name and a visibility, in the spec’s words, each for its own field', () => {
    expect(bulkTagProblems(' , ', 'public')).toEqual([
      { field: 'content', message: 'The "tag" field is required' },
    ]);
    expect(bulkTagProblems('maps', '')).toEqual([
      { field: 'visibility', message: 'The "visibility" field is required' },
    ]);
    expect(bulkTagProblems('', '').map((p) => p.field)).toEqual(['content', 'visibility']);
    expect(bulkTagProblems('maps', 'both')).toEqual([]);
  });

  it('word the outcomes as spec 01 §8 does', () => {
    expect(BULK_TAG_MESSAGES.tagged(['maps', 'war'])).toBe(
      'The selected works have been tagged with: maps, war',
    );
    expect(BULK_TAG_MESSAGES.noneTagged).toBe(
      'No tags have been applied.  Have these works been tagged with this already?',
    );
    expect(BULK_TAG_MESSAGES.removed(2, ['maps'])).toBe(
      'The following tags were removed from the 2 affected selected work(s): maps',
    );
    expect(BULK_TAG_MESSAGES.noneRemoved).toBe(
      'No tags were removed.  None of the tags specified were present on the selected works.',
    );
  });

  it('build the add-to-list call from existing lists and a new one', () => {
    const body = addItemsBody(
      pick('work', 'newspaper'),
      [9],
      { create: true, name: 'Federation', description: '', visibility: 'private' },
      '',
    );
    expect(body).toEqual({
      items: [
        { id: 1, type: 'work' },
        { id: 2, type: 'newspaper' },
      ],
      lists: [{ id: 9 }, { name: 'Federation', description: '', priv: true, collaborative: false }],
      reason: '',
    });
    const noVisibility = addItemsBody(
      pick('work'),
      [],
      { create: true, name: 'A', description: '', visibility: '' },
      '',
    );
    expect(noVisibility.lists[0]).toMatchObject({ priv: null });
  });
});
