import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadQueue, QueueRefusal } from './load-queue.ts';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'admitted',
    (error: unknown) => (error instanceof QueueRefusal ? error.reason : 'other'),
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('load queue', () => {
  it('admits up to its concurrency, queues up to its length and refuses the next at once', async () => {
    const queue = new LoadQueue({ concurrency: 2, length: 1, waitMs: 60_000 });
    const first = await queue.enter();
    await queue.enter();
    const waiting = queue.enter();
    expect(await refusal(queue.enter())).toBe('full');
    expect(queue.stats).toEqual({ active: 2, waiting: 1 });
    first();
    await waiting;
    expect(queue.stats).toEqual({ active: 2, waiting: 0 });
  });

  it('admits the longest waiting first, and a release counts once', async () => {
    const queue = new LoadQueue({ concurrency: 1, length: 5, waitMs: 60_000 });
    const release = await queue.enter();
    const order: string[] = [];
    const a = queue.enter().then((r) => (order.push('a'), r));
    const b = queue.enter().then((r) => (order.push('b'), r));
    release();
    release();
    const releaseA = await a;
    expect(order).toEqual(['a']);
    expect(queue.stats).toEqual({ active: 1, waiting: 1 });
    releaseA();
    (await b)();
    expect(order).toEqual(['a', 'b']);
    expect(queue.stats).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses a request that waited too long, and lets a visitor who left go', async () => {
    vi.useFakeTimers();
    const queue = new LoadQueue({ concurrency: 1, length: 5, waitMs: 5_000 });
    await queue.enter();
    const waited = refusal(queue.enter());
    const leaving = new AbortController();
    const gone = refusal(queue.enter(leaving.signal));
    leaving.abort();
    expect(await gone).toBe('gone');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await waited).toBe('waited');
    expect(queue.stats).toEqual({ active: 1, waiting: 0 });
  });
});
