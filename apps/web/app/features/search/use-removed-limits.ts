import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { withoutLimitsHref } from '../../lib/search-params.ts';

interface RemovedLimitsState {
  removedLimits?: string[];
}

/**
 * Spec 01 §4: limits whose facets disappeared (the server redid an empty search without them) are
 * removed from the address too, so it can be shared and gives what the page shows. The address is
 * replaced, not pushed, and carries the removed names in its state so the notice stays on show.
 */
export function useRemovedLimits(categoryKey: string, removedByServer: string[] | undefined): string[] {
  const location = useLocation();
  const navigate = useNavigate();
  const removed = removedByServer ?? [];
  const pending = removed.join('|');
  useEffect(() => {
    if (!pending) return;
    const current = new URLSearchParams(location.search);
    const limits = pending.split('|').filter((key) => current.has(key));
    if (limits.length === 0) return;
    void navigate(withoutLimitsHref(categoryKey, current, limits), {
      replace: true,
      preventScrollReset: true,
      state: { removedLimits: limits } satisfies RemovedLimitsState,
    });
  }, [pending, categoryKey, location.search, navigate]);
  if (removed.length > 0) return removed;
  return (location.state as RemovedLimitsState | null)?.removedLimits ?? [];
}
