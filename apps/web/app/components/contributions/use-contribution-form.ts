import { useCallback, useState } from 'react';
import { useFocusFirstInvalid } from '../field-error.tsx';
import type { ErrorField, FormError } from './contribution-feedback.ts';
import { useHumanStatus } from './human-check.tsx';

/**
 * What the tag and note forms share: the human check's state, the error shown beside its field,
 * focus on the field to fix when a save is refused, and the error's end once its field changes or
 * the check is passed.
 */
export function useContributionForm() {
  const [human, verified] = useHumanStatus();
  const [error, setError] = useState<FormError | null>(null);
  const form = useFocusFirstInvalid<HTMLFormElement>();

  const clearError = useCallback((field: ErrorField) => setError((e) => (e?.field === field ? null : e)), []);

  function refuse(problem: FormError) {
    setError(problem);
    form.refused();
  }

  const onVerified = useCallback(() => {
    verified();
    // Passed: the request to pass it no longer applies.
    clearError('humanCheck');
  }, [verified, clearError]);

  return { human, error, clearError, refuse, onVerified, form };
}
