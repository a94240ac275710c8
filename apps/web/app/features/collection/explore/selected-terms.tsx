import { Link } from 'react-router';
import type { Facet, FacetTerm } from '@trove/contracts';
import { clearAllHref, clearDatesHref, removeLimitHref, yearsOf } from './explore-rules.ts';
import styles from './explore.module.css';

function findTerm(terms: readonly FacetTerm[], term: string): FacetTerm | undefined {
  for (const t of terms) {
    if (t.term === term) return t;
    const sub = findTerm(t.subTerms, term);
    if (sub) return sub;
  }
  return undefined;
}

/** The limits and date range in force, each as a badge with a remove link, and Clear all (spec 02 §2). */
export function SelectedTerms({
  basePath,
  current,
  facets,
}: {
  basePath: string;
  current: URLSearchParams;
  facets: readonly Facet[];
}) {
  const badges: { key: string; label: string; href: string }[] = [];
  for (const [key, value] of current) {
    if (!key.startsWith('l-') || key.endsWith('.mod')) continue;
    const facet = facets.find((f) => f.limit === key || (key === 'l-year' && f.code === 'decade'));
    const name = facet?.displayName ?? key.slice(2);
    const label = (facet && findTerm(facet.terms, value)?.displayTerm) ?? value;
    badges.push({
      key: `${key}=${value}`,
      label: `${name}: ${label}`,
      href: removeLimitHref(basePath, current, key, value),
    });
  }
  const years = yearsOf(current);
  if (years)
    badges.push({
      key: 'years',
      label: `Years: ${years.from ?? '…'} – ${years.to ?? '…'}`,
      href: clearDatesHref(basePath, current),
    });
  if (badges.length === 0) return null;
  return (
    <section aria-label="Selected terms">
      <ul className={styles.badges}>
        {badges.map((b) => (
          <li key={b.key} className={styles.badge}>
            <span>{b.label}</span>
            <Link to={b.href} preventScrollReset>
              Remove<span className="visually-hidden"> {b.label}</span>
            </Link>
          </li>
        ))}
        <li>
          <Link to={clearAllHref(basePath, current)} preventScrollReset>
            Clear all
          </Link>
        </li>
      </ul>
    </section>
  );
}
