import { type FormEvent, useState } from 'react';
import { Button } from 'react-aria-components';
import { CONTRIBUTION_WRITE_MESSAGES, parseTagNames } from '@trove/contracts';
import buttonStyles from '../button.module.css';
import dialogStyles from '../cultural-advice.module.css';
import { FieldError, fieldErrorProps, useFocusFirstInvalid } from '../field-error.tsx';
import { api } from '../../lib/browser-api.ts';
import { TagNamesInput } from '../tag-names/tag-names-input.tsx';
import { useTagSuggestions } from '../tag-names/use-tag-suggestions.ts';
import { useAnnounceAchievements } from '../achievements.tsx';
import { BULK_ACTIONS, bulkFailureMessage } from './bulk-failure.ts';
import { type Selected, tagTarget } from './selection-rules.ts';
import { BulkFailure } from './bulk-message.tsx';
import styles from './selection.module.css';
import { SelectionDialog } from './selection-dialog.tsx';

type Visibility = '' | 'public' | 'private' | 'both';

/** Spec 01 §8 bulk tag messages, word for word (two spaces after the first sentence as written). */
export const BULK_TAG_MESSAGES = {
  tagged: (names: readonly string[]) => `The selected works have been tagged with: ${names.join(', ')}`,
  noneTagged: 'No tags have been applied.  Have these works been tagged with this already?',
  removed: (works: number, names: readonly string[]) =>
    `The following tags were removed from the ${works} affected selected work(s): ${names.join(', ')}`,
  noneRemoved: 'No tags were removed.  None of the tags specified were present on the selected works.',
} as const;

export interface BulkTagProblem {
  field: 'content' | 'visibility';
  message: string;
}

/** Every problem with the form, each for its field, in the spec's words (spec 01 §5). */
export function bulkTagProblems(content: string, visibility: Visibility): BulkTagProblem[] {
  const problems: BulkTagProblem[] = [];
  if (parseTagNames(content).length === 0)
    problems.push({ field: 'content', message: CONTRIBUTION_WRITE_MESSAGES.fieldRequired('tag') });
  if (visibility === '')
    problems.push({ field: 'visibility', message: CONTRIBUTION_WRITE_MESSAGES.fieldRequired('visibility') });
  return problems;
}

const NAME_ID = 'bulk-tag-name';
const VISIBILITY_ID = 'bulk-tag-visibility';

/** Add a tag to, or (data managers) remove a tag from, every selected result. */
export function BulkTagDialog({
  mode,
  selected,
  onClose,
  onDone,
}: {
  mode: 'addTag' | 'removeTag';
  selected: readonly Selected[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [content, setContent] = useState('');
  const [visibility, setVisibility] = useState<Visibility>('');
  const [problems, setProblems] = useState<BulkTagProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useFocusFirstInvalid<HTMLFormElement>();
  const problemOf = (field: BulkTagProblem['field']) => problems.find((p) => p.field === field)?.message;
  const announce = useAnnounceAchievements();
  // Spec 01 §5: up to 5 of the user's own tags after 1 character; removal names any tag, so none.
  const suggestions = useTagSuggestions(content, mode === 'addTag');
  const options: Visibility[] = mode === 'addTag' ? ['public', 'private'] : ['public', 'private', 'both'];
  const targets = selected.flatMap((s) => {
    const type = tagTarget(s.workType);
    return type ? [{ type, id: s.id }] : [];
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = bulkTagProblems(content, visibility);
    setProblems(found);
    setFailure(null);
    if (found.length > 0) return form.refused();
    setBusy(true);
    if (mode === 'addTag') {
      const res = await api.tags.add({
        body: { targets, tags: [{ content, priv: visibility === 'private' }] },
      });
      setBusy(false);
      if (!res.ok) return setFailure(bulkFailureMessage(res, BULK_ACTIONS.addTag));
      announce(res.data.userAchievement);
      const names = [...new Set(res.data.items.map((t) => t.name))];
      onDone(names.length > 0 ? BULK_TAG_MESSAGES.tagged(names) : BULK_TAG_MESSAGES.noneTagged);
      return;
    }
    const res = await api.tags.removeMany({
      body: { targets, tags: [{ content, priv: visibility === 'both' ? null : visibility === 'private' }] },
    });
    setBusy(false);
    if (!res.ok) return setFailure(bulkFailureMessage(res, BULK_ACTIONS.removeTag));
    const names = [...new Set(res.data.items.map((t) => t.content))];
    const works = new Set(res.data.items.map((t) => t.workId ?? `other-${t.id}`)).size;
    onDone(names.length > 0 ? BULK_TAG_MESSAGES.removed(works, names) : BULK_TAG_MESSAGES.noneRemoved);
  };

  const title = mode === 'addTag' ? 'Add tag' : 'Remove tag';
  return (
    <SelectionDialog title={title} onClose={onClose}>
      <form ref={form.ref} onSubmit={(e) => void save(e)} noValidate>
        <BulkFailure failure={failure} />
        <div className={styles.field}>
          <label htmlFor={NAME_ID}>Tag name (required)</label>
          <TagNamesInput
            id={NAME_ID}
            value={content}
            onChange={setContent}
            completes={mode === 'addTag'}
            suggestions={suggestions}
            errorProps={fieldErrorProps(NAME_ID, problemOf('content'), [`${NAME_ID}-hint`])}
          />
          <span id={`${NAME_ID}-hint`} className={styles.hint}>
            Separate tags with commas; put a tag holding a comma in double quotes.
          </span>
          <FieldError fieldId={NAME_ID} problem={problemOf('content')} />
        </div>
        <fieldset className={styles.fieldset}>
          <legend>Visibility (required)</legend>
          {options.map((v) => (
            <label key={v} className={styles.switch}>
              <input
                type="radio"
                name={VISIBILITY_ID}
                checked={visibility === v}
                {...fieldErrorProps(VISIBILITY_ID, problemOf('visibility'))}
                onChange={() => setVisibility(v)}
              />
              {v === 'public' ? 'Public' : v === 'private' ? 'Private' : 'Both'}
            </label>
          ))}
          <FieldError fieldId={VISIBILITY_ID} problem={problemOf('visibility')} />
        </fieldset>
        <div className={dialogStyles.actions}>
          <Button className={`${buttonStyles.button} ${buttonStyles.secondary}`} onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" className={buttonStyles.button} isDisabled={busy}>
            {title}
          </Button>
        </div>
      </form>
    </SelectionDialog>
  );
}
