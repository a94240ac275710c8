import { type FormEvent, useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import {
  type AddItemsField,
  type AddItemsProblem,
  LIMITS,
  LIST_WRITE_MESSAGES,
  type AddListItemsBody,
  addItemsProblems,
} from '@trove/contracts';
import buttonStyles from '../button.module.css';
import dialogStyles from '../cultural-advice.module.css';
import { FieldError, fieldErrorProps, useFocusFirstInvalid } from '../field-error.tsx';
import { api } from '../../lib/browser-api.ts';
import { useAnnounceAchievements } from '../achievements.tsx';
import { BULK_ACTIONS, bulkFailureMessage } from './bulk-failure.ts';
import { NewListFields, type NewListValues } from './new-list-fields.tsx';
import { PartialOutcome } from './partial-outcome.tsx';
import type { Addable } from './selection-rules.ts';
import { BulkFailure } from './bulk-message.tsx';
import styles from './selection.module.css';
import { SelectionDialog } from './selection-dialog.tsx';

/** A list the reader may add to: their own, or one they collaborate on (its owner's user id and name). */
type OwnList = { id: number; name: string; userId: string; author: string };

/** Public profiles arrive with the profile area; until then the collaborative switch is off (ADR 017). */
const PROFILE_PUBLIC = false;

const LISTS_ID = 'add-list-lists';
const REASON_ID = 'add-list-reason';

/** What the caller chose, as the call's body. */
export function addItemsBody(
  selected: readonly Addable[],
  chosen: readonly number[],
  newList: NewListValues & { create: boolean },
  reason: string,
): AddListItemsBody {
  const lists: AddListItemsBody['lists'] = chosen.map((id) => ({ id }));
  if (newList.create)
    lists.push({
      name: newList.name,
      description: newList.description,
      priv: newList.visibility === '' ? null : newList.visibility === 'private',
      collaborative: false,
    });
  return { items: selected.map((s) => ({ id: s.id, type: s.workType })), lists, reason };
}

/**
 * Add the selection to the caller's lists, or to a new one (spec 01 §5, §7, §8). When some results
 * were already on a list the dialog stays open with the outcome (spec 01 §8), and the page is told
 * whether anything was added, so it reloads the results.
 */
export function AddToListDialog({
  username,
  selected,
  isOpen,
  onClose,
  onAdded,
  onPartlyAdded,
}: {
  username: string;
  selected: readonly Addable[];
  isOpen: boolean;
  onClose: () => void;
  onAdded: (message: string) => void;
  onPartlyAdded: (message: string, added: boolean) => void;
}) {
  const [lists, setLists] = useState<OwnList[] | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [create, setCreate] = useState(false);
  const [newList, setNewList] = useState<NewListValues>({ name: '', description: '', visibility: '' });
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<AddItemsProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useFocusFirstInvalid<HTMLFormElement>();
  const announce = useAnnounceAchievements();
  const problemOf = (field: AddItemsField) => problems.find((p) => p.field === field)?.message;

  useEffect(() => {
    if (!isOpen) return;
    let live = true;
    void api.lists.summariesOf({ user: username }).then((res) => {
      if (!live) return;
      const own = res.ok ? res.data.lists.filter((l) => l.editable) : [];
      setLists(own);
      if (own.length === 0) setCreate(true);
    });
    return () => {
      live = false;
    };
  }, [isOpen, username]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const body = addItemsBody(selected, chosen, { create, ...newList }, reason);
    const found = addItemsProblems(body, PROFILE_PUBLIC);
    setProblems(found);
    setFailure(null);
    if (found.length > 0) return form.refused();
    setBusy(true);
    const res = await api.lists.addItems({ body });
    setBusy(false);
    if (!res.ok) return setFailure(bulkFailureMessage(res, BULK_ACTIONS.addToList));
    announce(res.data.userAchievement);
    const count = Math.max(0, ...res.data.items.map((i) => i.createdItemIds.length));
    const message = LIST_WRITE_MESSAGES.added(
      count,
      res.data.items.map((i) => i.name),
    );
    if (res.data.errors.length === 0) return onAdded(message);
    const notice = [message, ...res.data.errors].join(' ');
    setOutcome(notice);
    onPartlyAdded(
      notice,
      res.data.items.some((i) => i.createdItemIds.length > 0),
    );
  };

  const listsProblem = problemOf('lists');
  return (
    <SelectionDialog title="Add to list" isOpen={isOpen} onClose={onClose}>
      {outcome ? (
        <PartialOutcome message={outcome} onClose={onClose} />
      ) : (
        <form ref={form.ref} onSubmit={(e) => void save(e)} noValidate>
          <p>
            {selected.length} selected {selected.length === 1 ? 'result' : 'results'}
          </p>
          <BulkFailure failure={failure} />
          <fieldset className={styles.fieldset}>
            <legend>Your lists</legend>
            {lists === null ? (
              <p>Loading your lists…</p>
            ) : lists.length === 0 ? (
              <p>You have no lists yet.</p>
            ) : (
              lists.map((list) => (
                <label key={list.id} className={styles.switch}>
                  <input
                    type="checkbox"
                    checked={chosen.includes(list.id)}
                    {...fieldErrorProps(LISTS_ID, listsProblem)}
                    onChange={(e) =>
                      setChosen((now) =>
                        e.target.checked ? [...now, list.id] : now.filter((id) => id !== list.id),
                      )
                    }
                  />
                  {list.name}
                  {list.userId.toLowerCase() === username.toLowerCase() ? null : (
                    <span className={styles.owner}> (a list of {list.author}’s you collaborate on)</span>
                  )}
                </label>
              ))
            )}
            <label className={styles.switch}>
              <input
                type="checkbox"
                checked={create}
                {...fieldErrorProps(LISTS_ID, listsProblem)}
                onChange={(e) => setCreate(e.target.checked)}
              />
              Create a new list
            </label>
            <FieldError fieldId={LISTS_ID} problem={listsProblem} />
          </fieldset>
          {create ? (
            <NewListFields
              values={newList}
              onChange={setNewList}
              problemOf={problemOf}
              profilePublic={PROFILE_PUBLIC}
            />
          ) : null}
          <div className={styles.field}>
            <label htmlFor={REASON_ID}>Reason for adding (optional)</label>
            <textarea
              id={REASON_ID}
              rows={2}
              value={reason}
              {...fieldErrorProps(REASON_ID, problemOf('reason'), [`${REASON_ID}-hint`])}
              onChange={(e) => setReason(e.target.value)}
            />
            <span id={`${REASON_ID}-hint`} className={styles.hint}>
              {LIST_WRITE_MESSAGES.maxLengthHint(LIMITS.listReason)}
            </span>
            <FieldError fieldId={REASON_ID} problem={problemOf('reason')} />
          </div>
          <div className={dialogStyles.actions}>
            <Button className={`${buttonStyles.button} ${buttonStyles.secondary}`} onPress={onClose}>
              Cancel
            </Button>
            <Button type="submit" className={buttonStyles.button} isDisabled={busy}>
              Add to list
            </Button>
          </div>
        </form>
      )}
    </SelectionDialog>
  );
}
