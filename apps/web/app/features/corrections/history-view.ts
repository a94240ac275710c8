/** Versions on one page of an article's history (issue 17 §1). */
export const HISTORY_PAGE_SIZE = 50;

/** What the history's address asks for: a page of versions, two versions to compare, a revert to confirm. */
export interface HistoryView {
  start: number;
  from: number | null;
  to: number | null;
  /** The version whose revert the data manager is confirming. */
  revert: number | null;
  /** The version just reverted to, to say so. */
  reverted: number | null;
}

export const whole = (value: string | null): number | null =>
  value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null;

export function historyViewOf(params: URLSearchParams): HistoryView {
  return {
    start: whole(params.get('start')) ?? 0,
    from: whole(params.get('from')),
    to: whole(params.get('to')),
    revert: whole(params.get('revert')),
    reverted: whole(params.get('reverted')),
  };
}
