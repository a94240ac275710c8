import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Alert } from '@trove/contracts';
import { RichText } from '../../components/rich-text.tsx';
import { isInternalPath } from '../../lib/links.ts';
import { autoHideDelay, isClosable, visibleAlerts } from './alert-rules.ts';
import styles from './alerts.module.css';

const IMPACT_LABEL: Record<Alert['impact'], string> = {
  info: 'Information',
  warning: 'Warning',
  error: 'Error',
  outage: 'Outage',
};

/**
 * Site alerts (spec 01 §2.2, §4). The server renders those inside their window at request time;
 * the browser re-checks the window with its own clock once hydrated.
 */
export function Alerts({ alerts }: { alerts: Alert[] }) {
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set());
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => setNow(new Date()), [alerts]);
  const shown = visibleAlerts(alerts, now ?? new Date(), dismissed);
  if (shown.length === 0) return null;
  const dismiss = (id: number) => setDismissed((previous) => new Set(previous).add(id));
  return (
    <section aria-label="Site alerts">
      <ul className={styles.list}>
        {shown.map((alert) => (
          <AlertItem key={alert.id} alert={alert} onDismiss={() => dismiss(alert.id)} />
        ))}
      </ul>
    </section>
  );
}

function AlertItem({ alert, onDismiss }: { alert: Alert; onDismiss: () => void }) {
  const item = useRef<HTMLLIElement>(null);
  const delay = autoHideDelay(alert);
  useEffect(() => {
    if (delay === null) return;
    const timer = window.setTimeout(() => {
      // Someone reading or using the alert keeps it: it does not vanish from under the keyboard focus.
      if (item.current?.contains(document.activeElement) || item.current?.matches(':hover')) return;
      onDismiss();
    }, delay);
    return () => window.clearTimeout(timer);
  }, [delay, onDismiss]);
  const label = alert.action ?? 'Find out more';
  return (
    <li ref={item} className={`${styles.alert} ${styles[alert.impact]}`}>
      <div className={styles.body}>
        <span className={styles.impact}>{IMPACT_LABEL[alert.impact]}: </span>
        <RichText html={alert.summary} />
        {alert.routerLink && isInternalPath(alert.routerLink) ? (
          <Link to={alert.routerLink}>{label}</Link>
        ) : alert.link ? (
          <a href={alert.link}>{label}</a>
        ) : null}
      </div>
      {isClosable(alert) ? (
        <button type="button" className={styles.close} onClick={onDismiss}>
          Close
        </button>
      ) : null}
    </li>
  );
}
