import { useEffect, useState } from 'react';
import { Button, Switch } from 'react-aria-components';
import {
  AddListItemsSchema,
  LIST_WRITE_MESSAGES,
  UserListSummariesSchema,
  type AddListItemsBody,
  addItemsProblem,
} from '@trove/contracts';
import buttonStyles from '../../components/button.module.css';
import dialogStyles from '../../components/cultural-advice.module.css';
import { apiGet } from '../../lib/api.ts';
import { apiSend } from '../../lib/api-send.ts';
import { useAnnounceAchievements } from '../../components/achievements.tsx';
import type { Selected } from './selection-rules.ts';
import styles from './selection.module.css';
import { SelectionDialog } from './selection-dialog.tsx';

type OwnList = { id: number; name: string };

/** Public profiles arrive with the profile area; until then the collaborative switch is off (ADR 017). */
const PROFILE_PUBLIC = false;

/** What the caller chose, as the call's body. */
export function addItemsBody(
  selected: readonly Selected[],
  chosen: readonly number[],
  newList: { create: boolean; name: string; description: string; visibility: '' | 'public' | 'private' },
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

/** Add the selection to the caller's lists, or to a new one (spec 01 §5, §7, §8). */
export function AddToListDialog({
  username,
  selected,
  isOpen,
  onClose,
  onAdded,
}: {
  username: string;
  selected: readonly Selected[];
  isOpen: boolean;
  onClose: () => void;
  onAdded: (message: string) => void;
}) {
  const [lists, setLists] = useState<OwnList[] | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [create, setCreate] = useState(false);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [visibility, setVisibility] = useState<'' | 'public' | 'private'>('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const announce = useAnnounceAchievements();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    let live = true;
    void apiGet(`/list/summary/user/${encodeURIComponent(username)}`, UserListSummariesSchema).then((res) => {
      if (!live) return;
      const own = res.ok ? res.data.lists.filter((l) => l.editable) : [];
      setLists(own);
      if (own.length === 0) setCreate(true);
    });
    return () => {
      live = false;
    };
  }, [isOpen, username]);

  const save = async () => {
    const body = addItemsBody(selected, chosen, { create, name, description, visibility }, reason);
    const local = addItemsProblem(body, PROFILE_PUBLIC);
    setProblem(local);
    setNotice(null);
    if (local) return;
    setBusy(true);
    const res = await apiSend('POST', '/list/addItems', AddListItemsSchema, body);
    setBusy(false);
    if (!res.ok) {
      setProblem(
        res.status === 0
          ? `An unexpected error has occurred while ${LIST_WRITE_MESSAGES.saveAction}`
          : res.message,
      );
      return;
    }
    announce(res.data.userAchievement);
    const count = Math.max(0, ...res.data.items.map((i) => i.createdItemIds.length));
    const message = LIST_WRITE_MESSAGES.added(
      count,
      res.data.items.map((i) => i.name),
    );
    if (res.data.errors.length > 0) {
      setNotice([message, ...res.data.errors].join(' '));
      return;
    }
    onAdded(message);
  };

  return (
    <SelectionDialog title="Add to list" isOpen={isOpen} onClose={onClose}>
      <p>
        {selected.length} selected {selected.length === 1 ? 'result' : 'results'}
      </p>
      {problem ? (
        <p role="alert" className={`${styles.message} ${styles.error}`}>
          {problem}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className={`${styles.message} ${styles.info}`}>
          {notice}
        </p>
      ) : null}
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
                onChange={(e) =>
                  setChosen((now) =>
                    e.target.checked ? [...now, list.id] : now.filter((id) => id !== list.id),
                  )
                }
              />
              {list.name}
            </label>
          ))
        )}
        <label className={styles.switch}>
          <input type="checkbox" checked={create} onChange={(e) => setCreate(e.target.checked)} />
          Create a new list
        </label>
      </fieldset>
      {create ? (
        <fieldset className={styles.fieldset}>
          <legend>New list</legend>
          <div className={styles.field}>
            <label htmlFor="new-list-name">Name (required)</label>
            <input id="new-list-name" type="text" value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          <div className={styles.field}>
            <label htmlFor="new-list-description">Description</label>
            <textarea
              id="new-list-description"
              rows={3}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </div>
          <fieldset className={styles.fieldset}>
            <legend>Visibility (required)</legend>
            {(['public', 'private'] as const).map((v) => (
              <label key={v} className={styles.switch}>
                <input
                  type="radio"
                  name="new-list-visibility"
                  value={v}
                  checked={visibility === v}
                  onChange={() => setVisibility(v)}
                />
                {v === 'public' ? 'Public' : 'Private'}
              </label>
            ))}
          </fieldset>
          <Switch className={styles.switch} isDisabled={!PROFILE_PUBLIC || visibility !== 'public'}>
            <span className={styles.track} aria-hidden="true" />
            Collaborative
          </Switch>
          <p className={styles.hint}>{LIST_WRITE_MESSAGES.collaborativeNeedsPublic}</p>
          {PROFILE_PUBLIC ? null : (
            <p className={styles.hint}>{LIST_WRITE_MESSAGES.collaborativeNeedsPublicProfile}</p>
          )}
        </fieldset>
      ) : null}
      <div className={styles.field}>
        <label htmlFor="add-list-reason">Reason for adding (optional)</label>
        <textarea id="add-list-reason" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <div className={dialogStyles.actions}>
        <Button className={`${buttonStyles.button} ${buttonStyles.secondary}`} onPress={onClose}>
          Cancel
        </Button>
        <Button className={buttonStyles.button} onPress={() => void save()} isDisabled={busy}>
          Add to list
        </Button>
      </div>
    </SelectionDialog>
  );
}
