import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Link } from 'react-router';
import { MESSAGES, type CategorySummary } from '@trove/contracts';
import { advancedSearchHref } from './search-target.ts';
import styles from './search-bar.module.css';

/**
 * The 'Advanced Search' choice of collections (spec 01 §2.6): a disclosure of links, so it works
 * without JavaScript and reads as a list of destinations rather than a select that navigates on
 * change. Each opens AdvancedSearch for that collection carrying the keyword.
 */
export function AdvancedMenu({
  categories,
  keyword,
}: {
  categories: CategorySummary[];
  keyword: string | null;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // Following a link closes the list.
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [location.key]);
  return (
    <details
      ref={details}
      className={styles.advancedMenu}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !details.current?.open) return;
        details.current.open = false;
        details.current.querySelector('summary')?.focus();
      }}
    >
      <summary>{MESSAGES.advancedSearch}</summary>
      <ul>
        {categories.map((c) => (
          <li key={c.urlKey}>
            <Link to={advancedSearchHref(c.urlKey, keyword)}>{c.name}</Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
