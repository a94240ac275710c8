import { Link, useLocation } from 'react-router';
import type { CategorySummary } from '@trove/contracts';
import { collectionHref } from '../../lib/search-params.ts';
import styles from './collections-bar.module.css';

/**
 * 'All' plus each collection (spec 01 §2.5). A link keeps the words of the query and drops
 * limits and paging, which belong to the collection left behind (spec 01 §4).
 */
export function CollectionsBar({
  categories,
  current,
}: {
  categories: CategorySummary[];
  /** The url key of the collection searched, or null for All. */
  current: string | null;
}) {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const entries = [
    { key: null, name: 'All' },
    ...categories.map((c) => ({ key: c.urlKey as string | null, name: c.name })),
  ];
  return (
    <nav className={styles.bar} aria-label="Collections to search">
      <ul>
        {entries.map((entry) => (
          <li key={entry.key ?? 'all'}>
            <Link
              to={collectionHref(entry.key, search)}
              aria-current={entry.key === current ? 'page' : undefined}
              className={styles.link}
            >
              {entry.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
