import { NOTIFICATION_WINDOW_DAYS, type Notification } from '@trove/contracts';
import { Form, Link } from 'react-router';
import { Notice } from '../../components/notice.tsx';
import { CsrfField } from '../../lib/csrf-field.tsx';
import type { PanelData } from './about-activity-data.server.ts';
import {
  NOTIFICATION_WORDS as WORDS,
  type Part,
  hasOlder,
  notificationSentence,
  sentenceText,
} from './notification-words.ts';
import local from './notifications.module.css';
import styles from './profile.module.css';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

function Sentence({ parts }: { parts: Part[] }) {
  return (
    <>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          <span key={i}>{part}</span>
        ) : (
          <Link key={i} to={part.href}>
            {part.text}
          </Link>
        ),
      )}
    </>
  );
}

function Row({ notification, clearable }: { notification: Notification; clearable: boolean }) {
  const parts = notificationSentence(notification);
  const textId = `notification-${notification.id}`;
  return (
    <li className={local.item}>
      <p className={local.sentence} id={textId}>
        <Sentence parts={parts} />
        <time className={local.when} dateTime={notification.eventDate}>
          {dateOf(notification.eventDate)}
        </time>
      </p>
      {clearable ? (
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="intent" value="clearAlert" />
          <input type="hidden" name="id" value={notification.id} />
          <button
            type="submit"
            className={styles.button}
            aria-label={`${WORDS.clear}: ${sentenceText(parts)}`}
          >
            {WORDS.clear}
          </button>
        </Form>
      ) : null}
    </li>
  );
}

/**
 * The notifications component (spec 03 §2, §4 Notification paging; ADR 042): a heading, 'Clear
 * all' for alerts, the window's notifications newest first, 'You have no notifications from the
 * last {n} days.' when the window is empty, and 'Load older' as a link to the next 7-day window.
 */
export function NotificationsPanel({
  id,
  heading,
  kind,
  panel,
  olderHref,
  status,
}: {
  id: string;
  heading: string;
  kind: 'alert' | 'feed';
  panel: PanelData;
  /** The address of the next window, given the days covered now. */
  olderHref: (days: number) => string;
  status?: string | null;
}) {
  const headingId = `${id}-heading`;
  const page = panel.page;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId}>{heading}</h2>
      <div role="status" className={styles.status}>
        {status ? <Notice tone="success">{status}</Notice> : null}
      </div>
      {page === null ? (
        <Notice tone="error">
          <p>{panel.failed}</p>
        </Notice>
      ) : kind === 'alert' && page.total === 0 ? (
        <p>{WORDS.noAlerts}</p>
      ) : (
        <>
          {kind === 'alert' ? (
            <Form method="post" className={local.actions}>
              <CsrfField />
              <input type="hidden" name="intent" value="clearAll" />
              <button type="submit" className={styles.button}>
                {WORDS.clearAll}
              </button>
            </Form>
          ) : null}
          {page.notifications.length === 0 ? (
            <p>{WORDS.noneInDays(page.endDay)}</p>
          ) : (
            <ul className={local.items}>
              {page.notifications.map((n) => (
                <Row key={n.id} notification={n} clearable={kind === 'alert'} />
              ))}
            </ul>
          )}
          {hasOlder(page) ? (
            <p className={local.actions}>
              <Link to={olderHref(page.endDay + NOTIFICATION_WINDOW_DAYS)} preventScrollReset>
                {WORDS.loadOlder}
              </Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
