import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  AddTagsSchema,
  CONTRIBUTION_WRITE_MESSAGES,
  TAG_AUTOCOMPLETE,
  TagSuggestionsSchema,
  type AddTags,
  type WriteTarget,
  parseTagNames,
} from '@trove/contracts';
import { apiGet, query } from '../../lib/api.ts';
import { apiSend } from '../../lib/api-send.ts';
import { useAnnounceAchievements } from '../../components/achievements.tsx';
import { failureMessage } from './contribution-feedback.ts';
import { ContributionFormFooter } from './contribution-form-footer.tsx';
import { useHumanStatus } from './human-check.tsx';
import type { Visibility } from './visibility-field.tsx';
import styles from './contributions.module.css';

/** Up to 5 of a signed-in user's own tags starting with the typed text, after 1 character. */
function useSuggestions(text: string, signedIn: boolean): string[] {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const last = parseTagNames(text).at(-1) ?? '';
  useEffect(() => {
    if (!signedIn || last.length < TAG_AUTOCOMPLETE.minChars) return setSuggestions([]);
    const controller = new AbortController();
    void apiGet(`/tag${query({ text: last })}`, TagSuggestionsSchema, { signal: controller.signal }).then(
      (r) => {
        if (r.ok) setSuggestions(r.data.suggestions);
      },
    );
    return () => controller.abort();
  }, [last, signedIn]);
  return suggestions;
}

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
  const [human, verified] = useHumanStatus();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const suggestions = useSuggestions(text, signedIn);
  const announce = useAnnounceAchievements();
  const needsCheck = !signedIn && human !== true;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const names = parseTagNames(text);
    if (names.length === 0) return setError(CONTRIBUTION_WRITE_MESSAGES.fieldRequired('tag'));
    if (visibility === null) return setError(CONTRIBUTION_WRITE_MESSAGES.fieldRequired('visibility'));
    if (needsCheck && visibility === 'public') return setError(CONTRIBUTION_WRITE_MESSAGES.humanCheckFirst);
    setSaving(true);
    const result = await apiSend('POST', '/tag', AddTagsSchema, {
      targets: [target],
      tags: [{ content: text, priv: visibility === 'private' }],
    });
    setSaving(false);
    if (result.ok) {
      announce(result.data.userAchievement);
      onSaved(result.data.items);
    } else setError(failureMessage(result, CONTRIBUTION_WRITE_MESSAGES.saveTagAction));
  }

  return (
    <form
      className={styles.addForm}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>Add tags</h3>
      <label htmlFor={`${id}-names`}>Tags (required)</label>
      <p id={`${id}-hint`} className={styles.hint}>
        Separate tags with commas. Put a tag that holds a comma in double quotes, for example "Smith, John".
      </p>
      <input
        id={`${id}-names`}
        type="text"
        value={text}
        autoFocus
        autoComplete="off"
        list={suggestions.length > 0 ? `${id}-suggestions` : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => setText(e.target.value)}
      />
      {suggestions.length > 0 ? (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      ) : null}
      <ContributionFormFooter
        id={id}
        visibility={visibility}
        onVisibility={setVisibility}
        signedIn={signedIn}
        showHumanCheck={needsCheck && human === false}
        onVerified={verified}
        error={error}
        saving={saving}
        saveLabel="Save tags"
        onCancel={onCancel}
      />
    </form>
  );
}
