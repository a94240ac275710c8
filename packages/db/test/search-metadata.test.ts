import { describe, expect, it } from 'vitest';
import { groupLibraries, type LibraryFields } from '../src/repositories/search-metadata.repository.ts';

const row = (nuc: string, name: string, parentNuc: string | null = null): LibraryFields => ({
  nuc,
  name,
  shortName: null,
  parentNuc,
  parentName: null,
});

describe('groupLibraries', () => {
  it('keeps the first row of a nuc seen twice and leaves out rows without a nuc', () => {
    const grouped = groupLibraries([
      row('ANL', 'First'),
      row(' ANL ', 'Second'),
      row('', 'None'),
      row('  ', 'Blank'),
    ]);
    expect(grouped).toEqual([
      { nuc: 'ANL', name: 'First', fullName: 'First', shortName: null, childLibraries: [] },
    ]);
  });

  it("names a branch under its parent once, whether or not the parent's name ends in a full stop", () => {
    const grouped = groupLibraries([
      row('AC', 'Corporation.'),
      { ...row('AC:A', 'ABC Archive', 'AC'), parentName: 'Corporation.' },
      { ...row('AC:B', 'Corporation library', 'AC'), parentName: 'Corporation' },
    ]);
    expect(grouped[0]?.childLibraries.map((c) => c.fullName)).toEqual([
      'Corporation. ABC Archive',
      'Corporation library',
    ]);
  });

  it('puts branches under their topmost parent in the list, and stands a loop of parents apart', () => {
    const grouped = groupLibraries([
      row('A', 'A'),
      row('A:1', 'A one', 'A'),
      row('A:1:x', 'A one x', 'A:1'),
      row('B', 'B', 'MISSING'),
      row('C', 'C', 'D'),
      row('D', 'D', 'C'),
    ]);
    expect(grouped.map((l) => [l.nuc, l.childLibraries.map((c) => c.nuc)])).toEqual([
      ['A', ['A:1', 'A:1:x']],
      ['B', []],
      ['C', []],
      ['D', []],
    ]);
  });
});
