import type { HoldingWithLibrary } from '@trove/db';
import { describe, expect, it } from 'vitest';
import { groupHoldings } from './borrow-options.ts';

const row = (
  nuc: string,
  name: string | null,
  state: string | null,
  open: number | null,
): HoldingWithLibrary => ({
  versionId: 1,
  nuc,
  callNumber: null,
  url: null,
  libraryName: name,
  libraryState: state,
  openToPublic: open,
});

describe('borrow options', () => {
  it('files holdings under the lower-cased state of their library, else unknown', () => {
    const options = groupHoldings([
      row('A', 'Alpha', 'Vic ', 1),
      row('B', 'Beta', 'qld', 0),
      row('C', 'Gamma', 'Overseas', 1),
      row('D', null, null, null),
    ]);
    expect(options.vic.map((h) => h.library.nuc)).toEqual(['A']);
    expect(options.qld.map((h) => h.library.nuc)).toEqual(['B']);
    expect(options.unknown.map((h) => h.library.nuc)).toEqual(['C', 'D']);
    // A library missing from the directory is named by its NUC and counted as not open.
    expect(options.unknown[1]?.library).toEqual({
      fullName: 'D',
      nuc: 'D',
      stateAbbrev: null,
      openToPublic: false,
    });
  });

  it('orders open-to-public libraries first, then by name regardless of case', () => {
    const options = groupHoldings([
      row('Z', 'zeta', 'NSW', 1),
      row('Y', 'Alpha', 'NSW', 0),
      row('X', 'beta', 'NSW', 1),
    ]);
    expect(options.nsw.map((h) => h.library.fullName)).toEqual(['beta', 'zeta', 'Alpha']);
  });
});
