import { Link } from 'react-router';
import type { Facet } from '@trove/contracts';
import { cloudWords } from './explore-rules.ts';
import styles from './explore.module.css';

/**
 * A facet's terms as a cloud of links, sized by count (14–30 px); each adds its term as a limit.
 * A list of links in reading order, so the keyboard and screen readers meet them as a list.
 */
export function WordCloud({ facet, hrefFor }: { facet: Facet; hrefFor: (term: string) => string }) {
  const words = cloudWords(facet.terms.filter((t) => !t.selected));
  if (words.length === 0) return <p>Every term of this facet is already selected.</p>;
  return (
    <ul className={styles.cloud} aria-label={`${facet.displayName} terms, larger for more records`}>
      {words.map((w) => (
        <li key={w.term}>
          <Link
            to={hrefFor(w.term)}
            className={w.rotated ? styles.upright : undefined}
            style={{ fontSize: `${w.size}px` }}
            title={`${w.label}: ${w.count.toLocaleString('en-AU')} records`}
          >
            {w.label}
            <span className="visually-hidden"> ({w.count.toLocaleString('en-AU')} records)</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
