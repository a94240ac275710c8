import styles from './contributions.module.css';

/** An error beside the field it is about: announced when it appears, and named by the field's aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  return message ? (
    <p id={id} role="alert" className={styles.error}>
      {message}
    </p>
  ) : null;
}
