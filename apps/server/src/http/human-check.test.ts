import { describe, expect, it } from 'vitest';
import { HUMAN_HOURS, humanValueIsLive, newHumanValue } from './human-check.ts';

const now = new Date('2026-11-23T10:00:00Z');
const hours = (n: number) => new Date(now.getTime() + n * 60 * 60 * 1000);

describe('the human-check cookie value', () => {
  it('is random each time and counts until its expiry', () => {
    const value = newHumanValue(now);
    expect(newHumanValue(now)).not.toBe(value);
    expect(humanValueIsLive(value, now)).toBe(true);
    expect(humanValueIsLive(value, hours(HUMAN_HOURS - 0.01))).toBe(true);
    expect(humanValueIsLive(value, hours(HUMAN_HOURS))).toBe(false);
  });

  it('refuses values this server would not make', () => {
    const id = 'a'.repeat(22);
    const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
    expect(humanValueIsLive('altcha-verified', now)).toBe(false);
    expect(humanValueIsLive(`${id}.${seconds(hours(HUMAN_HOURS * 10))}`, now)).toBe(false);
    expect(humanValueIsLive(`${id}.${seconds(hours(1))}`, now)).toBe(true);
    expect(humanValueIsLive(`${id}.${seconds(hours(1))}x`, now)).toBe(false);
    expect(humanValueIsLive(`short.${seconds(hours(1))}`, now)).toBe(false);
  });
});
