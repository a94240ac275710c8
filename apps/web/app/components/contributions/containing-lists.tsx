import { Suspense, lazy, useRef, useState } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router';
import { LIST_MESSAGES, MESSAGES, type ContainingLists, type ListSummary } from '@trove/contracts';
import buttonStyles from '../button.module.css';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { Notice } from '../notice.tsx';
import { plural } from '../records/record-rules.ts';
import { authHref } from '../../lib/auth-href.ts';
import { api } from '../../lib/browser-api.ts';
import { useViewer } from '../../lib/site.ts';
import type { Addable, Selected } from '../selection/selection-rules.ts';
import { PanelFeedback } from './panel-feedback.tsx';
import styles from './contributions.module.css';

// The dialog's code comes only when a reader opens it (ADR 035).
const AddToListDialog = lazy(() =>
  import('../selection/add-to-list-dialog.tsx').then((m) => ({ default: m.AddToListDialog })),
);

/** The record a page shows, as adding it to a list and removing it name it. */
export type ListableRecord = Selected;

/**
 * The lists holding a record (spec 02 §2, issue 15 §5), each leading to its page. Signed-in
 * readers add the record to their lists (the search results' Add to list dialog) and remove it
 * from lists where they may, after the spec's confirmation; visitors are offered to log in.
 */
export function ContainingListsPanel({
  lists,
  record,
  adds = record,
}: {
  lists: ContainingLists | null;
  record?: ListableRecord;
  /** What Add to list adds, when not the record itself: the edition an edition page shows. */
  adds?: Addable;
}) {
  const viewer = useViewer();
  const location = useLocation();
  const revalidator = useRevalidator();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ListSummary | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  async function remove(list: ListSummary) {
    setRemoving(null);
    if (!record || list.itemId == null) return;
    const result = await api.list.removeItemOfTarget({
      id: list.id,
      item: list.itemId,
      target: String(record.id),
    });
    if (!result.ok || !result.data.result)
      return setError(
        !result.ok && (result.status === 401 || result.status === 403)
          ? MESSAGES.noPermission
          : MESSAGES.unexpected(LIST_MESSAGES.removeFromListAction),
      );
    setError(null);
    setStatus(`Removed from the list ${list.title}.`);
    addButton.current?.focus();
    void revalidator.revalidate();
  }

  return (
    <section className={styles.panel} aria-labelledby="lists-heading">
      <h2 id="lists-heading">Lists</h2>
      {lists === null ? (
        <Notice tone="error">
          <p>{MESSAGES.unexpected('retrieve the lists holding this record')}</p>
        </Notice>
      ) : lists.containing.length === 0 ? (
        <p>This record is not in any public list.</p>
      ) : (
        <>
          <p>In {plural(lists.total, 'public list')}.</p>
          <ul className={styles.lists}>
            {lists.containing.map((list) => (
              <li key={list.id}>
                <Link to={`/list/${list.id}`} className={styles.listTitle}>
                  {list.title}
                </Link>{' '}
                <span className={styles.byline}>
                  by {list.owner.displayName}, {plural(list.itemCount, 'item')}
                  {list.priv ? ' (private)' : ''}
                </span>
                {record && viewer && list.itemId != null ? (
                  <>
                    {' '}
                    <button
                      type="button"
                      className={`${buttonStyles.button} ${buttonStyles.link}`}
                      onClick={() => setRemoving(list)}
                    >
                      Remove<span className="visually-hidden"> from the list {list.title}</span>
                    </button>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
      <PanelFeedback status={status} error={error} />
      {adds && lists !== null ? (
        viewer ? (
          <button
            ref={addButton}
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            onClick={() => setAdding(true)}
          >
            Add to list
          </button>
        ) : (
          <p>
            <a href={authHref('login', location.pathname, location.search)}>Login to add to list</a>
          </p>
        )
      ) : null}
      {adds && viewer && adding ? (
        <Suspense fallback={null}>
          <AddToListDialog
            username={viewer.username}
            selected={[adds]}
            isOpen={adding}
            onClose={() => {
              setAdding(false);
              addButton.current?.focus();
            }}
            onAdded={(message) => {
              setAdding(false);
              setError(null);
              setStatus(message);
              addButton.current?.focus();
              void revalidator.revalidate();
            }}
            onPartlyAdded={(message, added) => {
              setStatus(message);
              if (added) void revalidator.revalidate();
            }}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        isOpen={removing !== null}
        question={LIST_MESSAGES.removeFromListConfirm}
        confirmLabel="Remove"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
      />
    </section>
  );
}
