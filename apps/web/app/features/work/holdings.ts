import {
  ACTION_LIMITS,
  BORROW_GROUPS,
  type BorrowGroup,
  type BorrowOptions,
  type Holding,
} from '@trove/contracts';

const byName = (a: Holding, b: Holding) =>
  a.library.fullName.localeCompare(b.library.fullName, 'en-AU', { sensitivity: 'base' });

/**
 * The holdings shown by default: libraries open to the public first, by name, then the others
 * fill the remainder of 12; Show all lists every one in the same order (spec 02 §2, §9).
 */
export function visibleHoldings(
  holdings: readonly Holding[],
  showAll: boolean,
  limit: number = ACTION_LIMITS.borrowShown,
): { shown: Holding[]; hidden: number } {
  const open = holdings.filter((h) => h.library.openToPublic).sort(byName);
  const closed = holdings.filter((h) => !h.library.openToPublic).sort(byName);
  const ordered = [...open, ...closed];
  if (showAll || ordered.length <= limit) return { shown: ordered, hidden: 0 };
  return { shown: ordered.slice(0, limit), hidden: ordered.length - limit };
}

const LABELS: Record<BorrowGroup, string> = {
  all: 'All',
  act: 'ACT',
  nsw: 'NSW',
  nt: 'NT',
  qld: 'QLD',
  sa: 'SA',
  tas: 'TAS',
  vic: 'VIC',
  wa: 'WA',
  unknown: 'Unknown',
};

export interface BorrowTab {
  key: BorrowGroup;
  label: string;
  count: number;
}

/** The state tabs in the spec's order; All always, a state only when it has holdings. */
export function borrowTabs(options: BorrowOptions): BorrowTab[] {
  return BORROW_GROUPS.filter((key) => key === 'all' || options[key].length > 0).map((key) => ({
    key,
    label: LABELS[key],
    count: options[key].length,
  }));
}

export interface BorrowView {
  state: BorrowGroup;
  showAll: boolean;
}

export const INITIAL_BORROW_VIEW: BorrowView = { state: 'all', showAll: false };

/** Selecting a state starts its list at 12 again. */
export function selectState(_view: BorrowView, state: BorrowGroup): BorrowView {
  return { state, showAll: false };
}

export function toggleShowAll(view: BorrowView): BorrowView {
  return { ...view, showAll: !view.showAll };
}
