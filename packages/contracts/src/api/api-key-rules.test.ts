import { describe, expect, it } from 'vitest';
import {
  addMonths,
  apiDetailProblems,
  cleanApiDetails,
  dailyLimitOf,
  formatExpiryDate,
  formatQuota,
  isExpiringSoon,
  isRenewable,
  keyStatusOf,
  parseQuota,
  quotaWords,
} from './api-key-rules.ts';

describe('quotas (spec 03 §9 suffixes)', () => {
  it.each([
    ['1000/d', [{ count: 1000, unit: 'd', windowMs: 86_400_000 }]],
    ['60/h', [{ count: 60, unit: 'h', windowMs: 3_600_000 }]],
    ['100/m', [{ count: 100, unit: 'm', windowMs: 60_000 }]],
    ['10/s', [{ count: 10, unit: 's', windowMs: 1000 }]],
    ['5/u', [{ count: 5, unit: 'u', windowMs: 100 }]],
    ['1/p', [{ count: 1, unit: 'p', windowMs: 10 }]],
  ])('reads %s', (raw, limits) => {
    expect(parseQuota(raw)).toEqual(limits);
  });

  it('reads several limits, longest window first, and writes them back the same way', () => {
    const limits = parseQuota(' 10 / s , 20000/d');
    expect(limits?.map((l) => l.unit)).toEqual(['d', 's']);
    expect(formatQuota(limits ?? [])).toBe('20000/d,10/s');
    expect(quotaWords('10/s,20000/d')).toBe('20,000 requests a day and 10 requests a second');
    expect(dailyLimitOf('10/s,20000/d')).toBe(20000);
    expect(dailyLimitOf('10/s')).toBeNull();
  });

  it.each(['', '1000', '/d', '0/d', '10/w', '1.5/s', '-1/d', '1/d,2/d', '99999999999/d', '1/d;2/s'])(
    'refuses %j',
    (raw) => {
      expect(parseQuota(raw)).toBeNull();
    },
  );
});

describe('key states (spec 03 §3, §4)', () => {
  const now = new Date('2027-03-10T12:00:00Z');
  it('is Z when deactivated, E once expired, C otherwise', () => {
    expect(keyStatusOf({ deactivated: true, expiresAt: '2028-01-01T00:00:00Z' }, now)).toBe('Z');
    expect(keyStatusOf({ deactivated: false, expiresAt: '2027-03-10T12:00:00Z' }, now)).toBe('E');
    expect(keyStatusOf({ deactivated: false, expiresAt: '2027-03-10T12:00:01Z' }, now)).toBe('C');
  });

  it('is expiring soon within one month of expiry, and renewable then or once expired', () => {
    expect(isExpiringSoon('C', '2027-04-10T12:00:00Z', now)).toBe(true);
    expect(isExpiringSoon('C', '2027-04-10T12:00:01Z', now)).toBe(false);
    expect(isExpiringSoon('E', '2027-03-01T00:00:00Z', now)).toBe(false);
    expect(isExpiringSoon('Z', '2027-03-20T00:00:00Z', now)).toBe(false);
    expect(isRenewable('E', '2027-03-01T00:00:00Z', now)).toBe(true);
    expect(isRenewable('C', '2027-09-01T00:00:00Z', now)).toBe(false);
    expect(isRenewable('Z', '2027-03-20T00:00:00Z', now)).toBe(false);
  });

  it('adds months keeping the day, or the last day of a shorter month', () => {
    expect(addMonths('2027-03-10T12:00:00.000Z', 12)).toBe('2028-03-10T12:00:00.000Z');
    expect(addMonths('2027-01-31T00:00:00.000Z', 1)).toBe('2027-02-28T00:00:00.000Z');
    expect(addMonths('2028-02-29T00:00:00.000Z', 12)).toBe('2029-02-28T00:00:00.000Z');
  });

  it('writes an expiry as DD MMM YYYY', () => {
    expect(formatExpiryDate('2027-03-05T23:00:00Z')).toBe('05 Mar 2027');
  });
});

describe('API details (spec 03 §5)', () => {
  const good = {
    purpose: 'Research.',
    contact: 'Ada',
    email: 'ada@example.org',
    phone: '123',
    organisation: null,
  };
  it('takes a complete application, organisation optional', () => {
    expect(apiDetailProblems(good)).toEqual([]);
  });
  it("names every missing field in the spec's words", () => {
    expect(
      apiDetailProblems(cleanApiDetails({ purpose: '  ', email: 'ada@' })).map((p) => p.message),
    ).toEqual([
      'Please tell us what you are going to use the API for',
      'Please enter a name',
      'Please enter an email address',
      'Please enter a phone number',
    ]);
  });
  it('allows a purpose of 2000 characters, not 2001', () => {
    expect(apiDetailProblems({ ...good, purpose: 'x'.repeat(2000) })).toEqual([]);
    expect(apiDetailProblems({ ...good, purpose: 'x'.repeat(2001) })[0]?.field).toBe('purpose');
  });
});
