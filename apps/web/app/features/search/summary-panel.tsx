import { summaryPanelSize } from '@trove/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import buttonStyles from '../../components/button.module.css';
import { NoResults } from '../../components/results/no-results.tsx';
import { ResultList } from '../../components/results/result-list.tsx';
import { SearchFailure } from '../../components/results/search-failure.tsx';
import type { SearchOutcome, SearchParams } from '../../lib/search-params.ts';
import { panelHref, searchPanel, type PanelCollection } from './panel-search.ts';
import styles from './search.module.css';

type PanelState =
  { kind: 'delayed' } | { kind: 'waiting' } | { kind: 'loading' } | { kind: 'done'; outcome: SearchOutcome };

/**
 * One collection's share of a search across everything (spec 01 §2.8): delayed collections wait
 * for the visitor; the others search once the panel comes into view (the first ones arrive with
 * the page). States: loading, loaded, no results, error, delayed. The page keys a panel by its
 * query, so a new search starts a fresh panel.
 */
export function SummaryPanel({
  collection,
  params,
  initial,
  helpUrl,
  acceptPartial = false,
}: {
  collection: PanelCollection;
  params: SearchParams;
  /** The outcome searched while rendering the page, if any. */
  initial: SearchOutcome | null;
  helpUrl: string;
  /**
   * No collection holds a record with every word, so the page shows those holding most of them
   * (ADR 034): a panel searched later may too, labelled; otherwise such a panel shows none.
   */
  acceptPartial?: boolean;
}) {
  const location = useLocation();
  const [state, setState] = useState<PanelState>(
    initial
      ? { kind: 'done', outcome: initial }
      : collection.searchDelay > 0
        ? { kind: 'delayed' }
        : { kind: 'waiting' },
  );
  const panel = useRef<HTMLElement>(null);
  // Waiting panels search when they come into view (or at once where nothing can tell).
  useEffect(() => {
    if (state.kind !== 'waiting') return;
    const element = panel.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setState({ kind: 'loading' });
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setState({ kind: 'loading' });
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [state.kind]);

  useEffect(() => {
    if (state.kind !== 'loading') return;
    let cancelled = false;
    void searchPanel(collection, params, null, acceptPartial).then((outcome) => {
      if (!cancelled) setState({ kind: 'done', outcome });
    });
    return () => {
      cancelled = true;
    };
  }, [state.kind, collection.key, params, acceptPartial]);

  const headingId = `group-${collection.key}`;
  const all = panelHref(collection, new URLSearchParams(location.search));
  const outcome = state.kind === 'done' ? state.outcome : null;
  const total = outcome?.ok ? outcome.page.totalRecords : null;
  return (
    <section
      ref={panel}
      className={styles.panel}
      aria-labelledby={headingId}
      aria-busy={state.kind === 'loading' || undefined}
    >
      <div className={styles.panelHeader}>
        <h2 id={headingId}>{collection.name}</h2>
        {total !== null ? (
          <span className={styles.total}>
            {total.toLocaleString('en-AU')} {total === 1 ? 'result' : 'results'}
          </span>
        ) : null}
      </div>
      {state.kind === 'delayed' ? (
        <>
          {collection.catchline ? <p className={styles.catchline}>{collection.catchline}</p> : null}
          <button type="button" className={buttonStyles.button} onClick={() => setState({ kind: 'loading' })}>
            Click the search button below to load results
            <span className="visually-hidden"> in {collection.name}</span>
          </button>
        </>
      ) : state.kind === 'waiting' || state.kind === 'loading' ? (
        <div className={styles.placeholder}>
          <p role={state.kind === 'loading' ? 'status' : undefined}>
            {state.kind === 'loading' ? `Searching ${collection.name}…` : null}
          </p>
          <noscript>
            <Link to={all}>See the results in {collection.name}</Link>
          </noscript>
        </div>
      ) : !outcome ? null : !outcome.ok ? (
        <SearchFailure message={outcome.message} noResponse={outcome.noResponse} helpUrl={helpUrl} />
      ) : outcome.page.works.length === 0 ? (
        <NoResults keyword={params.keyword} compact />
      ) : (
        <>
          {outcome.page.partialMatch ? (
            <p className={styles.catchline}>
              These results contain {outcome.page.partialMatch.matched} of your {outcome.page.partialMatch.of}{' '}
              words.
            </p>
          ) : null}
          <ResultList
            works={outcome.page.works.slice(0, summaryPanelSize(collection.tiles))}
            keyword={params.searchTerm}
            tiles={collection.tiles}
            label={`${collection.name} results`}
          />
          <Link className={styles.seeAll} to={all}>
            See all {outcome.page.totalRecords.toLocaleString('en-AU')}{' '}
            {outcome.page.totalRecords === 1 ? 'result' : 'results'} in {collection.name}
          </Link>
        </>
      )}
    </section>
  );
}
