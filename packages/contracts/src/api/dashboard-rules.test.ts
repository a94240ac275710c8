import { describe, expect, it } from 'vitest';
import { DashboardEmbedQuerySchema } from './dashboard.ts';
import { decadeLabel, lastMonths, monthLabel } from './dashboard-rules.ts';

describe('the partner dashboard’s rules', () => {
  it('counts back twelve months to the current one, across a year’s end, in UTC', () => {
    const months = lastMonths(new Date('2026-01-31T23:30:00Z'), 12);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-02');
    expect(months.at(-1)).toBe('2026-01');
    expect(lastMonths(new Date('2026-03-01T00:00:00Z'), 3)).toEqual(['2026-01', '2026-02', '2026-03']);
  });

  it('names months and decades, and the unknown year', () => {
    expect(monthLabel('2026-11')).toBe('Nov 2026');
    expect(monthLabel('2025-01')).toBe('Jan 2025');
    expect(decadeLabel('1890')).toBe('1890s');
    expect(decadeLabel(null)).toBe('Year not known');
  });

  it('takes a library symbol, trimmed, and refuses a blank or odd one', () => {
    expect(DashboardEmbedQuerySchema.parse({ nuc: ' NSL:A ' })).toEqual({ nuc: 'NSL:A' });
    expect(DashboardEmbedQuerySchema.parse({})).toEqual({});
    for (const nuc of ['', '   ', '<b>', 'A'.repeat(41), 'a b'])
      expect(DashboardEmbedQuerySchema.safeParse({ nuc }).success, nuc).toBe(false);
  });
});
