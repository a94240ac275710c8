import styles from './contributions.module.css';

/** What a contribution panel says after an action: a quiet announcement, or an error alert. */
export function PanelFeedback({ status, error }: { status: string; error: string | null }) {
  return (
    <>
      <p role="status" className="visually-hidden">
        {status}
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}
