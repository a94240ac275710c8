import { Link } from 'react-router';
import { CATEGORY_NAMESPACE, type ResultGroup } from '@trove/contracts';
import { ResultList } from '../../components/results/result-list.tsx';
import { summaryCount } from '../../components/results/tiles.ts';
import styles from './search.module.css';

/** One collection's share of a search across everything, with a way into the full results. */
export function SummaryPanel({
  group,
  keyword,
  tiles,
}: {
  group: ResultGroup;
  keyword: string;
  tiles: boolean;
}) {
  const headingId = `group-${group.category}`;
  const total = group.totalFound.toLocaleString('en-AU');
  const all = `/search/${CATEGORY_NAMESPACE}/${encodeURIComponent(group.category)}?${new URLSearchParams({ keyword }).toString()}`;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.panelHeader}>
        <h2 id={headingId}>{group.name}</h2>
        <span className={styles.total}>
          {total} {group.totalFound === 1 ? 'result' : 'results'}
        </span>
      </div>
      {group.works.length === 0 ? (
        <p>No results in this collection.</p>
      ) : (
        <>
          <ResultList
            works={group.works.slice(0, summaryCount(tiles))}
            keyword={keyword}
            tiles={tiles}
            label={`${group.name} results`}
          />
          <Link className={styles.seeAll} to={all}>
            See all {total} {group.totalFound === 1 ? 'result' : 'results'} in {group.name}
          </Link>
        </>
      )}
    </section>
  );
}
