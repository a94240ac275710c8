import type { ListOverview } from '@trove/contracts';
import { Link } from 'react-router';
import styles from './search.module.css';

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-AU')} ${n === 1 ? one : many}`;

/**
 * Trending lists on the lists collection (issue 15 §5): public lists with the most follows,
 * additions and views lately (GET /list/trendingLists). Absent when no list has been active.
 */
export function TrendingLists({ lists }: { lists: readonly ListOverview[] }) {
  if (lists.length === 0) return null;
  return (
    <section className={styles.trending} aria-labelledby="trending-heading">
      <h2 id="trending-heading">Trending lists</h2>
      <ol>
        {lists.map((list) => (
          <li key={list.id}>
            <Link to={`/list/${list.id}`}>{list.name}</Link>
            <span className={styles.trendingMeta}>
              {' '}
              by {list.author.displayName} · {count(list.numItems, 'item', 'items')} ·{' '}
              {count(list.followerCount, 'follower', 'followers')}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
