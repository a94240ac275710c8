import { AVATAR, AVATAR_MESSAGES as WORDS, type PublicProfile } from '@trove/contracts';
import { Form } from 'react-router';
import { FieldError, fieldErrorProps } from '../../components/field-error.tsx';
import { CsrfField } from '../../lib/csrf-field.tsx';
import { OWN_ABOUT, initialsOf } from './about-edit-rules.ts';
import styles from './profile.module.css';

/** The reader's picture, or their initials when they have none (decorative beside their name). */
export function AvatarImage({ profile }: { profile: PublicProfile }) {
  if (profile.avatar)
    return <img src={profile.avatar.url} alt="" width={96} height={96} className={styles.avatar} />;
  return (
    <span className={styles.avatar} aria-hidden="true">
      {initialsOf(profile.displayName)}
    </span>
  );
}

/**
 * The owner's picture forms (issue 16 §1; ADR 040): a labelled file field in a multipart form
 * posted to the About tab, so it works without script and with the keyboard, and Remove when
 * there is a picture. A refused upload says why beside the field.
 */
export function AvatarForms({ profile, problem }: { profile: PublicProfile; problem: string | null }) {
  const id = 'avatar-file';
  return (
    <div className={styles.avatarRow}>
      <Form method="post" action={OWN_ABOUT} encType="multipart/form-data" className={styles.editForm}>
        <CsrfField />
        <input type="hidden" name="intent" value="avatar" />
        <div className={styles.field}>
          <label htmlFor={id}>{WORDS.choose}</label>
          <input
            id={id}
            name={AVATAR.field}
            type="file"
            accept={AVATAR.accept}
            {...fieldErrorProps(id, problem)}
          />
          <FieldError fieldId={id} problem={problem} />
        </div>
        <div className={styles.listActions}>
          <button type="submit" className={styles.button}>
            {WORDS.upload}
          </button>
        </div>
      </Form>
      {profile.avatar ? (
        <Form method="post" action={OWN_ABOUT}>
          <CsrfField />
          <input type="hidden" name="intent" value="removeAvatar" />
          <button type="submit" className={styles.button}>
            {WORDS.remove}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
