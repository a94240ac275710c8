import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { LIMITS, type Facet } from '@trove/contracts';
import { abbreviateCount, termLinks, visibleTerms, type TermLink } from './facet-model.ts';
import styles from './facets.module.css';

/**
 * 'Refine your results' (spec 01 §2.8): each facet's terms as checkbox links. A term is a real
 * link (it works before hydration and without JavaScript) with the checkbox role and state, so a
 * screen reader announces "Book, 1,234 results, checkbox, checked"; Space toggles it like Enter.
 */
export function FacetsSidebar({ facets, categoryKey }: { facets: Facet[]; categoryKey: string | null }) {
  const [open, setOpen] = useState(false);
  // Until hydration the toggle cannot work, so the facets stay visible on every width.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const bodyId = useId();
  const shown = facets.filter((f) => f.terms.length > 0);
  if (shown.length === 0) return null;
  return (
    <aside
      className={styles.sidebar}
      aria-labelledby={`${bodyId}-heading`}
      data-open={open || undefined}
      data-hydrated={hydrated || undefined}
    >
      <h2 id={`${bodyId}-heading`} className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
        >
          Refine your results
          <span className={styles.chevron} aria-hidden="true" />
        </button>
        <span className={styles.headingText}>Refine your results</span>
      </h2>
      <div id={bodyId} className={styles.body}>
        {shown.map((facet) => (
          <FacetGroup key={facet.code} facet={facet} categoryKey={categoryKey} />
        ))}
      </div>
    </aside>
  );
}

function FacetGroup({ facet, categoryKey }: { facet: Facet; categoryKey: string | null }) {
  const location = useLocation();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const links = termLinks(facet, categoryKey, new URLSearchParams(location.search));
  const max = LIMITS.facetCollapseTerms;
  const { shown } = visibleTerms(links, max, expanded);
  const collapsible = links.length > max;
  return (
    <section className={styles.facet} aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`} className={styles.facetName}>
        {facet.displayName}
      </h3>
      <TermList id={`${id}-terms`} links={shown} />
      {collapsible ? (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={`${id}-terms`}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? 'Show less' : 'Show more'}
          <span className="visually-hidden"> {facet.displayName}</span>
        </button>
      ) : null}
    </section>
  );
}

function TermList({ id, links, nested = false }: { id?: string; links: TermLink[]; nested?: boolean }) {
  return (
    <ul id={id} className={nested ? styles.subTerms : styles.terms}>
      {links.map((link) => (
        <li key={`${link.limit}=${link.term.term}`}>
          <TermCheckbox link={link} />
          {link.children.length > 0 && (link.selected || link.children.some((c) => c.selected)) ? (
            <TermList links={link.children} nested />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function onSpace(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}

function TermCheckbox({ link }: { link: TermLink }) {
  const count = link.term.count;
  return (
    <Link
      to={link.href}
      role="checkbox"
      aria-checked={link.selected}
      className={styles.term}
      onKeyDown={onSpace}
      preventScrollReset
      rel="nofollow"
    >
      <span className={styles.box} aria-hidden="true" />
      <span className={styles.termName}>{link.term.displayTerm || link.term.term}</span>
      <span className={styles.count} aria-hidden="true">
        {abbreviateCount(count)}
      </span>
      <span className="visually-hidden">
        , {count.toLocaleString('en-AU')} {count === 1 ? 'result' : 'results'}
      </span>
    </Link>
  );
}
