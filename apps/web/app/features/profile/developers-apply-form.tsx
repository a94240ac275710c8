import { useState } from 'react';
import { API_DETAIL_MAX, type ApiDetailField, apiDetailProblems, cleanApiDetails } from '@trove/contracts';
import { Form } from 'react-router';
import { FieldError, fieldErrorProps } from '../../components/field-error.tsx';
import { CsrfField } from '../../lib/csrf-field.tsx';
import { DEVELOPERS_PATH, DEVELOPERS_WORDS as WORDS } from './developers-rules.ts';
import local from './developers.module.css';
import styles from './profile.module.css';

type Problem = { field: ApiDetailField; message: string };
const FIELDS: ApiDetailField[] = ['purpose', 'contact', 'email', 'phone', 'organisation'];
const fieldId = (field: string) => `api-${field}`;

/**
 * Spec 03 §2 Developers: the apply form, checked as the server checks it (03 §5) before it is
 * sent when script runs, and posted to the tab's action without it.
 */
export function DevelopersApplyForm({
  problems: served,
  values,
  message,
}: {
  problems: Problem[];
  values: Record<string, string>;
  message: string | null;
}) {
  const [problems, setProblems] = useState<Problem[]>(served);
  const problemOf = (field: ApiDetailField) => problems.find((p) => p.field === field)?.message ?? null;
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const found = apiDetailProblems(
      cleanApiDetails(Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '')]))),
    );
    setProblems(found);
    if (found.length > 0) {
      event.preventDefault();
      const first = found[0];
      if (first) document.getElementById(fieldId(first.field))?.focus();
    }
  };
  const input = (field: Exclude<ApiDetailField, 'purpose'>, type: string, autoComplete: string) => {
    const id = fieldId(field);
    const problem = problemOf(field);
    return (
      <div className={styles.field} key={field}>
        <label htmlFor={id}>{WORDS.labels[field]}</label>
        <input
          id={id}
          name={field}
          type={type}
          autoComplete={autoComplete}
          maxLength={API_DETAIL_MAX[field]}
          defaultValue={values[field] ?? ''}
          required={field !== 'organisation'}
          {...fieldErrorProps(id, problem)}
        />
        <FieldError fieldId={id} problem={problem} />
      </div>
    );
  };
  const purposeId = fieldId('purpose');
  const purposeProblem = problemOf('purpose');
  return (
    <Form
      method="post"
      action={DEVELOPERS_PATH}
      noValidate
      className={styles.editForm}
      aria-labelledby="api-apply-heading"
      onSubmit={onSubmit}
    >
      <h3 id="api-apply-heading">{WORDS.applyHeading}</h3>
      <p>{WORDS.applyIntro}</p>
      <CsrfField />
      <input type="hidden" name="intent" value="apply" />
      {message ? (
        <p role="alert" className={styles.hint}>
          {message}
        </p>
      ) : null}
      {problems.length > 0 ? (
        <div role="group" aria-labelledby="api-problems-heading">
          <p id="api-problems-heading">{WORDS.problemsHeading}</p>
          <ul>
            {problems.map((p) => (
              <li key={p.field}>
                <a href={`#${fieldId(p.field)}`}>{`${WORDS.labels[p.field]}: ${p.message}`}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={purposeId}>{WORDS.labels.purpose}</label>
        <textarea
          id={purposeId}
          name="purpose"
          rows={6}
          maxLength={API_DETAIL_MAX.purpose}
          required
          defaultValue={values.purpose ?? ''}
          {...fieldErrorProps(purposeId, purposeProblem)}
        />
        <FieldError fieldId={purposeId} problem={purposeProblem} />
      </div>
      {input('contact', 'text', 'name')}
      {input('email', 'email', 'email')}
      {input('phone', 'tel', 'tel')}
      {input('organisation', 'text', 'organization')}
      <fieldset className={local.kind}>
        <legend>{WORDS.kindLegend}</legend>
        <label>
          <input type="radio" name="commercial" value="N" defaultChecked={values.commercial !== 'Y'} />{' '}
          {WORDS.nonCommercial}
        </label>
        <label>
          <input type="radio" name="commercial" value="Y" defaultChecked={values.commercial === 'Y'} />{' '}
          {WORDS.commercial}
        </label>
        <p className={styles.hint}>{WORDS.commercialNote}</p>
      </fieldset>
      <div className={styles.listActions}>
        <button type="submit" className={styles.button}>
          {WORDS.apply}
        </button>
      </div>
    </Form>
  );
}
