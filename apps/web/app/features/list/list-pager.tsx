import { Link, useLocation } from 'react-router';
import { paginate } from '../../components/results/pagination.ts';
import resultStyles from '../../components/results/results.module.css';
import { pageHref } from './list-view.ts';

/**
 * The portal's paginator over a list's pages (spec 03 §2): `page` in the address, page 1 without
 * it, up to 10 page links around the current one.
 */
export function ListPager({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const location = useLocation();
  const pagination = paginate((page - 1) * pageSize, pageSize, total, Number.MAX_SAFE_INTEGER);
  if (!pagination.previous && !pagination.next) return null;
  const href = (n: number) => pageHref(location.pathname, location.search, n);
  return (
    <nav className={resultStyles.pager} aria-label="List pages">
      <ul>
        {pagination.previous ? (
          <li>
            <Link to={href(pagination.previous.page)}>
              Previous<span className="visually-hidden"> page</span>
            </Link>
          </li>
        ) : null}
        {pagination.pages.map((link) =>
          link.page === pagination.current ? (
            <li key={link.page}>
              <span aria-current="page">
                <span className="visually-hidden">Page </span>
                {link.page}
              </span>
            </li>
          ) : (
            <li key={link.page}>
              <Link to={href(link.page)}>
                <span className="visually-hidden">Page </span>
                {link.page}
              </Link>
            </li>
          ),
        )}
        {pagination.next ? (
          <li>
            <Link to={href(pagination.next.page)}>
              Next<span className="visually-hidden"> page</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
