import { describe, expect, it } from 'vitest';
import type { Alert } from '@trove/contracts';
import { autoHideDelay, isAlertInWindow, isClosable, visibleAlerts } from './alert-rules.ts';

const now = new Date('2026-06-15T12:00:00Z');
const alert = (over: Partial<Alert>): Alert => ({
  id: 1,
  summary: 'Planned maintenance',
  impact: 'warning',
  link: null,
  routerLink: null,
  action: null,
  fromCMS: true,
  displayFrom: null,
  displayTo: null,
  ...over,
});

describe('alert display window', () => {
  it('shows an alert inside its from-to window and hides it outside', () => {
    const a = alert({ displayFrom: '2026-06-01T00:00:00Z', displayTo: '2026-06-30T00:00:00Z' });
    expect(isAlertInWindow(a, now)).toBe(true);
    expect(isAlertInWindow(a, new Date('2026-05-31T23:59:59Z'))).toBe(false);
    expect(isAlertInWindow(a, new Date('2026-07-01T00:00:00Z'))).toBe(false);
  });

  it('with only a from date shows it after that date', () => {
    expect(isAlertInWindow(alert({ displayFrom: '2026-06-15T11:00:00Z' }), now)).toBe(true);
    expect(isAlertInWindow(alert({ displayFrom: '2026-06-15T13:00:00Z' }), now)).toBe(false);
  });

  it('with only a to date shows it until that date', () => {
    expect(isAlertInWindow(alert({ displayTo: '2026-06-15T13:00:00Z' }), now)).toBe(true);
    expect(isAlertInWindow(alert({ displayTo: '2026-06-15T11:00:00Z' }), now)).toBe(false);
  });

  it('with neither date always shows it', () => {
    expect(isAlertInWindow(alert({}), now)).toBe(true);
  });

  it('leaves out dismissed alerts', () => {
    const alerts = [alert({ id: 1 }), alert({ id: 2 })];
    expect(visibleAlerts(alerts, now, new Set([1])).map((a) => a.id)).toEqual([2]);
  });
});

describe('alert behaviour', () => {
  it('auto-hides info alerts after 30 seconds and no others', () => {
    expect(autoHideDelay({ impact: 'info' })).toBe(30_000);
    expect(autoHideDelay({ impact: 'warning' })).toBeNull();
    expect(autoHideDelay({ impact: 'outage' })).toBeNull();
  });

  it('offers Close only on alerts that did not come from the CMS', () => {
    expect(isClosable({ fromCMS: false })).toBe(true);
    expect(isClosable({ fromCMS: true })).toBe(false);
  });
});
