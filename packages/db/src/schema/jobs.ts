import type { Generated } from 'kysely';

/** Background work and what it produces (ADR 018). */

export type JobState = 'queued' | 'running' | 'done' | 'failed';

export interface JobTable {
  id: Generated<number>;
  type: string;
  /** The job's JSON input. */
  payload: string;
  state: Generated<JobState>;
  attempts: Generated<number>;
  maxAttempts: Generated<number>;
  /** Not claimed before this time (ISO UTC): the backoff after a failed attempt. */
  runAfter: string;
  /** The worker holding it, and until when; an expired lock lets another worker take it over. */
  lockedBy: string | null;
  lockedUntil: string | null;
  error: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A search download's state: a job's, and 'downloaded' once its finished file was fetched (ADR 043). */
export type SearchDownloadState = JobState | 'downloaded';

export interface SearchDownloadTable {
  id: Generated<number>;
  userId: number;
  name: string;
  description: Generated<string>;
  query: string;
  queryData: string;
  category: string;
  expectedRecordCount: number;
  state: Generated<SearchDownloadState>;
  /** Relative to the downloads folder. */
  filePath: string | null;
  rowsWritten: Generated<number>;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
  expiresAt: string;
}
