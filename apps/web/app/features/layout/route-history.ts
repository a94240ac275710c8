/** One visited page: its address and the label its breadcrumb showed. */
export interface HistoryEntry {
  path: string;
  label: string;
}

/** Enough to offer a previous page, small enough for sessionStorage. */
const MAX_ENTRIES = 20;

/**
 * Spec 01 §4: each route change is appended, unless it equals the previous route, in which case
 * the head is removed (the visitor went back).
 */
export function nextRouteHistory(history: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  const head = history.at(-1);
  if (head?.path === entry.path) return [...history.slice(0, -1), entry];
  const previous = history.at(-2);
  if (previous?.path === entry.path) return history.slice(0, -1);
  return [...history, entry].slice(-MAX_ENTRIES);
}

/** The page before the current one, if there is one worth a crumb (home always has its own). */
export function previousEntry(history: readonly HistoryEntry[], currentPath: string): HistoryEntry | null {
  const head = history.at(-1);
  const previous = head?.path === currentPath ? history.at(-2) : head;
  if (!previous || previous.path === '/' || previous.path === currentPath) return null;
  return previous;
}
