import buttonStyles from '../../components/button.module.css';
import { HumanCheck } from './human-check.tsx';
import { type Visibility, VisibilityField } from './visibility-field.tsx';
import styles from './contributions.module.css';

/**
 * The end of the add-tag and note forms: visibility, the human check while an anonymous visitor
 * still needs it, the error, and Save / Cancel.
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
  error: string | null;
  saving: boolean;
  saveLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      <VisibilityField
        name={`${id}-visibility`}
        value={visibility}
        signedIn={signedIn}
        onChange={onVisibility}
      />
      {showHumanCheck ? <HumanCheck onVerified={onVerified} /> : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <button type="submit" className={buttonStyles.button} disabled={saving}>
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
