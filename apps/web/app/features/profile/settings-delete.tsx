import { SETTINGS_MESSAGES, SETTINGS_WORDS as WORDS } from '@trove/contracts';
import { useContext, useState } from 'react';
import { Form, Link, useNavigation, useSubmit } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FieldError, fieldErrorProps } from '../../components/field-error.tsx';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { Notice } from '../../components/notice.tsx';
import { CsrfContext, CsrfField } from '../../lib/csrf-field.tsx';
import { CSRF_FORM_FIELD } from '../../lib/csrf.ts';
import local from './settings.module.css';
import { CurrentPasswordField } from './settings-current-password.tsx';
import { settingsHref } from './settings-rules.ts';
import type { SettingsProblem } from './settings-tab-data.server.ts';

interface DeleteProps {
  staff: boolean;
  /** Whether the account has a password here, asked for again before it goes (ADR 056). */
  hasPassword: boolean;
  /** The confirmation step (without script, a page of its own). */
  confirming: boolean;
  problem: SettingsProblem | null;
}

/**
 * The Caution panel (spec 03 §2, §4 account deletion): tick the confirmation, confirm in the box,
 * then 'Deleting your account...' cannot be dismissed until the account-deleted page shows.
 * Without script the confirmation is a page of its own. Staff cannot delete their account.
 */
export function SettingsDelete({ staff, hasPassword, confirming, problem }: DeleteProps) {
  const [ticked, setTicked] = useState(false);
  const [password, setPassword] = useState('');
  const [unticked, setUnticked] = useState(false);
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const submit = useSubmit();
  const navigation = useNavigation();
  const csrf = useContext(CsrfContext);
  const fieldProblem =
    (unticked ? SETTINGS_MESSAGES.deleteUnconfirmed : null) ??
    (problem?.field === 'confirmation' ? problem.message : null);
  // The modal stays until the next page arrives, or a refusal comes back.
  const showModal = deleting && (navigation.state !== 'idle' || problem === null);
  return (
    <section aria-labelledby="settings-caution" className={`${local.section} ${local.caution}`}>
      <h3 id="settings-caution">{WORDS.cautionHeading}</h3>
      {staff ? (
        <p>{WORDS.staffNoDelete}</p>
      ) : (
        <>
          <p>{WORDS.deleteExplained}</p>
          {problem && problem.field !== 'confirmation' && problem.field !== 'currentPassword' ? (
            <Notice tone="error">{problem.message}</Notice>
          ) : null}
          {confirming ? (
            <div role="group" aria-labelledby="delete-question">
              <p id="delete-question">{WORDS.deleteQuestion}</p>
              <Form method="post" className={local.row}>
                <CsrfField />
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="confirmation" value="on" />
                <button type="submit" className={local.danger}>
                  {WORDS.deleteButton}
                </button>
                <Link to={settingsHref()}>{WORDS.cancel}</Link>
              </Form>
            </div>
          ) : (
            <Form
              method="post"
              className={local.form}
              onSubmit={(event) => {
                event.preventDefault();
                if (!ticked) return setUnticked(true);
                setAsking(true);
              }}
            >
              <CsrfField />
              <input type="hidden" name="intent" value="delete-ask" />
              <div className={local.check}>
                <input
                  id="delete-confirmation"
                  type="checkbox"
                  name="confirmation"
                  checked={ticked}
                  onChange={(event) => {
                    setTicked(event.target.checked);
                    setUnticked(false);
                  }}
                  {...fieldErrorProps('delete-confirmation', fieldProblem)}
                />
                <label htmlFor="delete-confirmation">{WORDS.deleteConfirmation}</label>
              </div>
              <FieldError fieldId="delete-confirmation" problem={fieldProblem} />
              <CurrentPasswordField
                id="delete-password"
                form="delete"
                hasPassword={hasPassword}
                problem={problem}
                onChange={setPassword}
              />
              <div>
                <button type="submit" className={local.danger}>
                  {WORDS.deleteButton}
                </button>
              </div>
            </Form>
          )}
        </>
      )}
      <ConfirmDialog
        question={WORDS.deleteQuestion}
        confirmLabel={WORDS.deleteButton}
        isOpen={asking}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          setDeleting(true);
          const form = new FormData();
          form.set(CSRF_FORM_FIELD, csrf);
          form.set('intent', 'delete');
          form.set('confirmation', 'on');
          if (hasPassword) form.set('currentPassword', password);
          void submit(form, { method: 'post' });
        }}
      />
      <ModalDialog
        heading={WORDS.deleting}
        isOpen={showModal}
        onDismiss={() => undefined}
        dismissable={false}
      >
        <p role="status">{WORDS.deleting}</p>
      </ModalDialog>
    </section>
  );
}
