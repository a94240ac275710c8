import type { WorkResult } from '@trove/contracts';
import { ResultRow, ResultTile } from './result-row.tsx';
import styles from './results.module.css';

export function ResultList({
  works,
  keyword,
  tiles = false,
  label,
}: {
  works: WorkResult[];
  keyword: string | null;
  tiles?: boolean;
  label: string;
}) {
  if (tiles) {
    return (
      <ul className={styles.tiles} aria-label={label}>
        {works.map((work) => (
          <ResultTile key={`${work.workType}-${work.id}`} result={work} keyword={keyword} />
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.list} aria-label={label}>
      {works.map((work) => (
        <ResultRow key={`${work.workType}-${work.id}`} result={work} keyword={keyword} />
      ))}
    </ul>
  );
}
