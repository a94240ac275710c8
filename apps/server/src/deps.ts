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
