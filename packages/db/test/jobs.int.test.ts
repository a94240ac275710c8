import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../src/index.ts';
import { createTestStore, queryBuilderOf, storesUnderTest } from '../src/test-support.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();

describe.each(await storesUnderTest())('job queue on %s', (dialect) => {
  let store: Store;
  beforeAll(async () => {
    store = await createTestStore(dialect);
  });
  afterAll(() => store.destroy());
  beforeEach(async () => {
    await queryBuilderOf(store).deleteFrom('job').execute();
  });

  const claim = (workerId: string, minute: number) =>
    store.jobs.claimNextJob(store.dialect, { workerId, now: at(minute), lockedUntil: at(minute + 5) });

  it('never gives the same job to two workers claiming at once', async () => {
    const ids = [];
    for (let i = 0; i < 12; i += 1)
      ids.push(await store.jobs.enqueueJob({ type: 't', payload: { i }, now: at(0) }));
    const claims = await Promise.all(Array.from({ length: 20 }, (_, w) => claim(`worker-${w}`, 1)));
    const claimed = claims.flatMap((job) => (job ? [job.id] : []));
    expect(claimed).toHaveLength(12);
    expect(new Set(claimed).size).toBe(12);
    expect(claimed.toSorted((a, b) => a - b)).toEqual(ids);
  });

  it('takes jobs in order, counts the attempt and marks them done', async () => {
    const first = await store.jobs.enqueueJob({ type: 't', payload: { n: 1 }, now: at(0) });
    await store.jobs.enqueueJob({ type: 't', payload: { n: 2 }, now: at(0) });
    const job = await claim('a', 1);
    expect(job).toMatchObject({ id: first, state: 'running', attempts: 1, lockedBy: 'a' });
    expect(JSON.parse(job?.payload ?? '')).toEqual({ n: 1 });
    await store.jobs.completeJob(first, 'a', at(2));
    expect((await store.jobs.findJob(first))?.state).toBe('done');
  });

  it('waits out the backoff of a failed attempt, then fails for good after the last attempt', async () => {
    const id = await store.jobs.enqueueJob({ type: 't', payload: {}, maxAttempts: 2, now: at(0) });
    await claim('a', 1);
    await store.jobs.failJobAttempt(id, 'a', { error: 'boom', retryAt: at(10), now: at(1) });
    expect(await claim('b', 5)).toBeUndefined();
    const retried = await claim('b', 10);
    expect(retried).toMatchObject({ id, attempts: 2 });
    await store.jobs.failJobAttempt(id, 'b', { error: 'boom again', retryAt: null, now: at(11) });
    expect(await store.jobs.findJob(id)).toMatchObject({ state: 'failed', error: 'boom again' });
    expect(await claim('c', 60)).toBeUndefined();
  });

  it('lets another worker take over a job whose lock ran out, and fails one with no attempts left', async () => {
    const id = await store.jobs.enqueueJob({ type: 't', payload: {}, maxAttempts: 2, now: at(0) });
    await claim('gone', 1);
    expect(await claim('b', 3)).toBeUndefined();
    expect(await claim('b', 7)).toMatchObject({ id, lockedBy: 'b', attempts: 2 });
    // A worker that is not the holder cannot complete it.
    await store.jobs.completeJob(id, 'gone', at(8));
    expect((await store.jobs.findJob(id))?.state).toBe('running');
    const abandoned = await store.jobs.failAbandonedJobs(at(20));
    expect(abandoned.map((j) => j.id)).toEqual([id]);
    expect((await store.jobs.findJob(id))?.state).toBe('failed');
  });
});
