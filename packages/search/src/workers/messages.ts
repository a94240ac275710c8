import type { SearchTerms } from '../criteria-query.ts';
import type { SearchPage, SearchRequest } from '../engine.ts';
import type { ColumnUpdate } from '../fts-engine.ts';
import type { MergedParts, PartialPage, SearchPart } from '../split-search.ts';

/** What the pool asks of a search worker: a search, counts, or a part of a split search and its end. */
export type Call =
  | { type: 'search'; request: SearchRequest }
  | { type: 'count'; terms: SearchTerms }
  | { type: 'part'; part: SearchPart }
  | { type: 'finish'; request: SearchRequest; merged: MergedParts };
export type WorkerCall = Call & { id: number };

export type ToWorker = WorkerCall | { type: 'apply'; update: ColumnUpdate };

/** A worker's answer to a call, or its report that it is ready. */
export type FromWorker =
  | { type: 'ready'; documents: number }
  | { type: 'result'; id: number; page: SearchPage }
  | { type: 'counts'; id: number; counts: [string, number][] }
  | { type: 'part'; id: number; partial: PartialPage }
  | { type: 'error'; id: number; name: string; message: string };

export interface WorkerData {
  file: string;
}
