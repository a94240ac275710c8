import { describe, expect, it } from 'vitest';
import { PermanentJobError, nextAttemptAt, retryDelayMs } from './retry.ts';

describe('job retry rule', () => {
  it('waits 30 s after the first failure, four times longer after each next one, at most an hour', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([
      30_000, 120_000, 480_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });

  it('retries while attempts remain and stops after the last one', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(nextAttemptAt({ attempts: 1, maxAttempts: 3 }, new Error('x'), now)?.toISOString()).toBe(
      '2026-01-01T00:00:30.000Z',
    );
    expect(nextAttemptAt({ attempts: 2, maxAttempts: 3 }, new Error('x'), now)?.toISOString()).toBe(
      '2026-01-01T00:02:00.000Z',
    );
    expect(nextAttemptAt({ attempts: 3, maxAttempts: 3 }, new Error('x'), now)).toBeNull();
  });

  it('never retries an error no retry can cure', () => {
    expect(
      nextAttemptAt({ attempts: 1, maxAttempts: 3 }, new PermanentJobError('gone'), new Date()),
    ).toBeNull();
  });
});
