import styles from './advanced-search.module.css';

/** A field's message, next to it; the control names it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className={styles.error}>
      <span aria-hidden="true">⚠ </span>
      {message}
    </p>
  );
}
