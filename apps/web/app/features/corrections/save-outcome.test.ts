import { CORRECTION_MESSAGES, MESSAGES } from '@trove/contracts';
import { describe, expect, it } from 'vitest';
import { editorStateOf } from './editor-state.ts';
import { conflictOf, outcomeStatus, saveOutcome, saveRequest } from './save-outcome.ts';

const state = (() => {
  const fresh = editorStateOf(2, [
    { no: 0, paragraph: 0, text: 'one' },
    { no: 1, paragraph: 0, text: 'two' },
    { no: 2, paragraph: 0, text: 'three' },
  ]);
  return {
    ...fresh,
    comment: '  spelling  ',
    lines: fresh.lines.map((l) => (l.no === 2 ? { ...l, text: 'thr3e fixed' } : l)),
  };
})();

const failure = (status: number, message: string, details?: unknown) =>
  ({ ok: false, status, message, kind: 'http', details }) as const;

describe('a save from the editor', () => {
  it('asks with only the changed lines, the base version and the trimmed comment', () => {
    expect(saveRequest(state)).toEqual({
      ok: true,
      body: { baseVersion: 2, lines: [{ no: 2, text: 'thr3e fixed' }], comment: 'spelling' },
    });
    const unchanged = editorStateOf(2, [{ no: 0, paragraph: 0, text: 'one' }]);
    const refused = saveRequest(unchanged);
    expect(refused.ok ? null : refused.outcome).toMatchObject({ message: CORRECTION_MESSAGES.noChange });
  });

  it('merges after a 409 and keeps the reader’s lines after any other refusal', () => {
    const conflict = saveOutcome(
      state,
      failure(409, 'conflict', { currentVersion: 3, lines: [{ no: 2, text: 'three!' }] }),
    );
    expect(conflict).toMatchObject({ outcome: 'conflict', message: CORRECTION_MESSAGES.conflict });
    expect(conflict.outcome === 'conflict' ? conflict.state.lines[2] : null).toMatchObject({
      text: 'thr3e fixed',
      theirs: 'three!',
    });
    expect(outcomeStatus(conflict, null)).toBe(409);

    const limited = saveOutcome(state, failure(429, 'slow down'));
    expect(limited).toMatchObject({ outcome: 'refused', message: CORRECTION_MESSAGES.rateLimited, state });
    const tooLong = saveOutcome(
      state,
      failure(400, 'lines: too long', [{ path: '/lines/0/text', message: 'x' }]),
    );
    expect(tooLong.outcome === 'refused' ? tooLong.problems?.lines : null).toEqual({ 2: 'x' });
    expect(saveOutcome(state, failure(500, 'boom'))).toMatchObject({
      message: MESSAGES.unexpected('save your correction'),
    });
    expect(outcomeStatus(limited, failure(429, ''))).toBe(429);
  });

  it('trusts a conflict’s details only in the contract’s shape', () => {
    expect(conflictOf({ currentVersion: 1, lines: [{ no: 0, text: 'a' }] })).not.toBeNull();
    expect(conflictOf({ currentVersion: '1', lines: [] })).toBeNull();
    expect(conflictOf({ currentVersion: 1, lines: [{ no: 'x', text: 'a' }] })).toBeNull();
    expect(conflictOf(null)).toBeNull();
  });
});
