import { type FormEvent, type ReactNode, useContext, useState } from 'react';
import { Form, useSubmit } from 'react-router';
import buttonStyles from '../../components/button.module.css';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { CSRF_FORM_FIELD } from '../../lib/csrf.ts';
import { CsrfContext } from '../../lib/csrf-field.tsx';
import { CONFIRM_FIELD, INTENT_FIELD, type ManageIntent } from './manage-types.ts';
import styles from './manage.module.css';

/**
 * A form posted to the page's action, named by its intent and carrying the CSRF token: with
 * JavaScript React Router sends it and the page updates in place; without, the browser posts it.
 */
export function PostForm({
  intent,
  children,
  className,
  label,
  onSubmit,
  id,
}: {
  intent: ManageIntent;
  children: ReactNode;
  className?: string;
  /** The form's accessible name, when it is a landmark worth finding. */
  label?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  id?: string;
}) {
  const csrf = useContext(CsrfContext);
  return (
    <Form
      method="post"
      className={className}
      preventScrollReset
      noValidate
      aria-label={label}
      onSubmit={onSubmit}
      id={id}
    >
      <input type="hidden" name={CSRF_FORM_FIELD} value={csrf} />
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      {children}
    </Form>
  );
}

/**
 * A form whose change spec 03 §4 asks to confirm: with JavaScript the question opens a dialog
 * before anything is sent (`question` null: nothing to ask); without, the action answers a
 * confirmation step (ConfirmStep) and the change is made from there.
 */
export function ConfirmingForm({
  intent,
  question,
  confirmLabel,
  children,
  className,
  label,
}: {
  intent: ManageIntent;
  question: (form: HTMLFormElement) => string | null;
  confirmLabel: string;
  children: ReactNode;
  className?: string;
  label?: string;
}) {
  const submit = useSubmit();
  const [pending, setPending] = useState<{ question: string; data: FormData } | null>(null);
  return (
    <>
      <PostForm
        intent={intent}
        className={className}
        label={label}
        onSubmit={(event) => {
          const asked = question(event.currentTarget);
          if (asked === null) return;
          event.preventDefault();
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          setPending({ question: asked, data: new FormData(event.currentTarget, submitter) });
        }}
      >
        {children}
      </PostForm>
      <ConfirmDialog
        question={pending?.question ?? ''}
        confirmLabel={confirmLabel}
        isOpen={pending !== null}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          pending.data.set(CONFIRM_FIELD, 'yes');
          setPending(null);
          void submit(pending.data, { method: 'post', preventScrollReset: true });
        }}
      />
    </>
  );
}

/**
 * The confirmation step of a page without JavaScript (the action asked): the question, the form
 * sent again with `confirm=yes`, and Cancel back to the page. Focus starts on the question.
 */
export function ConfirmStep({
  question,
  confirmLabel,
  fields,
  cancelHref,
}: {
  question: string[];
  confirmLabel: string;
  fields: [string, string][];
  cancelHref: string;
}) {
  const csrf = useContext(CsrfContext);
  return (
    <section className={styles.confirmStep} aria-labelledby="confirm-heading" role="alert">
      <h2 id="confirm-heading" tabIndex={-1} autoFocus>
        Please confirm
      </h2>
      {question.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <Form method="post" preventScrollReset className={styles.actions}>
        <input type="hidden" name={CSRF_FORM_FIELD} value={csrf} />
        {fields
          .filter(([name]) => name !== CONFIRM_FIELD)
          .map(([name, value], index) => (
            <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
          ))}
        <input type="hidden" name={CONFIRM_FIELD} value="yes" />
        <a className={`${buttonStyles.button} ${buttonStyles.secondary}`} href={cancelHref}>
          Cancel
        </a>
        <button type="submit" className={buttonStyles.button}>
          {confirmLabel}
        </button>
      </Form>
    </section>
  );
}
