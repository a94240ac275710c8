import type { TextDiff } from '@trove/contracts';
import styles from './corrections.module.css';

/**
 * The lines that differ between two versions: the line number, the text before (struck through,
 * and said as "before:") and after. Shared by the history and the data managers' review.
 */
export function DiffLines({ lines, label }: { lines: TextDiff['lines']; label: string }) {
  if (lines.length === 0) return <p>The two versions have the same text.</p>;
  return (
    <ul className={styles.diff} aria-label={label}>
      {lines.map((line) => (
        <li key={line.no}>
          <span>{`Line ${line.no + 1}`}</span>
          <del className={styles.before}>
            <span className="visually-hidden">before: </span>
            {line.before}
          </del>
          <ins className={styles.after}>
            <span className="visually-hidden">after: </span>
            {line.after}
          </ins>
        </li>
      ))}
    </ul>
  );
}
