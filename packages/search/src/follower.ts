import { FtsSearchEngine } from './fts-engine.ts';
import {
  type IndexedStore,
  MAX_INCREMENTAL_CHANGES,
  buildIndex,
  catchUp,
  type Log,
  tooFarBehind,
} from './indexer.ts';

/** How often the change log is read by default: a change to a record is searchable within a second. */
export const FOLLOW_INTERVAL_MS = 250;

export interface FollowOptions {
  /** How often to look at the change log (FOLLOW_INTERVAL_MS by default). */
  intervalMs?: number;
  /** Called with the new engine after a rebuild replaced the index file. */
  onSwap: (engine: FtsSearchEngine) => void;
  log?: Log;
  /** Past this many pending changes, rebuild instead of applying them one by one. */
  maxIncremental?: number;
}

export interface Follower {
  /** The engine in use now (a rebuild replaces it). */
  current(): FtsSearchEngine;
  /** One look at the change log, now; what the timer runs. */
  tick(): Promise<void>;
  /** Stops following; waits for a look in progress. */
  stop(): Promise<void>;
}

/**
 * Keeps a running instance's index in step with the store: every interval it applies the changes
 * logged after its place in the change log, or, when there are too many (or the store was reset),
 * rebuilds the file beside it and swaps engines. Searches are synchronous on this thread, so none
 * is in flight while engines are swapped.
 */
export function followStore(
  store: IndexedStore,
  engine: FtsSearchEngine,
  file: string,
  options: FollowOptions,
): Follower {
  const log = options.log ?? (() => {});
  const maxIncremental = options.maxIncremental ?? MAX_INCREMENTAL_CHANGES;
  let current = engine;
  let stopped = false;

  const look = async () => {
    const reason = await tooFarBehind(store, current.status().applied, maxIncremental);
    if (stopped) return;
    if (reason !== null) {
      log(`search index: rebuilding (${reason})`);
      const report = await buildIndex(store, file, log);
      const next = FtsSearchEngine.open(file);
      await catchUp(store, next);
      const previous = current;
      current = next;
      options.onSwap(next);
      await previous.close();
      log(`search index: rebuilt with ${report.documents} records in ${report.durationMs} ms`);
      return;
    }
    const count = await catchUp(store, current);
    if (count > 0) log(`search index: applied ${count} changes from the store`);
  };

  const looks = repeatLooks(look, options.intervalMs ?? FOLLOW_INTERVAL_MS, (error) =>
    log(
      `search index: following the store failed: ${error instanceof Error ? error.message : String(error)}`,
    ),
  );
  return {
    current: () => current,
    tick: looks.tick,
    async stop() {
      // A look that finds a rebuild due after this does not start one.
      stopped = true;
      await looks.stop();
    },
  };
}

/** A look at the change log run every interval, never two at once. */
export interface RepeatedLooks {
  /** One look now; while one runs, waits for it instead. */
  tick(): Promise<void>;
  /** Stops the timer; waits for a look in progress. */
  stop(): Promise<void>;
}

export function repeatLooks(
  look: () => Promise<void>,
  intervalMs: number,
  failed: (error: unknown) => void,
): RepeatedLooks {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return running ?? undefined;
    running = look()
      .catch(failed)
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
