import { Link, useLocation } from 'react-router';
import { LIMIT_LABELS, ownValue, type Facet, type SearchCriteria } from '@trove/contracts';
import { Notice } from '../notice.tsx';
import { clearLimitsHref } from '../../lib/search-params.ts';
import { buildPills } from './facet-model.ts';
import styles from './pills.module.css';

/** Pills for every active limit and facet, each removable, and 'Clear all' (spec 01 §2.5, §2.8). */
export function ActiveFilters({
  criteria,
  facets,
  categoryKey,
}: {
  criteria: SearchCriteria;
  facets: Facet[];
  categoryKey: string | null;
}) {
  const location = useLocation();
  const current = new URLSearchParams(location.search);
  const pills = buildPills(criteria, facets, categoryKey, current);
  if (pills.length === 0) return null;
  return (
    <nav className={styles.filters} aria-label="Active filters">
      <ul className={styles.pills}>
        {pills.map((pill) => (
          <li key={`${pill.param}=${pill.value}`} className={styles.pill}>
            <span>
              <span className={styles.label}>{pill.label}:</span> {pill.display}
            </span>
            <Link
              to={pill.removeHref}
              className={styles.remove}
              aria-label={`Remove ${pill.label}: ${pill.display}`}
              preventScrollReset
              rel="nofollow"
            >
              <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={clearLimitsHref(categoryKey, current)} className={styles.clear} rel="nofollow">
        Clear all
      </Link>
    </nav>
  );
}

/** The server dropped limits that together left nothing (spec 01 §4 empty-result retry). */
export function RemovedLimitsNotice({ removed }: { removed: string[] | undefined }) {
  if (!removed || removed.length === 0) return null;
  const names = [...new Set(removed.map((key) => ownValue(LIMIT_LABELS, key) ?? key.replace(/^l-/, '')))];
  return (
    <Notice tone="info" live>
      <p>
        Nothing matched with every filter, so these were left out: <strong>{names.join(', ')}</strong>.
      </p>
    </Notice>
  );
}
