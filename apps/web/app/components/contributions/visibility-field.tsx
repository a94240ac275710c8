import { useLocation } from 'react-router';
import { FieldError, fieldErrorProps } from '../field-error.tsx';
import { authHref } from '../../lib/auth-href.ts';
import styles from './contributions.module.css';

export type Visibility = 'public' | 'private';

/**
 * Public or private, required; private needs sign-in, so it is disabled for anonymous visitors,
 * with Log in and Sign up links that bring them back to this page (spec 01 §6). An error about
 * the choice shows inside the group, and marks and describes both options.
 */
export function VisibilityField({
  name,
  value,
  signedIn,
  onChange,
  error = null,
}: {
  name: string;
  value: Visibility | null;
  signedIn: boolean;
  onChange: (value: Visibility) => void;
  error?: string | null;
}) {
  const { pathname, search } = useLocation();
  const hintId = `${name}-private-hint`;
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
          {...fieldErrorProps(name, error)}
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
          {...fieldErrorProps(name, error, signedIn ? [] : [hintId])}
        />{' '}
        Private
      </label>
      {signedIn ? null : (
        <p id={hintId} className={styles.hint}>
          {/* Plain links: the sign-in pages are served by the server, outside the app's router. */}
          <a href={authHref('login', pathname, search)}>Log in</a> or{' '}
          <a href={authHref('signup', pathname, search)}>sign up</a> to add private ones.
        </p>
      )}
      <FieldError fieldId={name} problem={error} />
    </fieldset>
  );
}
