import { parseQuota } from '@trove/contracts';
import { describe, expect, it } from 'vitest';
import { breachOf, windowOf, windowsToCount } from './api-quota.ts';

describe('fixed quota windows (ADR 050)', () => {
  const now = new Date('2027-03-10T12:34:56.789Z');

  it('aligns windows to the epoch: a day is a UTC day, a second a whole second', () => {
    expect(windowOf(86_400_000, now).windowStart).toBe('2027-03-10T00:00:00.000Z');
    expect(windowOf(1000, now).windowStart).toBe('2027-03-10T12:34:56.000Z');
    expect(windowOf(10, now).windowStart).toBe('2027-03-10T12:34:56.780Z');
  });

  it("always counts today's window, once, beside the quota's", () => {
    const limits = parseQuota('10/s') ?? [];
    expect(windowsToCount(limits, now).map((w) => w.windowMs)).toEqual([1000, 86_400_000]);
    expect(windowsToCount(parseQuota('5/d') ?? [], now).map((w) => w.windowMs)).toEqual([86_400_000]);
  });

  it('names no breach within the limit, and the one whose window ends last past it', () => {
    const limits = parseQuota('100/d,2/s') ?? [];
    const windows = windowsToCount(limits, now);
    const order = windows.map((w) => w.windowMs);
    const counts = (day: number, second: number) => order.map((ms) => (ms === 1000 ? second : day));
    expect(breachOf(limits, windows, counts(50, 2), now)).toBeNull();
    expect(breachOf(limits, windows, counts(50, 3), now)).toMatchObject({
      retryAfter: 1,
      words: '2 requests a second',
    });
    const both = breachOf(limits, windows, counts(101, 3), now);
    expect(both).toMatchObject({ words: '100 requests a day', retryAfter: 41_104 });
  });
});
