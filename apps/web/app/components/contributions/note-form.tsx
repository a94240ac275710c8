import { useId, useState, type FormEvent } from 'react';
import {
  CONTRIBUTION_WRITE_MESSAGES,
  LIMITS,
  type Annotation,
  type WriteTarget,
  noteLengthState,
  noteProblem,
} from '@trove/contracts';
import { api } from '../../lib/browser-api.ts';
import { useAnnounceAchievements } from '../achievements.tsx';
import { FieldError, fieldErrorProps } from '../field-error.tsx';
import { failureError, fieldError, problemOf } from './contribution-feedback.ts';
import { ContributionFormFooter } from './contribution-form-footer.tsx';
import { closeOnEscape } from './escape-closes.ts';
import { useContributionForm } from './use-contribution-form.ts';
import type { Visibility } from './visibility-field.tsx';
import styles from './contributions.module.css';

/**
 * Adding or changing a note (spec 02 §2 Notes panel, §5): content and visibility required, at most
 * 4000 characters with the characters left announced once 800 or fewer remain; anonymous
 * visitors pass the human check first.
 */
export function NoteForm({
  target,
  editing,
  signedIn,
  onSaved,
  onCancel,
}: {
  target: { type: WriteTarget; id: number };
  editing?: Annotation;
  signedIn: boolean;
  onSaved: (note: Annotation) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [content, setContent] = useState(editing?.content ?? '');
  const [visibility, setVisibility] = useState<Visibility | null>(
    editing ? (editing.priv ? 'private' : 'public') : null,
  );
  const { human, error, clearError, refuse, onVerified, form } = useContributionForm();
  const [saving, setSaving] = useState(false);
  const announce = useAnnounceAchievements();
  const length = noteLengthState(content);
  const needsCheck = !signedIn && human !== true && editing === undefined;
  const contentId = `${id}-content`;
  const contentProblem = problemOf(error, 'content');
  const contentProps = fieldErrorProps(contentId, contentProblem, [`${id}-count`]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const problem = noteProblem(content, visibility);
    if (problem) return refuse(fieldError(problem));
    if (needsCheck) return refuse(fieldError(CONTRIBUTION_WRITE_MESSAGES.humanCheckFirst));
    setSaving(true);
    const priv = visibility === 'private';
    const result = editing
      ? await api.notes.change({ id: editing.id, body: { content, priv } })
      : await api.addNote[target.type]({ body: { target: target.id, content, priv } });
    setSaving(false);
    if (result.ok) {
      announce(result.data.userAchievement);
      onSaved(result.data);
    } else refuse(failureError(result, CONTRIBUTION_WRITE_MESSAGES.saveNoteAction));
  }

  return (
    <form
      ref={form.ref}
      className={styles.addForm}
      onSubmit={(e) => void submit(e)}
      onKeyDown={closeOnEscape(onCancel)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>{editing ? 'Edit note' : 'Add a note'}</h3>
      <label htmlFor={contentId}>Note (required)</label>
      <textarea
        id={contentId}
        value={content}
        rows={6}
        autoFocus
        {...contentProps}
        // Too long is an error as typed, before any save.
        aria-invalid={contentProps['aria-invalid'] ?? (length.tooLong || undefined)}
        onChange={(e) => {
          setContent(e.target.value);
          clearError('content');
        }}
      />
      <p
        id={`${id}-count`}
        className={length.warn ? styles.warning : styles.hint}
        aria-live={length.warn ? 'polite' : 'off'}
      >
        {length.tooLong
          ? CONTRIBUTION_WRITE_MESSAGES.noteTooLong(content.length)
          : length.warn
            ? CONTRIBUTION_WRITE_MESSAGES.noteRemaining(length.remaining)
            : `At most ${LIMITS.noteMax} characters.`}
      </p>
      <FieldError fieldId={contentId} problem={contentProblem} />
      <ContributionFormFooter
        id={id}
        visibility={visibility}
        onVisibility={(value) => {
          setVisibility(value);
          clearError('visibility');
        }}
        signedIn={signedIn}
        showHumanCheck={needsCheck && human === false}
        onVerified={onVerified}
        error={error}
        saving={saving}
        saveLabel="Save note"
        onCancel={onCancel}
      />
    </form>
  );
}
