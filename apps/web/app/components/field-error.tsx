import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './field-error.module.css';

/** The id of a field's error message: the field's id (or its group's) with '-error'. */
export const fieldErrorId = (fieldId: string): string => `${fieldId}-error`;

/**
 * The ARIA props that tie a field to its error and hints, so a screen reader reads them with the
 * field (WCAG 1.3.1, 3.3.1). Spread onto the input, or onto each radio of a group.
 */
export function fieldErrorProps(
  fieldId: string,
  problem: string | null | undefined,
  hintIds: readonly string[] = [],
): { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined } {
  const described = problem ? [...hintIds, fieldErrorId(fieldId)] : hintIds;
  return {
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
  };
}

/** A field's error message, announced as it appears; nothing when the field is fine. */
export function FieldError({ fieldId, problem }: { fieldId: string; problem: string | null | undefined }) {
  if (!problem) return null;
  return (
    <p id={fieldErrorId(fieldId)} className={styles.error} role="alert">
      {problem}
    </p>
  );
}

/**
 * A form's ref, and `refused` to call when its submit was refused: once the errors have rendered,
 * focus goes to the first field marked invalid, so keyboard users land on what to fix.
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const refused = useCallback(() => setRefusals((n) => n + 1), []);
  return { ref, refused };
}
