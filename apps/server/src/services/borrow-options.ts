import { BORROW_STATES, type BorrowOptions, type Holding } from '@trove/contracts';
import type { HoldingWithLibrary } from '@trove/db';

const STATES: ReadonlySet<string> = new Set(BORROW_STATES);

export function holdingOf(h: HoldingWithLibrary): Holding {
  return {
    library: {
      fullName: h.libraryName ?? h.nuc,
      nuc: h.nuc,
      stateAbbrev: h.libraryState,
      openToPublic: h.openToPublic === 1,
    },
    callNumber: h.callNumber,
    url: h.url,
  };
}

/** Libraries open to the public first, then by name (spec 02 §2). */
export function compareHoldings(a: Holding, b: Holding): number {
  if (a.library.openToPublic !== b.library.openToPublic) return a.library.openToPublic ? -1 : 1;
  return a.library.fullName.localeCompare(b.library.fullName, 'en-AU', { sensitivity: 'base' });
}

/** The tab a holding belongs to: its library's state in lower case, or unknown. */
export function stateKey(holding: Holding): (typeof BORROW_STATES)[number] | 'unknown' {
  const state = holding.library.stateAbbrev?.trim().toLowerCase() ?? '';
  return STATES.has(state) ? (state as (typeof BORROW_STATES)[number]) : 'unknown';
}

/**
 * Holdings grouped by state. A library holding several editions of a work is one place to borrow
 * from, so it is listed once (its first holding, with its call number).
 */
export function groupHoldings(rows: readonly HoldingWithLibrary[]): BorrowOptions {
  const byLibrary = new Map<string, Holding>();
  for (const row of rows) if (!byLibrary.has(row.nuc)) byLibrary.set(row.nuc, holdingOf(row));
  const all = [...byLibrary.values()].sort(compareHoldings);
  const options: BorrowOptions = {
    all,
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
  for (const holding of all) options[stateKey(holding)].push(holding);
  return options;
}
