import { type ChangeCursor, type Store } from '@trove/db';

/** How often pending splits and merges are compared with the search index. */
export const SETTLE_INTERVAL_MS = 2000;

export interface Settler {
  /** One look, now: settles every regrouped work the index has caught up with. */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The background step that ends Separation Pending and Merge Pending (ADR 010, 016): a split or merge
 * logs search changes for the works it touched; once this instance's index has applied them, the
 * works are settled. A server that restarts rebuilds or catches up its index first, so pending
 * works settle on the first look after start.
 */
export function startSettling(
  store: Pick<Store, 'curation' | 'dialect'>,
  applied: () => ChangeCursor,
  log: (line: string) => void,
  intervalMs = SETTLE_INTERVAL_MS,
): Settler {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= store.curation
      .settleCaughtUp(store.dialect, applied())
      .then((ids) => {
        if (ids.length > 0) log(`regroup: settled works ${ids.join(', ')}`);
      })
      .catch((error: unknown) =>
        log(`regroup: settling failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return {
    tick,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
