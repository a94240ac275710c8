import { describe, expect, it } from 'vitest';
import { LIST_WRITE_MESSAGES, addItemsProblem, isListable, newListProblem } from './list-writes.ts';

describe('the add-to-list rules (spec 01 §5)', () => {
  it('needs a list, a name for a new one and its visibility', () => {
    expect(addItemsProblem({ lists: [] }, false)).toBe('Select at least one available list to add to');
    expect(newListProblem({ name: ' ', priv: true }, false)).toBe('A name for the new list is required');
    expect(newListProblem({ name: 'A', priv: null }, false)).toBe('The "visibility" field is required');
    expect(addItemsProblem({ lists: [{ id: 3 }] }, false)).toBeNull();
  });

  it('allows collaborative only for public lists of people with a public profile', () => {
    expect(newListProblem({ name: 'A', priv: true, collaborative: true }, true)).toBe(
      LIST_WRITE_MESSAGES.collaborativeNeedsPublic,
    );
    expect(newListProblem({ name: 'A', priv: false, collaborative: true }, false)).toBe(
      LIST_WRITE_MESSAGES.collaborativeNeedsPublicProfile,
    );
    expect(newListProblem({ name: 'A', priv: false, collaborative: true }, true)).toBeNull();
  });

  it('limits the description to 2000 and the reason to 50000 characters', () => {
    expect(newListProblem({ name: 'A', priv: false, description: 'x'.repeat(2000) }, false)).toBeNull();
    expect(newListProblem({ name: 'A', priv: false, description: 'x'.repeat(2001) }, false)).toBe(
      'Your description is too long (2001 characters). The description must not be longer than 2000 characters.',
    );
    expect(addItemsProblem({ lists: [{ id: 1 }], reason: 'x'.repeat(50_001) }, false)).toMatch(/50000/);
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
