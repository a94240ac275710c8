import { useEffect, useRef } from 'react';
import styles from './selection.module.css';

/**
 * The outcome of the last bulk operation. The live region is always there, so a new message is
 * announced; each new one replaces the last. After an operation that cleared the selection (and so
 * removed the button that opened its dialog) focus moves here, not to the page's body
 * (WCAG 2.4.3): `focusKey` changes to ask for it.
 */
export function BulkMessage({ message, focusKey }: { message: string | null; focusKey: number }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // Runs after the dialog has unmounted; react-aria then leaves focus where it is.
    if (focusKey > 0) ref.current?.focus();
  }, [focusKey]);
  return (
    <div role="status">
      {message ? (
        <p ref={ref} tabIndex={-1} className={`${styles.message} ${styles.info}`}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** Why a bulk dialog's call failed, announced at once; nothing while there is no failure. */
export function BulkFailure({ failure }: { failure: string | null }) {
  return failure ? (
    <p role="alert" className={`${styles.message} ${styles.error}`}>
      {failure}
    </p>
  ) : null;
}
