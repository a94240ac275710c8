import type { Annotation } from '@trove/contracts';
import { describe, expect, it } from 'vitest';
import { noteActionLabel, noteOpening } from './note-labels.ts';

const note = (content: string, lastModifiedStr = '3 March 2024') =>
  ({ content, lastModifiedStr }) as Annotation;

describe('naming the buttons of a note', () => {
  it('keeps a short note whole, on one line', () => {
    expect(noteOpening('Read on a\n\nhot   afternoon.')).toBe('Read on a hot afternoon.');
  });

  it('cuts a long note at a word with an ellipsis', () => {
    expect(noteOpening('Compare with the 1923 reprint in the reading room before citing it.')).toBe(
      'Compare with the 1923 reprint in the…',
    );
    expect(noteOpening('x'.repeat(60))).toBe(`${'x'.repeat(40)}…`);
  });

  it('starts with the visible words and tells notes apart by date and opening', () => {
    const first = noteActionLabel('Edit note', note('Maps missing.'));
    expect(first).toBe('Edit note of 3 March 2024: “Maps missing.”');
    expect(noteActionLabel('Edit note', note('Maps missing.', '4 March 2024'))).not.toBe(first);
    expect(noteActionLabel('Edit note', note('Plates foxed.'))).not.toBe(first);
    expect(noteActionLabel('Delete note', note('Maps missing.'))).toMatch(/^Delete note of /);
  });
});
