import { useRef, useState } from 'react';
import {
  CONTRIBUTION_MESSAGES,
  CONTRIBUTION_WRITE_MESSAGES,
  MESSAGES,
  type Annotation,
  type Annotations,
  type WriteTarget,
} from '@trove/contracts';
import buttonStyles from '../button.module.css';
import { Notice } from '../notice.tsx';
import { api } from '../../lib/browser-api.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { failureMessage } from './contribution-feedback.ts';
import { NoteForm } from './note-form.tsx';
import { NoteItem } from './note-item.tsx';
import { plural } from '../records/record-rules.ts';
import styles from './contributions.module.css';
import { PanelFeedback } from './panel-feedback.tsx';

/**
 * Spec 02 §2 Notes panel: newest first, each with its author and date; an Add panel that toggles
 * (a saved note joins the list); edit and delete only on notes flagged editable or deletable.
 * Escape closes the Add form too, focus going back to Add a note.
 */
export function NotesPanel({
  notes: initial,
  label = CONTRIBUTION_MESSAGES.noteLabel,
  target,
  signedIn = false,
  heading = 'Notes',
}: {
  notes: Annotations | null;
  label?: string;
  target?: { type: WriteTarget; id: number };
  signedIn?: boolean;
  heading?: string;
}) {
  const [notes, setNotes] = useState(initial);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Annotation | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const replace = (change: (list: Annotation[]) => Annotation[], delta: number) =>
    setNotes((n) => (n ? { annotations: change(n.annotations), total: n.total + delta } : n));

  function closeAdd() {
    setAdding(false);
    addButton.current?.focus();
  }

  async function remove(note: Annotation) {
    setRemoving(null);
    const result = await api.notes.remove({ id: note.id });
    if (!result.ok || !result.data.result)
      return setError(
        result.ok
          ? MESSAGES.unexpected(CONTRIBUTION_WRITE_MESSAGES.removeNoteAction)
          : failureMessage(result, CONTRIBUTION_WRITE_MESSAGES.removeNoteAction),
      );
    setError(null);
    replace((list) => list.filter((n) => n.id !== note.id), -1);
    setStatus('Note removed.');
    addButton.current?.focus();
  }

  return (
    <section className={styles.panel} aria-labelledby="notes-heading">
      <h2 id="notes-heading">{heading}</h2>
      {notes === null ? (
        <Notice tone="error">
          <p>{MESSAGES.unexpected(`retrieve the ${label}s of this record`)}</p>
        </Notice>
      ) : notes.annotations.length === 0 ? (
        <p>{CONTRIBUTION_MESSAGES.noItems(label)}</p>
      ) : (
        <>
          {notes.total > notes.annotations.length ? (
            <p>
              The newest {notes.annotations.length} of {plural(notes.total, label)}.
            </p>
          ) : null}
          <ol className={styles.notes}>
            {notes.annotations.map((note) => (
              <NoteItem
                key={note.id}
                note={note}
                label={label}
                target={target}
                signedIn={signedIn}
                onSaved={(saved) => {
                  replace((list) => list.map((n) => (n.id === saved.id ? saved : n)), 0);
                  setStatus('Note saved.');
                  setError(null);
                }}
                onDelete={setRemoving}
              />
            ))}
          </ol>
        </>
      )}
      <PanelFeedback status={status} error={error} />
      {target && notes !== null ? (
        <>
          <button
            ref={addButton}
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            aria-expanded={adding}
            aria-controls="add-note-panel"
            onClick={() => (adding ? closeAdd() : setAdding(true))}
          >
            Add a note
          </button>
          <div id="add-note-panel">
            {adding ? (
              <NoteForm
                target={target}
                signedIn={signedIn}
                onCancel={closeAdd}
                onSaved={(saved) => {
                  replace((list) => [saved, ...list], 1);
                  setStatus('Note saved.');
                  setError(null);
                  closeAdd();
                }}
              />
            ) : null}
          </div>
        </>
      ) : null}
      <ConfirmDialog
        isOpen={removing !== null}
        question={CONTRIBUTION_WRITE_MESSAGES.confirmRemoveNote}
        confirmLabel="Delete note"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
      />
    </section>
  );
}
