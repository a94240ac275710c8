import { useEffect, useRef } from 'react';
import { Button } from 'react-aria-components';
import buttonStyles from '../button.module.css';
import dialogStyles from '../cultural-advice.module.css';
import styles from './selection.module.css';

/**
 * An Add to list that found some results already on a list: the dialog stays open showing what
 * happened (spec 01 §8). The form is gone, so a second press cannot create the new list twice;
 * focus moves to the message, which is read out.
 */
export function PartialOutcome({ message, onClose }: { message: string; onClose: () => void }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <>
      <p ref={ref} tabIndex={-1} role="status" className={`${styles.message} ${styles.info}`}>
        {message}
      </p>
      <div className={dialogStyles.actions}>
        <Button className={buttonStyles.button} onPress={onClose}>
          Close
        </Button>
      </div>
    </>
  );
}
