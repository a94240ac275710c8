import type { SearchTerms } from '../criteria-query.ts';
import type { SearchAllPage, SearchAllRequest, SearchPage, SearchRequest, WidenedPage } from '../engine.ts';
import type { ColumnUpdate } from '../fts-engine.ts';
import type { PartnerChannel } from './partner-link.ts';

/** What the pool asks of a search worker: each call is answered by the one worker it is sent to. */
export type Call =
  | { type: 'search'; request: SearchRequest }
  | { type: 'searchAll'; request: SearchAllRequest }
  | { type: 'widen'; request: SearchRequest }
  | { type: 'count'; terms: SearchTerms };

export type WorkerCall = Call & { id: number };

export type ToWorker =
  | WorkerCall
  | { type: 'apply'; update: ColumnUpdate }
  /** The channel to the worker that shares this one's searches (a new one replaces the old). */
  | { type: 'partner'; channel: PartnerChannel };

/** A worker's answer to a call, or its report that it is ready. */
export type FromWorker =
  | { type: 'ready'; documents: number }
  | { type: 'result'; id: number; page: SearchPage }
  | { type: 'all'; id: number; page: SearchAllPage }
  | { type: 'widened'; id: number; widened: WidenedPage }
  | { type: 'counts'; id: number; counts: [string, number][] }
  | { type: 'error'; id: number; name: string; message: string };

export interface WorkerData {
  file: string;
}
