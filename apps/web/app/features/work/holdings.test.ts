import type { BorrowOptions, Holding } from '@trove/contracts';
import { describe, expect, it } from 'vitest';
import { INITIAL_BORROW_VIEW, borrowTabs, selectState, toggleShowAll, visibleHoldings } from './holdings.ts';

const holding = (fullName: string, openToPublic: boolean, stateAbbrev = 'NSW'): Holding => ({
  library: { fullName, nuc: fullName.slice(0, 3).toUpperCase(), stateAbbrev, openToPublic },
  callNumber: null,
  url: null,
});
const names = (list: Holding[]) => list.map((h) => h.library.fullName);

describe('Borrow holdings', () => {
  it('shows libraries open to the public first, by name, then the others', () => {
    const list = [
      holding('Zeta Uni', false),
      holding('State Library', true),
      holding('Alpha Uni', false),
      holding('Bega Library', true),
    ];
    expect(names(visibleHoldings(list, false).shown)).toEqual([
      'Bega Library',
      'State Library',
      'Alpha Uni',
      'Zeta Uni',
    ]);
  });

  it('shows 12 by default, the closed ones filling what the open ones leave', () => {
    const open = Array.from({ length: 10 }, (_, i) => holding(`Open ${String(i).padStart(2, '0')}`, true));
    const closed = Array.from({ length: 5 }, (_, i) => holding(`Closed ${i}`, false));
    const view = visibleHoldings([...closed, ...open], false);
    expect(view.shown).toHaveLength(12);
    expect(view.hidden).toBe(3);
    expect(names(view.shown).slice(10)).toEqual(['Closed 0', 'Closed 1']);
    expect(visibleHoldings([...closed, ...open], true).shown).toHaveLength(15);
  });

  it('offers All and the states that hold it, in the spec order', () => {
    const empty: BorrowOptions = {
      all: [],
      act: [],
      nsw: [],
      nt: [],
      qld: [],
      sa: [],
      tas: [],
      vic: [],
      wa: [],
      unknown: [],
    };
    const a = holding('A', true, 'VIC');
    const b = holding('B', true, 'ACT');
    const tabs = borrowTabs({ ...empty, all: [a, b], vic: [a], act: [b] });
    expect(tabs.map((t) => [t.key, t.label, t.count])).toEqual([
      ['all', 'All', 2],
      ['act', 'ACT', 1],
      ['vic', 'VIC', 1],
    ]);
  });

  it('resets Show all when another state is selected', () => {
    const expanded = toggleShowAll(INITIAL_BORROW_VIEW);
    expect(expanded).toEqual({ state: 'all', showAll: true });
    expect(selectState(expanded, 'nsw')).toEqual({ state: 'nsw', showAll: false });
  });
});
