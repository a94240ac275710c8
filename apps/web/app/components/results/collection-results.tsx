import { useEffect, useRef } from 'react';
import type { SearchOutcome, SearchParams } from '../../lib/search-params.ts';
import { NoResults } from './no-results.tsx';
import { Pager } from './pager.tsx';
import { ResultList } from './result-list.tsx';
import { SearchFailure } from './search-failure.tsx';
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
  const summary = useRef<HTMLParagraphElement>(null);
  const key = outcome.ok ? `${params.keyword}|${params.startPos}|${params.sortBy}` : 'failed';
  // After a page or sort change, move focus to the summary so keyboard and screen-reader users land on the new results.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    summary.current?.focus();
  }, [key]);

  if (!outcome.ok)
    return <SearchFailure message={outcome.message} noResponse={outcome.noResponse} helpUrl={helpUrl} />;
  const { page } = outcome;
  if (page.works.length === 0) return <NoResults keyword={params.keyword} />;
  const from = page.startPos + 1;
  const to = page.startPos + page.works.length;
  return (
    <div>
      <div className={styles.summaryBar}>
        <p ref={summary} tabIndex={-1} role="status">
          {websites ? (
            <>
              At least <strong>{page.totalRecords.toLocaleString('en-AU')}</strong> total results for{' '}
              <strong>{params.keyword}</strong>
            </>
          ) : (
            <>
              Showing {from.toLocaleString('en-AU')}–{to.toLocaleString('en-AU')} of{' '}
              <strong>{page.totalRecords.toLocaleString('en-AU')}</strong> results for{' '}
              <strong>{params.keyword}</strong>
            </>
          )}
        </p>
        <SortLinks sortBy={params.sortBy} />
      </div>
      <ResultList works={page.works} keyword={params.keyword} tiles={tiles} label="Search results" />
      <Pager
        startPos={page.startPos}
        pageSize={page.pageSize}
        total={page.totalRecords}
        maxRecords={page.maxRecords}
        previousNextOnly={websites}
      />
    </div>
  );
}
