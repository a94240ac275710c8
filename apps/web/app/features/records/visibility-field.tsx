import styles from './contributions.module.css';

export type Visibility = 'public' | 'private';

/** Public or private, required; private needs sign-in, so it is disabled (with the reason) for anonymous visitors. */
export function VisibilityField({
  name,
  value,
  signedIn,
  onChange,
}: {
  name: string;
  value: Visibility | null;
  signedIn: boolean;
  onChange: (value: Visibility) => void;
}) {
  return (
    <fieldset className={styles.visibility}>
      <legend>Visibility (required)</legend>
      <label>
        <input
          type="radio"
          name={name}
          value="public"
          required
          checked={value === 'public'}
          onChange={() => onChange('public')}
        />{' '}
        Public
      </label>
      <label>
        <input
          type="radio"
          name={name}
          value="private"
          disabled={!signedIn}
          checked={value === 'private'}
          onChange={() => onChange('private')}
          aria-describedby={signedIn ? undefined : `${name}-private-hint`}
        />{' '}
        Private
      </label>
      {signedIn ? null : (
        <p id={`${name}-private-hint`} className={styles.hint}>
          Sign in to add private ones.
        </p>
      )}
    </fieldset>
  );
}
