import styles from './results.module.css';

/**
 * A data manager's reading of why a result ranks where it does (spec 01 §6, ADR 019): present only
 * when the search was explained. Open by default, since ticking 'Explain search' asked to see them;
 * the summary names it for screen readers and lets one be folded away.
 */
export function SearchExplanation({ explanation }: { explanation: string | undefined }) {
  if (!explanation) return null;
  return (
    <details className={styles.explain} open>
      <summary>Search explanation</summary>
      <code className={styles.explainText}>{explanation}</code>
    </details>
  );
}
