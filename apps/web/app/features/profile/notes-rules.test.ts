import { describe, expect, it } from 'vitest';
import { notePreview, notesPageOf, notesTabHref } from './notes-rules.ts';

describe('notePreview', () => {
  it('keeps a note of 550 characters or fewer whole', () => {
    const note = 'x'.repeat(550);
    expect(notePreview(note)).toEqual({ text: note, truncated: false });
    expect(notePreview('Line one\nline two')).toEqual({ text: 'Line one\nline two', truncated: false });
  });

  it('cuts a longer note at 550 characters, at the last word break near the end, with an ellipsis', () => {
    const note = `${'word '.repeat(120)}end`; // 603 characters
    const { text, truncated } = notePreview(note);
    expect(truncated).toBe(true);
    expect(text.endsWith('word…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(551);
    expect(text.length).toBeGreaterThan(440);
  });

  it('cuts one long word at exactly 550 characters', () => {
    const { text } = notePreview('y'.repeat(600));
    expect(text).toBe(`${'y'.repeat(550)}…`);
  });

  it('counts characters, not UTF-16 units, so an emoji is never split', () => {
    const { text } = notePreview('😀'.repeat(551));
    expect(Array.from(text)).toHaveLength(551);
    expect(text.endsWith('😀…')).toBe(true);
  });
});

describe('notesPageOf', () => {
  it('reads a whole page number from 1, and 1 for anything else', () => {
    expect(notesPageOf('3')).toBe(3);
    for (const raw of [null, '', '0', '-2', '1.5', 'abc', '1e9'])
      expect(notesPageOf(raw), String(raw)).toBe(1);
  });
});

describe('notesTabHref', () => {
  it('gives the tab, its page beyond the first, the note edited or removed and what was done', () => {
    expect(notesTabHref('/userProfile')).toBe('/userProfile/notes');
    expect(notesTabHref('/userProfile', { page: 1, edit: 4 })).toBe('/userProfile/notes?edit=4');
    expect(notesTabHref('/userProfile/user/ada', { page: 2, remove: 9 })).toBe(
      '/userProfile/user/ada/notes?page=2&remove=9',
    );
    expect(notesTabHref('/userProfile', { page: 3, done: 'saved' })).toBe(
      '/userProfile/notes?page=3&done=saved',
    );
  });
});
