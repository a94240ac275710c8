import type { ActivityItem, ActivityPage } from '@trove/contracts';
import { Link } from 'react-router';
import { notePreview } from './notes-rules.ts';
import local from './notifications.module.css';
import styles from './profile.module.css';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The words the spec leaves open (ADR 042). */
export const ACTIVITY_WORDS = {
  heading: 'Activity',
  off: 'Your activity feed is turned off.',
  none: (own: boolean, displayName: string) =>
    own
      ? 'Nothing yet: your public tags, notes, lists and achievements will show here.'
      : `${displayName} has no public activity to show.`,
} as const;

function What({ on }: { on: ActivityItem['on'] }) {
  if (!on) return <>a record that is no longer available</>;
  return on.link && on.title ? (
    <Link to={on.link}>{on.title}</Link>
  ) : (
    <>{on.title ?? 'a record that is no longer available'}</>
  );
}

function Entry({ item }: { item: ActivityItem }) {
  switch (item.kind) {
    case 'tag':
      return (
        <>
          Tagged <What on={item.on} /> with ‘{item.text}’
        </>
      );
    case 'note':
      return (
        <>
          Wrote a note on <What on={item.on} />
          <span className={local.quote}>{notePreview(item.text).text}</span>
        </>
      );
    case 'list':
      return <>Made the list {item.link ? <Link to={item.link}>{item.text}</Link> : item.text}</>;
    case 'achievement':
      return <>Earned the achievement {item.text}</>;
  }
}

/**
 * The activity feed (issue 16 §2 About; ADR 042): the reader's public contributions, newest
 * first, 20 a page with Newer and Older links. Left out when the viewer may not see it.
 */
export function ActivityFeed({
  activity,
  own,
  displayName,
  page,
  pageHref,
}: {
  activity: ActivityPage;
  own: boolean;
  displayName: string;
  page: number;
  pageHref: (page: number) => string;
}) {
  if (!activity.feedEnabled && !own) return null;
  const pages = Math.max(1, Math.ceil(activity.total / activity.pageSize));
  return (
    <section id="activity" aria-labelledby="activity-heading" className={styles.panel}>
      <h2 id="activity-heading">{ACTIVITY_WORDS.heading}</h2>
      {!activity.feedEnabled ? (
        <p>{ACTIVITY_WORDS.off}</p>
      ) : activity.items.length === 0 ? (
        <p>{ACTIVITY_WORDS.none(own, displayName)}</p>
      ) : (
        <ul className={local.items}>
          {activity.items.map((item, i) => (
            <li key={`${item.kind}-${item.date}-${i}`} className={local.item}>
              <p className={local.sentence}>
                <Entry item={item} />
                <time className={local.when} dateTime={item.date}>
                  {dateOf(item.date)}
                </time>
              </p>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages of activity" className={styles.pager}>
          {page > 1 ? <Link to={pageHref(page - 1)}>Newer activity</Link> : null}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? <Link to={pageHref(page + 1)}>Older activity</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
