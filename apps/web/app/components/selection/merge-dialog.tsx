import { type FormEvent, useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { LIMITS } from '@trove/contracts';
import buttonStyles from '../button.module.css';
import dialogStyles from '../cultural-advice.module.css';
import { FieldError, fieldErrorProps, useFocusFirstInvalid } from '../field-error.tsx';
import { api } from '../../lib/browser-api.ts';
import { BULK_ACTIONS, bulkFailureMessage } from './bulk-failure.ts';
import { type Selected, defaultMergeTarget, mergeNoteProblem, mergeWorkIds } from './selection-rules.ts';
import { BulkFailure } from './bulk-message.tsx';
import styles from './selection.module.css';
import { SelectionDialog } from './selection-dialog.tsx';

/** Spec 01 §8, word for word (two spaces after the first sentence as written). */
export const MERGE_SUCCESS =
  'The selected works have been merged.  It could take up to several minutes before this is reflected in the search results.';

type Candidate = { id: number; title: string; numItems: number };

const NOTE_ID = 'merge-note';

/** Data managers merge two or more selected works into one chosen target (spec 01 §5, §7, §8). */
export function MergeDialog({
  selected,
  onClose,
  onDone,
}: {
  selected: readonly Selected[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [candidates, setCandidates] = useState<Candidate[] | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [noteProblem, setNoteProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFocusFirstInvalid<HTMLFormElement>();
  const [busy, setBusy] = useState(false);

  // Each work's item count decides the default target: the one with most items.
  useEffect(() => {
    let live = true;
    void Promise.all(
      selected.map(async (s) => {
        const res = await api.works.get({ id: s.id });
        return { id: s.id, title: s.title, numItems: res.ok ? res.data.items.length : 0 };
      }),
    ).then((found) => {
      if (!live) return;
      setCandidates(found);
      setTarget(defaultMergeTarget(found)?.id ?? null);
    });
    return () => {
      live = false;
    };
  }, [selected]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const local = mergeNoteProblem(note);
    setNoteProblem(local);
    setFailure(null);
    if (local) return form.refused();
    if (target === null) return;
    setBusy(true);
    const res = await api.curation.merge({
      body: {
        workIds: mergeWorkIds(
          target,
          selected.map((s) => s.id),
        ),
        note,
      },
    });
    setBusy(false);
    if (!res.ok) return setFailure(bulkFailureMessage(res, BULK_ACTIONS.merge));
    onDone(MERGE_SUCCESS);
  };

  return (
    <SelectionDialog title="Merge works" onClose={onClose}>
      <form ref={form.ref} onSubmit={(e) => void save(e)} noValidate>
        <BulkFailure failure={failure} />
        {candidates === null ? (
          <p>Loading the selected works…</p>
        ) : (
          <fieldset className={styles.fieldset}>
            <legend>Merge into (the target work)</legend>
            {candidates.map((c) => (
              <label key={c.id} className={styles.switch}>
                <input
                  type="radio"
                  name="merge-target"
                  checked={target === c.id}
                  onChange={() => setTarget(c.id)}
                />
                {/* Duplicates share a title: the id tells them apart. */}
                {c.title} (work {c.id}, {c.numItems} {c.numItems === 1 ? 'item' : 'items'})
              </label>
            ))}
          </fieldset>
        )}
        <div className={styles.field}>
          <label htmlFor={NOTE_ID}>Note (at most {LIMITS.mergeNote} characters)</label>
          <textarea
            id={NOTE_ID}
            rows={2}
            value={note}
            {...fieldErrorProps(NOTE_ID, noteProblem)}
            onChange={(e) => setNote(e.target.value)}
          />
          <FieldError fieldId={NOTE_ID} problem={noteProblem} />
        </div>
        <div className={dialogStyles.actions}>
          <Button className={`${buttonStyles.button} ${buttonStyles.secondary}`} onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" className={buttonStyles.button} isDisabled={busy || target === null}>
            Merge
          </Button>
        </div>
      </form>
    </SelectionDialog>
  );
}
