import { useOutletContext } from 'react-router';
import type { ProfileOutlet } from './profile-route.tsx';
import styles from './profile.module.css';

const count = (n: number) => n.toLocaleString('en-AU');
const joined = (iso: string) =>
  new Date(iso).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The About tab (spec 03 §2 'Activity'; §3 Profile info as far as it exists, ADR 039): the
 * reader's names, when they joined, and how many tags, notes and lists the viewer may see. The
 * activity feed, notifications and the profile's own fields come with later parts of issue 16.
 */
export default function AboutTab() {
  const { profile } = useOutletContext<ProfileOutlet>();
  const rows: [string, string][] = [
    ['Display name', profile.displayName],
    ['User name', profile.username],
    ['Member since', joined(profile.created)],
    ['Tags', count(profile.tagCount)],
    ['Notes', count(profile.annotationCount)],
    ['Lists', count(profile.listCount)],
  ];
  if (profile.own) rows.push(['Profile', profile.publiclyVisible ? 'Public' : 'Private']);
  return (
    <section aria-labelledby="about-heading" className={styles.panel}>
      <h2 id="about-heading">About</h2>
      <dl className={styles.facts}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
