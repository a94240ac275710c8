import { useEffect, useState } from 'react';
import { Link, useLocation, useMatches } from 'react-router';
import type { CrumbHandle } from '../../lib/crumb-handle.ts';
import { assembleCrumbs, type PageCrumb } from './crumbs.ts';
import { nextRouteHistory, previousEntry, type HistoryEntry } from './route-history.ts';
import styles from './breadcrumbs.module.css';

const STORAGE_KEY = 'trove.routeHistory';

function readHistory(): HistoryEntry[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? (value as HistoryEntry[]) : [];
  } catch {
    return [];
  }
}

function isCrumbHandle(handle: unknown): handle is CrumbHandle {
  return (
    typeof handle === 'object' && handle !== null && typeof (handle as CrumbHandle).crumbs === 'function'
  );
}

/** Home, the previous page (known only in the browser, so added after hydration), the page's crumbs. */
export function Breadcrumbs() {
  const location = useLocation();
  const matches = useMatches();
  const match = [...matches].reverse().find((m) => isCrumbHandle(m.handle));
  const handle = match && isCrumbHandle(match.handle) ? match.handle : null;
  const current: PageCrumb[] = handle && match ? handle.crumbs(match.loaderData) : [];
  const category = handle?.category && match ? handle.category(match.loaderData) : null;
  const path = location.pathname + location.search;
  const label = current.at(-1)?.text ?? '';
  const [previous, setPrevious] = useState<HistoryEntry | null>(null);

  useEffect(() => {
    if (!label) return;
    const history = nextRouteHistory(readHistory(), { path, label });
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(history));
    } catch {
      // Storage may be unavailable (private mode); the trail then has no history crumb.
    }
    setPrevious(previousEntry(history, path));
  }, [path, label]);

  if (location.pathname === '/' || current.length === 0) return null;
  const trail = assembleCrumbs(current, previous, category);
  return (
    <nav className={styles.nav} aria-label="Breadcrumb">
      <ol>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${index}-${crumb.text}`}>
              {crumb.to && !last ? (
                <Link to={crumb.to} title={crumb.title}>
                  {crumb.text}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} title={crumb.title}>
                  {crumb.text}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
