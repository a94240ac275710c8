import type { Pending } from '@trove/contracts';
import { fromJson } from '@trove/db';

/**
 * Spec 02 §2: 'Pending state is derived from differences between version ids and record ids.'
 * `settled` is the work's record of the versions it held when a split or merge began (null when
 * none is in flight); `current` the versions it holds now (ADR 010). A version the record lists
 * that the work no longer holds is being separated; one it holds that the record lacks is being
 * merged in. Both can be true when one change moves editions each way.
 */
export function pendingState(current: readonly number[], settled: readonly number[] | null): Pending {
  if (settled === null) return { separation: false, merge: false };
  const now = new Set(current);
  const before = new Set(settled);
  return {
    separation: settled.some((id) => !now.has(id)),
    merge: current.some((id) => !before.has(id)),
  };
}

/** The stored column (a JSON array of ids, or null) read leniently: unreadable means settled. */
export function settledIdsOf(json: string | null): number[] | null {
  if (json === null) return null;
  const ids = fromJson<unknown>(json, null);
  return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : null;
}
