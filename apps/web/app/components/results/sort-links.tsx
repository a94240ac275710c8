import { Link, useLocation } from 'react-router';
import type { SortBy } from '@trove/contracts';
import { withParams } from './query-links.ts';
import styles from './results.module.css';

const SORT_LABELS: Record<SortBy, string> = {
  relevance: 'Relevance',
  dateDesc: 'Year (latest first)',
  dateAsc: 'Year (earliest first)',
};

/** Sort choices as links: changing sort returns to the first page (spec 01 §4). */
export function SortLinks({ sortBy }: { sortBy: SortBy }) {
  const location = useLocation();
  return (
    <nav className={styles.sort} aria-labelledby="sort-label">
      <span id="sort-label">Sort by</span>
      <ul>
        {(Object.keys(SORT_LABELS) as SortBy[]).map((key) => (
          <li key={key}>
            {key === sortBy ? (
              <span aria-current="true">{SORT_LABELS[key]}</span>
            ) : (
              <Link
                to={withParams(location.pathname, location.search, {
                  sortBy: key === 'relevance' ? null : key,
                  startPos: null,
                })}
              >
                {SORT_LABELS[key]}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
