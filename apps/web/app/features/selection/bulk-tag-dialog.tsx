import { useState } from 'react';
import { Button } from 'react-aria-components';
import {
  AddTagsSchema,
  BulkDeleteTagsSchema,
  CONTRIBUTION_WRITE_MESSAGES,
  parseTagNames,
} from '@trove/contracts';
import buttonStyles from '../../components/button.module.css';
import dialogStyles from '../../components/cultural-advice.module.css';
import { apiSend } from '../../lib/api-send.ts';
import { useAnnounceAchievements } from '../../components/achievements.tsx';
import { type Selected, tagTarget } from './selection-rules.ts';
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

/** The first problem with the form, in the spec's words, or null (spec 01 §5). */
export function bulkTagProblem(content: string, visibility: Visibility): string | null {
  if (parseTagNames(content).length === 0) return CONTRIBUTION_WRITE_MESSAGES.fieldRequired('tag');
  if (visibility === '') return CONTRIBUTION_WRITE_MESSAGES.fieldRequired('visibility');
  return null;
}

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
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const announce = useAnnounceAchievements();
  const options: Visibility[] = mode === 'addTag' ? ['public', 'private'] : ['public', 'private', 'both'];
  const targets = selected.flatMap((s) => {
    const type = tagTarget(s.workType);
    return type ? [{ type, id: s.id }] : [];
  });

  const save = async () => {
    const local = bulkTagProblem(content, visibility);
    setProblem(local);
    if (local) return;
    setBusy(true);
    if (mode === 'addTag') {
      const res = await apiSend('POST', '/tag', AddTagsSchema, {
        targets,
        tags: [{ content, priv: visibility === 'private' }],
      });
      setBusy(false);
      if (!res.ok) return setProblem(res.message);
      announce(res.data.userAchievement);
      const names = [...new Set(res.data.items.map((t) => t.name))];
      onDone(names.length > 0 ? BULK_TAG_MESSAGES.tagged(names) : BULK_TAG_MESSAGES.noneTagged);
      return;
    }
    const res = await apiSend('POST', '/tag/bulkDelete', BulkDeleteTagsSchema, {
      targets,
      tags: [{ content, priv: visibility === 'both' ? null : visibility === 'private' }],
    });
    setBusy(false);
    if (!res.ok) return setProblem(res.message);
    const names = [...new Set(res.data.items.map((t) => t.content))];
    const works = new Set(res.data.items.map((t) => t.workId ?? `other-${t.id}`)).size;
    onDone(names.length > 0 ? BULK_TAG_MESSAGES.removed(works, names) : BULK_TAG_MESSAGES.noneRemoved);
  };

  const title = mode === 'addTag' ? 'Add tag' : 'Remove tag';
  return (
    <SelectionDialog title={title} onClose={onClose}>
      {problem ? (
        <p role="alert" className={`${styles.message} ${styles.error}`}>
          {problem}
        </p>
      ) : null}
      <div className={styles.field}>
        <label htmlFor="bulk-tag-name">Tag name (required)</label>
        <input id="bulk-tag-name" type="text" value={content} onChange={(e) => setContent(e.target.value)} />
        <span className={styles.hint}>
          Separate tags with commas; put a tag holding a comma in double quotes.
        </span>
      </div>
      <fieldset className={styles.fieldset}>
        <legend>Visibility (required)</legend>
        {options.map((v) => (
          <label key={v} className={styles.switch}>
            <input
              type="radio"
              name="bulk-tag-visibility"
              checked={visibility === v}
              onChange={() => setVisibility(v)}
            />
            {v === 'public' ? 'Public' : v === 'private' ? 'Private' : 'Both'}
          </label>
        ))}
      </fieldset>
      <div className={dialogStyles.actions}>
        <Button className={`${buttonStyles.button} ${buttonStyles.secondary}`} onPress={onClose}>
          Cancel
        </Button>
        <Button className={buttonStyles.button} onPress={() => void save()} isDisabled={busy}>
          {title}
        </Button>
      </div>
    </SelectionDialog>
  );
}
