import {
  PROFILE_DETAIL_FIELDS,
  PROFILE_DETAIL_WORDS as WORDS,
  type ProfileDetailField,
  type ProfileDetailProblem,
  type PublicProfile,
  biographyRemaining,
  cleanProfileDetails,
  profileDetailProblems,
} from '@trove/contracts';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import { FieldError, fieldErrorProps } from '../../components/field-error.tsx';
import { CsrfField } from '../../lib/csrf-field.tsx';
import { OWN_ABOUT, type ProfileEditRefusal, problemOf } from './about-edit-rules.ts';
import styles from './profile.module.css';

const fieldId = (field: ProfileDetailField) => `profile-${field}`;

/**
 * The profile edit form (spec 03 §2 About, §4 open/validated/saved/cancelled, §5; ADR 040): a form
 * posted to the About tab, so it works without script, checked in the browser with the same
 * rules before it is sent when script runs. A refused form comes back with what was typed and each
 * field's problem beside it; Cancel is a link back to the tab.
 */
export function ProfileEditForm({
  profile,
  refused,
}: {
  profile: PublicProfile;
  refused: ProfileEditRefusal | null;
}) {
  const initial = Object.fromEntries(
    PROFILE_DETAIL_FIELDS.map((field) => [field, refused?.values[field] ?? profile[field] ?? '']),
  ) as Record<ProfileDetailField, string>;
  const [biography, setBiography] = useState(initial.biography);
  const [problems, setProblems] = useState<readonly ProfileDetailProblem[]>(refused?.problems ?? []);
  const remaining = biographyRemaining(biography);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(PROFILE_DETAIL_FIELDS.map((f) => [f, String(form.get(f) ?? '')]));
    const found = profileDetailProblems(cleanProfileDetails(values));
    setProblems(found);
    if (found.length > 0) {
      event.preventDefault();
      const first = found[0];
      if (first) document.getElementById(fieldId(first.field))?.focus();
    }
  };

  const input = (field: Exclude<ProfileDetailField, 'biography'>) => {
    const id = fieldId(field);
    const hint = WORDS.hints[field];
    const problem = problemOf(problems, field);
    return (
      <div className={styles.field} key={field}>
        <label htmlFor={id}>{WORDS.labels[field]}</label>
        {hint ? (
          <p id={`${id}-hint`} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        <input
          id={id}
          name={field}
          type={field === 'website' ? 'url' : 'text'}
          inputMode={field === 'website' ? 'url' : undefined}
          autoComplete={field === 'website' ? 'url' : 'off'}
          defaultValue={initial[field]}
          {...fieldErrorProps(id, problem, hint ? [`${id}-hint`] : [])}
        />
        <FieldError fieldId={id} problem={problem} />
      </div>
    );
  };

  const bioId = fieldId('biography');
  const bioProblem = problemOf(problems, 'biography');
  return (
    <Form
      method="post"
      action={OWN_ABOUT}
      noValidate
      className={styles.editForm}
      aria-labelledby="profile-edit-heading"
      onSubmit={onSubmit}
    >
      <h3 id="profile-edit-heading">{WORDS.edit}</h3>
      <CsrfField />
      <input type="hidden" name="intent" value="profile" />
      {refused?.message ? (
        <p role="alert" className={styles.hint}>
          {refused.message}
        </p>
      ) : null}
      {problems.length > 0 ? (
        <div role="group" aria-labelledby="profile-problems-heading">
          <p id="profile-problems-heading">{WORDS.problemsHeading}</p>
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
        <label htmlFor={bioId}>{WORDS.labels.biography}</label>
        <textarea
          id={bioId}
          name="biography"
          rows={8}
          value={biography}
          onChange={(event) => setBiography(event.target.value)}
          {...fieldErrorProps(bioId, bioProblem, [`${bioId}-count`])}
        />
        <p id={`${bioId}-count`} className={styles.hint} aria-live="polite">
          {WORDS.remaining(remaining)}
        </p>
        <FieldError fieldId={bioId} problem={bioProblem} />
      </div>
      {(['website', 'twitter', 'facebook', 'orcid'] as const).map(input)}
      <div className={styles.listActions}>
        <button type="submit" className={styles.button}>
          {WORDS.save}
        </button>
        <Link to={OWN_ABOUT}>{WORDS.cancel}</Link>
      </div>
    </Form>
  );
}
