import { useRef, useState } from 'react';
import {
  CONTRIBUTION_MESSAGES,
  CONTRIBUTION_WRITE_MESSAGES,
  LIMITS,
  MESSAGES,
  type Tag,
  type WriteTarget,
  shownTags,
} from '@trove/contracts';
import buttonStyles from '../button.module.css';
import { Notice } from '../notice.tsx';
import { ToggleButton } from '../toggle-button.tsx';
import { api } from '../../lib/browser-api.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { failureMessage } from './contribution-feedback.ts';
import { TagForm } from './tag-form.tsx';
import styles from './contributions.module.css';
import { PanelFeedback } from './panel-feedback.tsx';

const byName = (a: Tag, b: Tag) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id - b.id;

/**
 * Spec 02 §2 Tags panel: 20 tags, then Show all / Show less, each leading to a search; an Add
 * panel that opens and closes; own tags removed after a confirmation. Server-rendered, the list
 * shows before hydration; adding and removing need the browser.
 */
export function TagsPanel({
  tags: initial,
  target,
  signedIn = false,
  readOnly = false,
  heading = 'Tags',
}: {
  tags: Tag[] | null;
  target?: { type: WriteTarget; id: number };
  signedIn?: boolean;
  readOnly?: boolean;
  heading?: string;
}) {
  const [tags, setTags] = useState(initial);
  const [all, setAll] = useState(false);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Tag | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const canChange = target !== undefined && !readOnly && tags !== null;

  function closeForm() {
    setAdding(false);
    addButton.current?.focus();
  }

  async function remove(tag: Tag) {
    setRemoving(null);
    const result = await api.tags.remove({ id: tag.id });
    if (!result.ok) return setError(failureMessage(result, CONTRIBUTION_WRITE_MESSAGES.removeTagAction));
    if (!result.data.result) return setError(CONTRIBUTION_WRITE_MESSAGES.removeTagFailed);
    setError(null);
    setTags((list) => list?.filter((t) => t.id !== tag.id) ?? null);
    setStatus(`Removed the tag '${tag.name}'.`);
    addButton.current?.focus();
  }

  return (
    <section className={styles.panel} aria-labelledby="tags-heading">
      <h2 id="tags-heading">{heading}</h2>
      {tags === null ? (
        <Notice tone="error">
          <p>{MESSAGES.unexpected('retrieve the tags of this record')}</p>
        </Notice>
      ) : tags.length === 0 ? (
        <p>{CONTRIBUTION_MESSAGES.noTags}</p>
      ) : (
        <>
          <ul className={styles.tags} id="tags-list">
            {shownTags(tags, all).map((tag) => (
              <li key={tag.id} className={styles.tagItem}>
                <a href={tag.link} className={styles.tag}>
                  {tag.subject ? <span className={styles.badge}>Subject</span> : null}
                  {tag.priv ? <span className={styles.badge}>Private</span> : null}
                  {tag.name}
                </a>
                {canChange && tag.editable ? (
                  <button
                    type="button"
                    className={styles.removeTag}
                    aria-label={`Remove the tag ${tag.name}`}
                    onClick={() => setRemoving(tag)}
                  >
                    ×
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
          {tags.length > LIMITS.tagsShown ? (
            <ToggleButton
              open={all}
              controls="tags-list"
              onToggle={() => setAll((a) => !a)}
              labels={{ open: CONTRIBUTION_MESSAGES.showLess, closed: CONTRIBUTION_MESSAGES.showAll }}
            />
          ) : null}
        </>
      )}
      <PanelFeedback status={status} error={error} />
      {canChange ? (
        <>
          <button
            ref={addButton}
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            aria-expanded={adding}
            aria-controls="add-tag-panel"
            onClick={() => (adding ? closeForm() : setAdding(true))}
          >
            Add tags
          </button>
          <div id="add-tag-panel">
            {adding ? (
              <TagForm
                target={target}
                signedIn={signedIn}
                onCancel={closeForm}
                onSaved={(added) => {
                  setTags((list) => [...(list ?? []), ...added].sort(byName));
                  setStatus(`Tags saved: ${added.map((t) => t.name).join(', ')}.`);
                  setError(null);
                  closeForm();
                }}
              />
            ) : null}
          </div>
        </>
      ) : null}
      <ConfirmDialog
        isOpen={removing !== null}
        question={CONTRIBUTION_WRITE_MESSAGES.confirmRemoveTag(removing?.name ?? '')}
        confirmLabel="Remove tag"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
      />
    </section>
  );
}
