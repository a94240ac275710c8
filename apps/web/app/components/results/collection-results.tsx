import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { SearchOutcome, SearchParams } from '../../lib/search-params.ts';
import { NoResults } from './no-results.tsx';
import { Pager } from './pager.tsx';
import { ResultList } from './result-list.tsx';
import { SearchFailure } from './search-failure.tsx';
import { DidYouMean, PartialMatchLabel, QueryProblem } from './search-help.tsx';
import { SortLinks } from './sort-links.tsx';
import styles from './results.module.css';

/** Full results of one collection: exact total, sort, 20 per page, pager (spec 01 §2.5, §2.8). */
export function CollectionResults({
  outcome,
  params,
  helpUrl,
  tiles,
  websites = false,
}: {
  outcome: SearchOutcome;
  params: SearchParams;
  helpUrl: string;
  tiles: boolean;
  /** Website searches page by previous/next and give a lower bound (spec 01 §9). */
  websites?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  // After a navigation that changes the results (page, sort, facet, new words), focus moves to the
  // results heading so keyboard and screen-reader users land on the new results. A control that
  // redraws the same results (Explain search) asks to keep focus on itself instead.
  const first = useRef(true);
  const keepFocus = (location.state as { keepFocus?: boolean } | null)?.keepFocus === true;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!keepFocus) heading.current?.focus();
  }, [location.search, keepFocus]);
  const query = describeQuery(params);
  const filters = params.criteria.limits.reduce((n, l) => n + l.values.length, 0);
  if (!outcome.ok)
    return (
      <>
        <h2 ref={heading} tabIndex={-1} className="visually-hidden">
          Search failed
        </h2>
        <SearchFailure message={outcome.message} noResponse={outcome.noResponse} helpUrl={helpUrl} />
      </>
    );
  const { page } = outcome;
  // Issue 14 §2: what could not be read in the query, and a spelling that finds more.
  const help = (
    <>
      {page.queryProblem ? <QueryProblem problem={page.queryProblem} /> : null}
      {page.suggestion ? <DidYouMean suggestion={page.suggestion} /> : null}
    </>
  );
  if (page.works.length === 0)
    return (
      <>
        <h2 ref={heading} tabIndex={-1} className="visually-hidden">
          No results
        </h2>
        {help}
        <NoResults keyword={query} />
      </>
    );
  const from = page.startPos + 1;
  const to = page.startPos + page.works.length;
  // With pageTotals the server says whether another page follows; otherwise the total does.
  const hasNext =
    page.nextPageTotals !== undefined
      ? page.nextPageTotals > 0
      : to < Math.min(page.totalRecords, page.maxRecords);
  return (
    <div>
      {help}
      <div className={styles.summaryBar}>
        <h2 ref={heading} tabIndex={-1} className={styles.summary}>
          {websites ? (
            <>
              At least <strong>{page.totalRecords.toLocaleString('en-AU')}</strong> total results
              {query ? (
                <>
                  {' '}
                  for <strong>{query}</strong>
                </>
              ) : null}
            </>
          ) : (
            <>
              Showing {from.toLocaleString('en-AU')}–{to.toLocaleString('en-AU')} of{' '}
              <strong>{page.totalRecords.toLocaleString('en-AU')}</strong>{' '}
              {page.totalRecords === 1 ? 'result' : 'results'}
              {query ? (
                <>
                  {' '}
                  for <strong>{query}</strong>
                </>
              ) : null}
            </>
          )}
          {filters > 0 ? (
            <span className="visually-hidden">
              , {filters} {filters === 1 ? 'filter' : 'filters'} applied
            </span>
          ) : null}
        </h2>
        <SortLinks sortBy={params.sortBy} />
      </div>
      {page.partialMatch ? <PartialMatchLabel partial={page.partialMatch} /> : null}
      <ResultList works={page.works} keyword={params.searchTerm} tiles={tiles} label="Search results" />
      <Pager
        startPos={page.startPos}
        pageSize={page.pageSize}
        total={page.totalRecords}
        maxRecords={page.maxRecords}
        previousNextOnly={websites}
        hasNext={websites ? hasNext : undefined}
      />
    </div>
  );
}

/** The words searched for, as the summary line reads them. */
function describeQuery(params: SearchParams): string {
  if (params.keyword) return params.keyword;
  return params.criteria.text.map((t) => t.value).join(' ');
}
