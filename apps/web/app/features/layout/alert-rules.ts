import { LIMITS, type Alert } from '@trove/contracts';

/**
 * Spec 01 §4: an alert shows within its display window (UTC). With only a from date it shows after
 * it. The spec leaves the other cases open; we read the window literally: with only a to date it
 * shows until then, and with neither date it always shows.
 */
export function isAlertInWindow(alert: Pick<Alert, 'displayFrom' | 'displayTo'>, now: Date): boolean {
  const time = now.getTime();
  const from = alert.displayFrom ? Date.parse(alert.displayFrom) : Number.NaN;
  const to = alert.displayTo ? Date.parse(alert.displayTo) : Number.NaN;
  if (!Number.isNaN(from) && time < from) return false;
  if (!Number.isNaN(to) && time > to) return false;
  return true;
}

export function visibleAlerts(alerts: readonly Alert[], now: Date, dismissed: ReadonlySet<number>): Alert[] {
  return alerts.filter((alert) => !dismissed.has(alert.id) && isAlertInWindow(alert, now));
}

/** Only info alerts hide themselves, after 30 seconds. */
export function autoHideDelay(alert: Pick<Alert, 'impact'>): number | null {
  return alert.impact === 'info' ? LIMITS.alertAutoHideMs : null;
}

/** CMS alerts are managed by editors and stay; the others can be closed by the visitor. */
export function isClosable(alert: Pick<Alert, 'fromCMS'>): boolean {
  return !alert.fromCMS;
}
