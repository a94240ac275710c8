import { CORRECTION_LIMITS, CORRECTION_MESSAGES } from '@trove/contracts';
import { describe, expect, it } from 'vitest';
import {
  FIELD,
  changedLines,
  editorProblems,
  editorStateFromForm,
  editorStateOf,
  lineProblemsOf,
  mergeConflict,
  paragraphsOf,
} from './editor-state.ts';

const start = () =>
  editorStateOf(3, [
    { no: 0, paragraph: 0, text: 'Tbe quick' },
    { no: 1, paragraph: 0, text: 'brown f0x' },
    { no: 2, paragraph: 1, text: 'jumps ovcr' },
    { no: 3, paragraph: 1, text: 'the lazy' },
  ]);

const edit = (state: ReturnType<typeof start>, no: number, text: string) => ({
  ...state,
  lines: state.lines.map((line) => (line.no === no ? { ...line, text } : line)),
});

describe('changed lines', () => {
  it('sends only the lines whose text differs from the version the reader began from', () => {
    const state = edit(edit(start(), 1, 'brown fox'), 3, 'the lazy');
    expect(changedLines(state)).toEqual([{ no: 1, text: 'brown fox' }]);
  });

  it('counts a line typed back to its old text as unchanged', () => {
    expect(changedLines(edit(edit(start(), 0, 'The quick'), 0, 'Tbe quick'))).toEqual([]);
  });

  it('groups lines by paragraph in order', () => {
    expect(paragraphsOf(start().lines).map((group) => group.map((line) => line.no))).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });
});

describe('problems before saving', () => {
  it('refuses a save that changes nothing', () => {
    expect(editorProblems(start())?.form).toBe(CORRECTION_MESSAGES.noChange);
  });

  it('names the line that is too long and the comment that is too long', () => {
    const state = {
      ...edit(start(), 2, 'x'.repeat(CORRECTION_LIMITS.lineMax + 1)),
      comment: 'c'.repeat(1001),
    };
    const problems = editorProblems(state);
    expect(problems?.lines).toEqual({ 2: CORRECTION_MESSAGES.lineTooLong(CORRECTION_LIMITS.lineMax) });
    expect(problems?.comment).toBe(CORRECTION_MESSAGES.commentTooLong(CORRECTION_LIMITS.commentMax));
    expect(problems?.form).toBeNull();
  });

  it('has none for a fair change', () => {
    expect(editorProblems(edit(start(), 0, 'The quick'))).toBeNull();
  });
});

describe('merging after a conflict', () => {
  it('moves to the live version, takes their text on untouched lines and keeps the reader’s own', () => {
    const mine = edit(edit(start(), 0, 'The quick'), 2, 'jumps over');
    const merged = mergeConflict(mine, {
      currentVersion: 5,
      lines: [
        { no: 1, text: 'brown fox' },
        { no: 2, text: 'jumps ovér' },
      ],
    });
    expect(merged.baseVersion).toBe(5);
    const [first, second, third, fourth] = merged.lines;
    // Only the reader changed line 0: kept, still to send.
    expect(first).toMatchObject({ was: 'Tbe quick', text: 'The quick', theirs: null });
    // Only they changed line 1: the live text, nothing to send.
    expect(second).toMatchObject({ was: 'brown fox', text: 'brown fox', theirs: null });
    // Both changed line 2: the reader's text stays editable beside theirs.
    expect(third).toMatchObject({ was: 'jumps ovér', text: 'jumps over', theirs: 'jumps ovér' });
    expect(fourth).toMatchObject({ was: 'the lazy', text: 'the lazy', theirs: null });
    expect(changedLines(merged)).toEqual([
      { no: 0, text: 'The quick' },
      { no: 2, text: 'jumps over' },
    ]);
  });

  it('sees no conflict where both typed the same text', () => {
    const merged = mergeConflict(edit(start(), 1, 'brown fox'), {
      currentVersion: 4,
      lines: [{ no: 1, text: 'brown fox' }],
    });
    expect(merged.lines[1]).toMatchObject({ was: 'brown fox', text: 'brown fox', theirs: null });
    expect(changedLines(merged)).toEqual([]);
  });
});

describe('the form posted without JavaScript', () => {
  function formOf(state: ReturnType<typeof start>): FormData {
    const form = new FormData();
    form.set(FIELD.baseVersion, String(state.baseVersion));
    form.set(FIELD.comment, state.comment);
    for (const line of state.lines) {
      form.set(FIELD.text(line.no), line.text);
      form.set(FIELD.was(line.no), line.was);
      form.set(FIELD.paragraph(line.no), String(line.paragraph));
      if (line.theirs !== null) form.set(FIELD.theirs(line.no), line.theirs);
    }
    return form;
  }

  it('rebuilds the state the page rendered, with the reader’s edits', () => {
    const state = { ...edit(start(), 3, 'the lazy dog'), comment: 'Fixed a word' };
    expect(editorStateFromForm(formOf(state))).toEqual(state);
  });

  it('rejects a form that is not the editor’s', () => {
    const form = formOf(start());
    form.delete(FIELD.baseVersion);
    expect(editorStateFromForm(form)).toBeNull();
    const noOriginal = formOf(start());
    noOriginal.delete(FIELD.was(2));
    expect(editorStateFromForm(noOriginal)).toBeNull();
  });
});

describe('field errors of a refused save', () => {
  it('names lines by their number, not by their place among the lines sent', () => {
    const sent = [
      { no: 4, text: 'a' },
      { no: 9, text: 'b' },
    ];
    expect(
      lineProblemsOf([{ path: '/lines/1/text', message: 'Too long' }, { path: '/comment' }], sent),
    ).toEqual({
      9: 'Too long',
    });
    expect(lineProblemsOf('nonsense', sent)).toEqual({});
  });
});
