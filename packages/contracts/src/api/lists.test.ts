import { describe, expect, it } from 'vitest';
import {
  LIST_WRITE_MESSAGES,
  addItemsProblem,
  addItemsProblems,
  isListable,
  newListProblems,
} from './lists-rules.ts';

describe('the add-to-list rules (spec 01 §5, spec 03 §5 List rules)', () => {
  it('needs a list, a name for a new one and its visibility, in the spec’s words', () => {
    expect(addItemsProblem({ lists: [] }, false)).toEqual({
      field: 'lists',
      message: 'Select at least one available list to add to',
    });
    expect(newListProblems({ name: ' ', priv: true }, false)).toEqual([
      { field: 'name', message: 'A name for the new list is required' },
    ]);
    expect(newListProblems({ name: 'A', priv: null }, false)).toEqual([
      { field: 'visibility', message: 'You must specify the visibility of this tag' },
    ]);
    expect(addItemsProblem({ lists: [{ id: 3 }] }, false)).toBeNull();
  });

  it('reports every field that fails, each with its own field, and answers the first', () => {
    const body = {
      lists: [{ name: '', priv: null, description: 'x'.repeat(2001) }],
      reason: 'r'.repeat(50_001),
    };
    expect(addItemsProblems(body, false).map((p) => p.field)).toEqual([
      'name',
      'visibility',
      'description',
      'reason',
    ]);
    expect(addItemsProblem(body, false)?.field).toBe('name');
  });

  it('allows collaborative only for public lists of people with a public profile', () => {
    expect(newListProblems({ name: 'A', priv: true, collaborative: true }, true)).toEqual([
      { field: 'collaborative', message: 'Only public lists can be collaborative.' },
    ]);
    expect(newListProblems({ name: 'A', priv: false, collaborative: true }, false)).toEqual([
      {
        field: 'collaborative',
        message: 'You can only collaborate on lists if your profile is publicly visible',
      },
    ]);
    expect(newListProblems({ name: 'A', priv: false, collaborative: true }, true)).toEqual([]);
  });

  it('limits the description to 2000 and the reason to 50000 characters with the generic message', () => {
    expect(newListProblems({ name: 'A', priv: false, description: 'x'.repeat(2000) }, false)).toEqual([]);
    expect(newListProblems({ name: 'A', priv: false, description: 'x'.repeat(2001) }, false)).toEqual([
      { field: 'description', message: 'The provided value is too long' },
    ]);
    expect(addItemsProblem({ lists: [{ id: 1 }], reason: 'x'.repeat(50_000) }, false)).toBeNull();
    expect(addItemsProblem({ lists: [{ id: 1 }], reason: 'x'.repeat(50_001) }, false)).toEqual({
      field: 'reason',
      message: 'The provided value is too long',
    });
    expect(LIST_WRITE_MESSAGES.maxLengthHint(2000)).toBe('Please enter no more than 2000 characters');
  });

  it('takes works, articles and people but not websites or lists', () => {
    expect(['work', 'newspaper', 'people', 'website', 'list'].map((t) => isListable(t as never))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(LIST_WRITE_MESSAGES.added(3, ['Federation'])).toBe('3 works have been added to Federation');
  });
});
