import { Link, useLocation } from 'react-router';
import { type PageLink, paginate } from './pagination.ts';
import { withParams } from './query-links.ts';
import styles from './results.module.css';

/** Where a page link leads, from the current address. */
export type PageAddress = (location: { pathname: string; search: string }, link: PageLink) => string;

/** Search results page by `startPos` in the address (spec 01 §9). */
const byStartPos: PageAddress = (location, link) =>
  withParams(location.pathname, location.search, { startPos: link.startPos });

/** The portal's paginator: previous, up to 10 page links around the current page, next. */
export function Pager({
  startPos,
  pageSize,
  total,
  maxRecords = Number.MAX_SAFE_INTEGER,
  previousNextOnly = false,
  hasNext,
  label = 'Results pages',
  address = byStartPos,
}: {
  startPos: number;
  pageSize: number;
  total: number;
  /** The search engine's window, past which it cannot page; none for a list. */
  maxRecords?: number;
  /** Website results page by previous and next only (spec 01 §9). */
  previousNextOnly?: boolean;
  /** Whether a next page exists, when the server says so (website paging with pageTotals). */
  hasNext?: boolean;
  /** The navigation's accessible name. */
  label?: string;
  address?: PageAddress;
}) {
  const location = useLocation();
  const pagination = paginate(startPos, pageSize, total, maxRecords);
  if (hasNext !== undefined) {
    pagination.next = hasNext ? { page: pagination.current + 1, startPos: startPos + pageSize } : null;
  }
  if (!pagination.previous && !pagination.next) return null;
  const href = (link: PageLink) => address(location, link);
  return (
    <nav className={styles.pager} aria-label={label}>
      <ul>
        {pagination.previous ? (
          <li>
            <Link to={href(pagination.previous)}>
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
              <Link to={href(page)}>
                <span className="visually-hidden">Page </span>
                {page.page}
              </Link>
            )}
          </li>
        ))}
        {pagination.next ? (
          <li>
            <Link to={href(pagination.next)}>
              Next<span className="visually-hidden"> page</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
