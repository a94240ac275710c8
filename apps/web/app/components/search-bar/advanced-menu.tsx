import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { MESSAGES, type CategorySummary } from '@trove/contracts';
import { advancedSearchHref } from './search-target.ts';
import styles from './search-bar.module.css';

/**
 * The search bar's one 'Advanced Search' control (spec 01 §2.6, issue 14 §4): a disclosure of
 * links, so it works without JavaScript and reads as a list of destinations rather than a select
 * that navigates on change. The current collection comes first; each link opens AdvancedSearch
 * for its collection carrying the keyword. On a search page the current collection's link opens
 * the advanced form in place (`onCurrent`). Escape, a click elsewhere or focus leaving closes it.
 */
export function AdvancedMenu({
  categories,
  keyword,
  currentKey,
  onCurrent,
}: {
  categories: CategorySummary[];
  keyword: string | null;
  /** The collection searched or chosen, offered first; null when there is none. */
  currentKey: string | null;
  onCurrent?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const close = () => {
    if (details.current) details.current.open = false;
  };
  // Following a link closes the list.
  useEffect(close, [location.key]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!details.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const current = categories.find((c) => c.urlKey === currentKey) ?? null;
  const others = current ? categories.filter((c) => c !== current) : categories;
  const link = (c: CategorySummary, onClick?: (event: MouseEvent<HTMLAnchorElement>) => void) => (
    <Link to={advancedSearchHref(c.urlKey, keyword)} onClick={onClick}>
      {c.name}
    </Link>
  );
  return (
    <details
      ref={details}
      className={styles.advancedMenu}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !details.current?.open) return;
        close();
        details.current.querySelector('summary')?.focus();
      }}
      onBlur={(event) => {
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <summary>
        {MESSAGES.advancedSearch}
        <span className={styles.chevron} aria-hidden="true" />
      </summary>
      <div className={styles.menuPanel}>
        {current ? (
          <>
            <p className={styles.menuGroup}>This collection</p>
            <ul>
              <li>{link(current, onCurrent)}</li>
            </ul>
            <p className={styles.menuGroup}>Other collections</p>
          </>
        ) : null}
        <ul>
          {others.map((c) => (
            <li key={c.urlKey}>{link(c)}</li>
          ))}
        </ul>
      </div>
    </details>
  );
}
