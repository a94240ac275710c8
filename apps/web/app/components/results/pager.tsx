import { Link, useLocation } from 'react-router';
import { paginate } from './pagination.ts';
import { withParams } from './query-links.ts';
import styles from './results.module.css';

export function Pager({
  startPos,
  pageSize,
  total,
  maxRecords,
  previousNextOnly = false,
  hasNext,
}: {
  startPos: number;
  pageSize: number;
  total: number;
  maxRecords: number;
  /** Website results page by previous and next only (spec 01 §9). */
  previousNextOnly?: boolean;
  /** Whether a next page exists, when the server says so (website paging with pageTotals). */
  hasNext?: boolean;
}) {
  const location = useLocation();
  const pagination = paginate(startPos, pageSize, total, maxRecords);
  if (hasNext !== undefined) {
    pagination.next = hasNext ? { page: pagination.current + 1, startPos: startPos + pageSize } : null;
  }
  if (!pagination.previous && !pagination.next) return null;
  const href = (start: number) => withParams(location.pathname, location.search, { startPos: start });
  return (
    <nav className={styles.pager} aria-label="Results pages">
      <ul>
        {pagination.previous ? (
          <li>
            <Link to={href(pagination.previous.startPos)}>
              Previous<span className="visually-hidden"> page</span>
            </Link>
          </li>
        ) : null}
        {(previousNextOnly ? [] : pagination.pages).map((page) => (
          <li key={page.page}>
            {page.page === pagination.current ? (
              <span aria-current="page">
                <span className="visually-hidden">Page </span>
                {page.page}
              </span>
            ) : (
              <Link to={href(page.startPos)}>
                <span className="visually-hidden">Page </span>
                {page.page}
              </Link>
            )}
          </li>
        ))}
        {pagination.next ? (
          <li>
            <Link to={href(pagination.next.startPos)}>
              Next<span className="visually-hidden"> page</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
