import type { SearchTerms } from '../criteria-query.ts';
import type { SearchPage, SearchRequest } from '../engine.ts';
import type { ColumnUpdate } from '../fts-engine.ts';

/** What the pool asks of a search worker. */
export type WorkerCall =
  { id: number; type: 'search'; request: SearchRequest } | { id: number; type: 'count'; terms: SearchTerms };

export type ToWorker = WorkerCall | { type: 'apply'; update: ColumnUpdate };

/** A worker's answer to a call, or its report that it is ready. */
export type FromWorker =
  | { type: 'ready'; documents: number }
  | { type: 'result'; id: number; page: SearchPage }
  | { type: 'counts'; id: number; counts: [string, number][] }
  | { type: 'error'; id: number; name: string; message: string };

export interface WorkerData {
  file: string;
}
