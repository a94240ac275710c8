import { CORRECTION_LIMITS } from '@trove/contracts';
import { useEffect, useRef } from 'react';
import { Form, Link } from 'react-router';
import buttonStyles from '../../components/button.module.css';
import { FieldError, fieldErrorProps } from '../../components/field-error.tsx';
import { CsrfField } from '../../lib/csrf-field.tsx';
import styles from './corrections.module.css';

/**
 * The confirmation of a revert (data managers): what will happen, a required reason, Confirm or
 * Cancel. An address of its own (?revert=N), so it works without JavaScript; its reason takes focus.
 */
export function RevertConfirm({
  version,
  cancelTo,
  problem,
  reason,
}: {
  version: number;
  cancelTo: string;
  problem: string | null;
  reason: string;
}) {
  const field = `revert-reason-${version}`;
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <Form method="post" className={styles.confirm} aria-labelledby={`${field}-title`}>
      <p id={`${field}-title`}>
        <strong>{`Revert the text to version ${version}?`}</strong> This saves a new version with the text of
        version {version}; no version is lost.
      </p>
      <CsrfField />
      <input type="hidden" name="version" value={version} />
      <label htmlFor={field}>Reason (required)</label>
      <textarea
        ref={input}
        id={field}
        name="reason"
        rows={2}
        required
        maxLength={CORRECTION_LIMITS.reasonMax}
        defaultValue={reason}
        {...fieldErrorProps(field, problem)}
      />
      <FieldError fieldId={field} problem={problem} />
      <div className={styles.actions}>
        <button type="submit" className={buttonStyles.button}>
          Confirm revert
        </button>
        <Link to={cancelTo} className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
