import { LIST_MESSAGES, MESSAGES } from '@trove/contracts';
import { describe, expect, it } from 'vitest';
import {
  collaborativeSwitch,
  descriptionCounter,
  detailsConfirmations,
  failureMessage,
  movedMessage,
  neighbourSeqs,
  noteCounter,
  postedDetails,
  readSequence,
  thumbnailPages,
} from './manage-rules.ts';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe('the sequence edit', () => {
  it('takes an integer from 1 to the list size', () => {
    expect(readSequence('1', 5)).toEqual({ ok: true, seq: 1 });
    expect(readSequence(' 5 ', 5)).toEqual({ ok: true, seq: 5 });
  });

  it.each(['0', '6', '2.5', '-1', '', 'two', '1e1'])('refuses %j with the spec message', (raw) => {
    expect(readSequence(raw, 5)).toEqual({ ok: false, message: 'List sequence must be valid' });
  });

  it('offers no move up from the first place nor down from the last', () => {
    expect(neighbourSeqs(1, 3)).toEqual({ up: null, down: 2 });
    expect(neighbourSeqs(3, 3)).toEqual({ up: 2, down: null });
    expect(neighbourSeqs(1, 1)).toEqual({ up: null, down: null });
  });

  it('announces the new position', () => {
    expect(movedMessage('Kelly', 2, 7)).toBe("Moved 'Kelly' to position 2 of 7.");
  });
});

describe('the counters', () => {
  it('count the description down from 2000', () => {
    expect(descriptionCounter('')).toBe('2000 characters remaining');
    expect(descriptionCounter('x'.repeat(1990))).toBe('10 characters remaining');
    expect(descriptionCounter('x'.repeat(2001))).toBe('The provided value is too long');
  });

  it('warn on a note when 800 or fewer characters remain', () => {
    expect(noteCounter('x'.repeat(3199))).toEqual({ text: 'At most 4000 characters.', warn: false });
    expect(noteCounter('x'.repeat(3200))).toEqual({
      text: '800 characters remaining. Please enter no more than 4000 characters',
      warn: true,
    });
    expect(noteCounter('x'.repeat(4001))).toEqual({
      text: 'Please enter no more than 4000 characters',
      warn: true,
    });
  });
});

describe('a change of details', () => {
  const publicCollaborative = { priv: false, collaborative: true };

  it('asks before making a public list private, once, though it ends collaboration too', () => {
    expect(detailsConfirmations(publicCollaborative, { name: 'a', priv: 'y', collaborative: false })).toEqual(
      [LIST_MESSAGES.toPrivateConfirm],
    );
  });

  it('asks before turning collaboration off', () => {
    expect(detailsConfirmations(publicCollaborative, { name: 'a', priv: 'n', collaborative: false })).toEqual(
      [LIST_MESSAGES.notCollaborativeConfirm],
    );
  });

  it('asks nothing for a change that removes nobody', () => {
    expect(detailsConfirmations(publicCollaborative, { name: 'b', priv: 'n', collaborative: true })).toEqual(
      [],
    );
    expect(
      detailsConfirmations(
        { priv: true, collaborative: false },
        { name: 'b', priv: 'n', collaborative: true },
      ),
    ).toEqual([]);
  });

  it('reads the posted form; choosing private turns collaboration off', () => {
    expect(
      postedDetails(
        form({ name: 'Mine', description: '', priv: 'y', collaborative: 'true', facebookGroupId: ' ' }),
      ),
    ).toEqual({ name: 'Mine', description: null, priv: 'y', collaborative: false, facebookGroupId: null });
    expect(
      postedDetails(form({ name: 'Mine', priv: 'n', collaborative: 'true', facebookGroupId: 'g1' })),
    ).toEqual({ name: 'Mine', description: null, priv: 'n', collaborative: true, facebookGroupId: 'g1' });
    expect(postedDetails(form({ name: 'Mine' })).priv).toBeNull();
  });

  it('lets collaboration be turned on only for a public list of a public profile', () => {
    expect(collaborativeSwitch(false, false, true)).toEqual({ disabled: false, hint: null });
    expect(collaborativeSwitch(false, true, true)).toEqual({
      disabled: true,
      hint: LIST_MESSAGES.collaborativeNeedsPublic,
    });
    expect(collaborativeSwitch(false, false, false)).toEqual({
      disabled: true,
      hint: 'You can only collaborate on lists if your profile is publicly visible',
    });
    // Already collaborative with a profile made private since: it may still be turned off.
    expect(collaborativeSwitch(true, false, false).disabled).toBe(false);
  });
});

describe('failures', () => {
  it('show the API refusal, no permission, or the unexpected wording with its action', () => {
    expect(
      failureMessage({ status: 400, message: 'The provided value is too long' }, 'update your list'),
    ).toBe('The provided value is too long');
    expect(failureMessage({ status: 403, message: 'x' }, 'update your list')).toBe(MESSAGES.noPermission);
    expect(failureMessage({ status: 500, message: 'x' }, 'move this item')).toBe(
      'An unexpected error has occurred while attempting to move this item',
    );
  });
});

describe('thumbnail paging', () => {
  it('reads how many pages of 50 to show, from 1 to 20', () => {
    expect(thumbnailPages(null)).toBe(1);
    expect(thumbnailPages('3')).toBe(3);
    expect(thumbnailPages('0')).toBe(1);
    expect(thumbnailPages('99')).toBe(20);
    expect(thumbnailPages('x')).toBe(1);
  });
});
