import type { WorkResult } from '@trove/contracts';
import { useSelection } from './selection-context.tsx';
import styles from './selection.module.css';

/** A result's checkbox while 'Select works' is on; named by the result's title. */
export function ResultCheckbox({ result }: { result: WorkResult }) {
  const selection = useSelection();
  if (!selection) return null;
  return (
    <input
      type="checkbox"
      className={styles.checkbox}
      aria-label={`Select ${result.title}`}
      checked={selection.isSelected(result)}
      onChange={() => selection.toggle(result)}
    />
  );
}
