import { useId, useState, type FormEvent } from 'react';
import { CONTRIBUTION_WRITE_MESSAGES, type AddTags, type WriteTarget, parseTagNames } from '@trove/contracts';
import { api } from '../../lib/browser-api.ts';
import { useAnnounceAchievements } from '../achievements.tsx';
import { FieldError, fieldErrorProps } from '../field-error.tsx';
import { failureError, fieldError, problemOf } from './contribution-feedback.ts';
import { ContributionFormFooter } from './contribution-form-footer.tsx';
import { closeOnEscape } from './escape-closes.ts';
import { useContributionForm } from './use-contribution-form.ts';
import { TagNamesInput } from '../tag-names/tag-names-input.tsx';
import { useTagSuggestions } from '../tag-names/use-tag-suggestions.ts';
import type { Visibility } from './visibility-field.tsx';
import styles from './contributions.module.css';

/** The Add tag panel (spec 01 §5, 02 §2): names separated by commas, visibility, the human check when anonymous. */
export function TagForm({
  target,
  signedIn,
  onSaved,
  onCancel,
}: {
  target: { type: WriteTarget; id: number };
  signedIn: boolean;
  onSaved: (added: AddTags['items']) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [visibility, setVisibility] = useState<Visibility | null>(null);
  const { human, error, clearError, refuse, onVerified, form } = useContributionForm();
  const [saving, setSaving] = useState(false);
  const suggestions = useTagSuggestions(text, signedIn);
  const announce = useAnnounceAchievements();
  const needsCheck = !signedIn && human !== true;
  const namesId = `${id}-names`;
  const namesProblem = problemOf(error, 'content');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const names = parseTagNames(text);
    if (names.length === 0) return refuse(fieldError(CONTRIBUTION_WRITE_MESSAGES.fieldRequired('tag')));
    if (visibility === null)
      return refuse(fieldError(CONTRIBUTION_WRITE_MESSAGES.fieldRequired('visibility')));
    if (needsCheck && visibility === 'public')
      return refuse(fieldError(CONTRIBUTION_WRITE_MESSAGES.humanCheckFirst));
    setSaving(true);
    const result = await api.tags.add({
      body: { targets: [target], tags: [{ content: text, priv: visibility === 'private' }] },
    });
    setSaving(false);
    if (result.ok) {
      announce(result.data.userAchievement);
      onSaved(result.data.items);
    } else refuse(failureError(result, CONTRIBUTION_WRITE_MESSAGES.saveTagAction));
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
      <h3 id={`${id}-title`}>Add tags</h3>
      <label htmlFor={namesId}>Tags (required)</label>
      <p id={`${id}-hint`} className={styles.hint}>
        Separate tags with commas. Put a tag that holds a comma in double quotes, for example "Smith, John".
      </p>
      <TagNamesInput
        id={namesId}
        value={text}
        onChange={(value) => {
          setText(value);
          clearError('content');
        }}
        completes={signedIn}
        suggestions={suggestions}
        errorProps={fieldErrorProps(namesId, namesProblem, [`${id}-hint`])}
      />
      <FieldError fieldId={namesId} problem={namesProblem} />
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
        saveLabel="Save tags"
        onCancel={onCancel}
      />
    </form>
  );
}
