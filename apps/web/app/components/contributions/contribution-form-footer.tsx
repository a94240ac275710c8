import { useCallback, useRef, useState } from 'react';
import buttonStyles from '../button.module.css';
import { FieldError, fieldErrorId } from '../field-error.tsx';
import { type FormError, problemOf } from './contribution-feedback.ts';
import { HumanCheck } from './human-check.tsx';
import { type Visibility, VisibilityField } from './visibility-field.tsx';
import styles from './contributions.module.css';

export const HUMAN_CHECK_PASSED = 'Human check passed. You can now save.';

/**
 * The end of the add-tag and note forms: visibility, the human check while an anonymous visitor
 * still needs it, the error not about the text, and Save / Cancel. The check's widget goes away
 * once passed: focus that was in it moves to Save, and the pass is announced.
 */
export function ContributionFormFooter({
  id,
  visibility,
  onVisibility,
  signedIn,
  showHumanCheck,
  onVerified,
  error,
  saving,
  saveLabel,
  onCancel,
}: {
  id: string;
  visibility: Visibility | null;
  onVisibility: (value: Visibility) => void;
  signedIn: boolean;
  showHumanCheck: boolean;
  onVerified: () => void;
  error: FormError | null;
  saving: boolean;
  saveLabel: string;
  onCancel: () => void;
}) {
  const submit = useRef<HTMLButtonElement>(null);
  const check = useRef<HTMLDivElement>(null);
  const [passed, setPassed] = useState(false);
  const formErrorField = `${id}-form`;

  const verified = useCallback(() => {
    const focused = document.activeElement;
    const wasInCheck = !focused || focused === document.body || check.current?.contains(focused) === true;
    setPassed(true);
    onVerified();
    if (wasInCheck) submit.current?.focus();
  }, [onVerified]);

  return (
    <>
      <VisibilityField
        name={`${id}-visibility`}
        value={visibility}
        signedIn={signedIn}
        onChange={onVisibility}
        error={problemOf(error, 'visibility')}
      />
      {showHumanCheck ? (
        <div ref={check}>
          <HumanCheck
            onVerified={verified}
            errorId={error?.field === 'humanCheck' ? fieldErrorId(formErrorField) : undefined}
          />
        </div>
      ) : null}
      <p role="status" className="visually-hidden">
        {passed ? HUMAN_CHECK_PASSED : ''}
      </p>
      <FieldError
        fieldId={formErrorField}
        problem={problemOf(error, 'humanCheck') ?? problemOf(error, 'form')}
      />
      <div className={styles.formActions}>
        {/* aria-disabled, not disabled: focus stays on the button while saving (the form ignores a second press). */}
        <button
          ref={submit}
          type="submit"
          className={buttonStyles.button}
          aria-disabled={saving || undefined}
        >
          {saving ? 'Saving…' : saveLabel}
        </button>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          onClick={onCancel}
        >
          Cancel
        </button>
      </div>
    </>
  );
}
