import { SETTINGS_WORDS as WORDS } from '@trove/contracts';
import { FieldError, fieldErrorProps } from '../../components/field-error.tsx';
import { authHref } from '../../lib/auth-href.ts';
import local from './settings.module.css';
import { settingsHref } from './settings-rules.ts';
import type { SettingsProblem } from './settings-tab-data.server.ts';

/**
 * The password typed again before a sensitive change (ADR 056): the e-mail address, the user
 * name, deleting the account. An account of an external provider has none here; when the change
 * is refused for want of a recent sign-in, it is offered one that comes back to Settings.
 */
export function CurrentPasswordField({
  id,
  form,
  hasPassword,
  problem,
  onChange,
}: {
  id: string;
  form: SettingsProblem['form'];
  hasPassword: boolean;
  problem: SettingsProblem | null;
  onChange?: (value: string) => void;
}) {
  const mine = problem?.form === form ? problem : null;
  if (!hasPassword)
    return mine?.signInAgain ? (
      <p className={local.hint}>
        <a href={`${authHref('login', settingsHref(), '')}&fresh=1`}>{WORDS.signInAgain}</a>
      </p>
    ) : null;
  const message = mine?.field === 'currentPassword' ? mine.message : null;
  return (
    <>
      <label htmlFor={id}>{WORDS.currentPassword} (required)</label>
      <input
        id={id}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        {...fieldErrorProps(id, message, [`${id}-hint`])}
      />
      <p id={`${id}-hint`} className={local.hint}>
        {WORDS.currentPasswordWhy}
      </p>
      <FieldError fieldId={id} problem={message} />
    </>
  );
}
