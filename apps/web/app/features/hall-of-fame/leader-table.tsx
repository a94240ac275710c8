import type { LeaderboardRow } from '@trove/contracts';
import { Link } from 'react-router';
import { HALL_OF_FAME_WORDS as WORDS, formatCount, profileHref } from './hall-of-fame-rules.ts';
import styles from './hall-of-fame.module.css';

/**
 * Rows of the hall of fame as a table: rank, reader (linked to their public profile, or unnamed
 * and unlinked when their profile is private) and lines. The viewer's own row is marked.
 */
export function LeaderTable({
  caption,
  rows,
  viewer,
}: {
  caption: string;
  rows: LeaderboardRow[];
  viewer: string | null;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        {/* The heading above says it on screen; the caption names the table for screen readers. */}
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{WORDS.columns.rank}</th>
            <th scope="col">{WORDS.columns.reader}</th>
            <th scope="col" className={styles.number}>
              {WORDS.columns.lines}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const own = viewer !== null && row.userName === viewer;
            return (
              <tr key={`${row.userName ?? 'private'}-${index}`} className={own ? styles.own : undefined}>
                <td>{row.listRanking}</td>
                <th scope="row">
                  {row.userName ? (
                    <Link to={profileHref(row.userName)}>{row.userDisplayName}</Link>
                  ) : (
                    row.userDisplayName
                  )}
                  {own ? <span className={styles.you}>{' (you)'}</span> : null}
                </th>
                <td className={styles.number}>{formatCount(row.linesCorrected)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
