import type { Store } from '@trove/db';
import type { SearchEngine } from '@trove/search';
import type { ServerConfig } from './config.ts';

/** The search engine of this instance; empty until the index is ready to answer. */
export interface SearchEngineRef {
  current: SearchEngine | null;
}

/** What every route and service may use. */
export interface AppDeps {
  store: Store;
  search: SearchEngineRef;
  config: ServerConfig;
  /** The clock, replaceable in tests (the "On this day" trivia depends on it). */
  now: () => Date;
}

/**
 * What a service is given: the repositories it names and the rest of the instance. A service
 * declares the repositories it reads and writes, so its reach is visible in its signature.
 */
export type ServiceDeps<R extends keyof Store = never> = Omit<AppDeps, 'store'> & { store: Pick<Store, R> };
