import type { Kysely, Selectable } from 'kysely';
import type { Dialect } from '../migrations/columns.ts';
import type { Database, JobTable } from '../schema.ts';

export type JobRow = Selectable<JobTable>;

export interface NewJob {
  type: string;
  payload: unknown;
  maxAttempts?: number;
  now: string;
}

/** Queues a job to run as soon as a worker is free; answers its id. */
export async function enqueueJob(db: Kysely<Database>, job: NewJob): Promise<number> {
  const row = await db
    .insertInto('job')
    .values({
      type: job.type,
      payload: JSON.stringify(job.payload),
      maxAttempts: job.maxAttempts ?? 3,
      runAfter: job.now,
      lockedBy: null,
      lockedUntil: null,
      error: null,
      createdAt: job.now,
      updatedAt: job.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes the next job that is due, or one whose worker's lock has run out, in one statement. On
 * PostgreSQL the candidate row is locked FOR UPDATE SKIP LOCKED, so workers of several instances
 * never take the same job and never wait on each other; SQLite runs one writer at a time, so the
 * single UPDATE is already atomic.
 */
export async function claimNextJob(
  db: Kysely<Database>,
  dialect: Dialect,
  claim: { workerId: string; now: string; lockedUntil: string },
): Promise<JobRow | undefined> {
  return db
    .updateTable('job')
    .set((eb) => ({
      state: 'running',
      attempts: eb('attempts', '+', 1),
      lockedBy: claim.workerId,
      lockedUntil: claim.lockedUntil,
      updatedAt: claim.now,
    }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('job')
        .select('id')
        .where((w) =>
          w.and([
            w('attempts', '<', w.ref('maxAttempts')),
            w.or([
              w.and([w('state', '=', 'queued'), w('runAfter', '<=', claim.now)]),
              w.and([w('state', '=', 'running'), w('lockedUntil', '<', claim.now)]),
            ]),
          ]),
        )
        .orderBy('runAfter')
        .orderBy('id')
        .limit(1)
        .$if(dialect === 'postgres', (q) => q.forUpdate().skipLocked()),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Marks a job this worker holds as done. */
export async function completeJob(db: Kysely<Database>, id: number, workerId: string, now: string) {
  await db
    .updateTable('job')
    .set({ state: 'done', lockedBy: null, lockedUntil: null, error: null, updatedAt: now })
    .where('id', '=', id)
    .where('lockedBy', '=', workerId)
    .execute();
}

/** Records a failed attempt: queued again from `retryAt`, or failed for good when it is null. */
export async function failJobAttempt(
  db: Kysely<Database>,
  id: number,
  workerId: string,
  failure: { error: string; retryAt: string | null; now: string },
) {
  await db
    .updateTable('job')
    .set({
      state: failure.retryAt ? 'queued' : 'failed',
      runAfter: failure.retryAt ?? failure.now,
      lockedBy: null,
      lockedUntil: null,
      error: failure.error,
      updatedAt: failure.now,
    })
    .where('id', '=', id)
    .where('lockedBy', '=', workerId)
    .execute();
}

/**
 * Jobs whose worker vanished (lock expired) after their last allowed attempt: failed for good, and
 * answered so their owners can be told.
 */
export async function failAbandonedJobs(db: Kysely<Database>, now: string): Promise<JobRow[]> {
  return db
    .updateTable('job')
    .set({
      state: 'failed',
      lockedBy: null,
      lockedUntil: null,
      error: 'The worker stopped before the job finished.',
      updatedAt: now,
    })
    .where('state', '=', 'running')
    .where('lockedUntil', '<', now)
    .where((w) => w('attempts', '>=', w.ref('maxAttempts')))
    .returningAll()
    .execute();
}

export async function findJob(db: Kysely<Database>, id: number): Promise<JobRow | undefined> {
  return db.selectFrom('job').selectAll().where('id', '=', id).executeTakeFirst();
}
