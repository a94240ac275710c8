import {
  type ProfileInfo,
  SETTINGS_MESSAGES,
  SETTINGS_WORDS as WORDS,
  USERNAME_MESSAGES,
} from '@trove/contracts';
import { Form, Link } from 'react-router';
import { FieldError, fieldErrorProps } from '../../components/field-error.tsx';
import { CsrfField } from '../../lib/csrf-field.tsx';
import styles from './profile.module.css';
import local from './settings.module.css';
import { CurrentPasswordField } from './settings-current-password.tsx';
import type { SettingsProblem } from './settings-tab-data.server.ts';
import { type SettingsForm, settingsHref } from './settings-rules.ts';

interface AccountProps {
  viewer: ProfileInfo;
  staff: boolean;
  open: SettingsForm | null;
  problem: SettingsProblem | null;
}

/** A field's problem, when the refused form is this one. */
const problemOf = (problem: SettingsProblem | null, form: SettingsForm, field: string) =>
  problem?.form === form && problem.field === field ? problem.message : null;

/** A form opened by its address (works without script), closed by Cancel. */
function SettingsFormFrame({
  id,
  title,
  children,
  submit,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  submit: string;
}) {
  return (
    <Form method="post" className={local.form} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{title}</h4>
      <CsrfField />
      <input type="hidden" name="intent" value={id} />
      {children}
      <div className={local.row}>
        <button type="submit" className={styles.button}>
          {submit}
        </button>
        <Link to={settingsHref()}>{WORDS.cancel}</Link>
      </div>
    </Form>
  );
}

/**
 * The Account section (spec 03 §2 Settings): the e-mail address with 'Change my email address'
 * (not for staff; an external provider's accounts go to its own page), 'Change my password', and
 * the user name (ADR 039's rule).
 */
export function SettingsAccount({ viewer, staff, open, problem }: AccountProps) {
  const provider = viewer.providerAccountUrl;
  const emailProblem = problemOf(problem, 'email', 'email');
  const currentProblem = problemOf(problem, 'password', 'currentPassword');
  const newProblem = problemOf(problem, 'password', 'newPassword');
  const nameProblem = problemOf(problem, 'username', 'username');
  const showEmail = open === 'email' || problem?.form === 'email';
  const showPassword = open === 'password' || problem?.form === 'password';
  const showName = open === 'username' || problem?.form === 'username';
  return (
    <>
      <section aria-labelledby="settings-account" className={local.section}>
        <h3 id="settings-account">{WORDS.accountHeading}</h3>
        <p>
          <strong>{WORDS.emailLabel}:</strong> {viewer.email ?? WORDS.noEmail}
        </p>
        {viewer.pendingEmail ? <p className={local.hint}>{WORDS.pendingEmail(viewer.pendingEmail)}</p> : null}
        {provider ? (
          <p>
            <a href={provider}>{WORDS.providerPage}</a>
          </p>
        ) : (
          <>
            {staff ? (
              <p className={local.hint}>{SETTINGS_MESSAGES.emailStaff}</p>
            ) : showEmail ? (
              <SettingsFormFrame id="email" title={WORDS.changeEmail} submit={WORDS.sendLink}>
                <label htmlFor="settings-email">{WORDS.newEmailLabel} (required)</label>
                <input
                  id="settings-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  defaultValue={problem?.form === 'email' ? problem.value : ''}
                  {...fieldErrorProps('settings-email', emailProblem)}
                />
                <FieldError fieldId="settings-email" problem={emailProblem} />
                <CurrentPasswordField
                  id="settings-email-password"
                  form="email"
                  hasPassword
                  problem={problem}
                />
              </SettingsFormFrame>
            ) : (
              <p>
                <Link to={settingsHref({ change: 'email' })}>{WORDS.changeEmail}</Link>
              </p>
            )}
            {showPassword ? (
              <SettingsFormFrame id="password" title={WORDS.changePassword} submit={WORDS.changePassword}>
                <label htmlFor="settings-current">{WORDS.currentPassword} (required)</label>
                <input
                  id="settings-current"
                  name="currentPassword"
                  type="password"
                  autoComplete="current-password"
                  {...fieldErrorProps('settings-current', currentProblem)}
                />
                <FieldError fieldId="settings-current" problem={currentProblem} />
                <label htmlFor="settings-new">{WORDS.newPassword} (required)</label>
                <input
                  id="settings-new"
                  name="newPassword"
                  type="password"
                  autoComplete="new-password"
                  {...fieldErrorProps('settings-new', newProblem)}
                />
                <FieldError fieldId="settings-new" problem={newProblem} />
              </SettingsFormFrame>
            ) : (
              <p>
                <Link to={settingsHref({ change: 'password' })}>{WORDS.changePassword}</Link>
              </p>
            )}
          </>
        )}
      </section>
      <section aria-labelledby="settings-username" className={local.section}>
        <h3 id="settings-username">{WORDS.usernameHeading}</h3>
        <p>
          <strong>{WORDS.usernameLabel}:</strong> {viewer.username}
        </p>
        {showName ? (
          <SettingsFormFrame id="username" title={WORDS.changeUsername} submit={WORDS.changeUsername}>
            <label htmlFor="settings-name">{WORDS.usernameLabel} (required)</label>
            <input
              id="settings-name"
              name="username"
              type="text"
              autoComplete="username"
              defaultValue={problem?.form === 'username' ? problem.value : viewer.username}
              {...fieldErrorProps('settings-name', nameProblem, ['settings-name-hint'])}
            />
            <p id="settings-name-hint" className={local.hint}>
              {USERNAME_MESSAGES.hint}
            </p>
            <FieldError fieldId="settings-name" problem={nameProblem} />
            <CurrentPasswordField
              id="settings-name-password"
              form="username"
              hasPassword={provider === null}
              problem={problem}
            />
          </SettingsFormFrame>
        ) : (
          <p>
            <Link to={settingsHref({ change: 'username' })}>{WORDS.changeUsername}</Link>
          </p>
        )}
      </section>
    </>
  );
}
