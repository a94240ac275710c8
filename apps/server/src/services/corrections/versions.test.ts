import { CORRECTION_MESSAGES } from '@trove/contracts';
import { describe, expect, it } from 'vitest';
import { heldReason } from './correction-save.service.ts';
import { linesOf } from './lines.ts';
import { differingLines, linesAtVersion } from './versions.ts';

const original = linesOf('one\ntwo\nthree');
const changes = [
  { version: 2, lineNo: 1, newText: 'TWO' },
  { version: 1, lineNo: 1, newText: 'tw0' },
  { version: 3, lineNo: 0, newText: 'ONE' },
];
const texts = (version: number) => linesAtVersion(original, changes, version).map((l) => l.text);

describe('versions rebuilt from the original lines', () => {
  it('applies the live changes up to a version in version order', () => {
    expect(texts(0)).toEqual(['one', 'two', 'three']);
    expect(texts(1)).toEqual(['one', 'tw0', 'three']);
    expect(texts(2)).toEqual(['one', 'TWO', 'three']);
    expect(texts(3)).toEqual(['ONE', 'TWO', 'three']);
  });

  it('lists the lines that differ between two versions, either way round', () => {
    const v0 = linesAtVersion(original, changes, 0);
    const v3 = linesAtVersion(original, changes, 3);
    expect(differingLines(v0, v3)).toEqual([
      { no: 0, before: 'one', after: 'ONE' },
      { no: 1, before: 'two', after: 'TWO' },
    ]);
    expect(differingLines(v3, v0)).toEqual([
      { no: 0, before: 'ONE', after: 'one' },
      { no: 1, before: 'TWO', after: 'two' },
    ]);
  });
});

describe('which saves wait for a data manager', () => {
  const six = linesOf('a\nb\nc\nd\ne\nf');
  it('holds a save that empties a line', () => {
    expect(heldReason(six, [{ no: 2, text: '' }])).toBe(CORRECTION_MESSAGES.heldEmptiedLine);
  });
  it('holds a save that changes more than half the lines of an article of six or more', () => {
    const four = [0, 1, 2, 3].map((no) => ({ no, text: 'x' }));
    expect(heldReason(six, four)).toBe(CORRECTION_MESSAGES.heldMostLines);
    expect(heldReason(six, four.slice(0, 3))).toBeNull();
  });
  it('lets a short article be corrected whole', () => {
    expect(
      heldReason(
        original,
        [0, 1, 2].map((no) => ({ no, text: 'x' })),
      ),
    ).toBeNull();
  });
});
