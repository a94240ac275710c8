import { useRef, useState } from 'react';
import {
  CONTRIBUTION_MESSAGES,
  CONTRIBUTION_WRITE_MESSAGES,
  MESSAGES,
  RemoveNoteSchema,
  type Annotation,
  type Annotations,
  type WriteTarget,
} from '@trove/contracts';
import buttonStyles from '../../components/button.module.css';
import { Notice } from '../../components/notice.tsx';
import { apiSend } from '../../lib/api-send.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { failureMessage } from './contribution-feedback.ts';
import { NoteForm } from './note-form.tsx';
import { plural } from './record-rules.ts';
import styles from './contributions.module.css';
import { PanelFeedback } from './panel-feedback.tsx';

/** Paragraphs of a note's plain text; React escapes it, so nothing in a note becomes markup. */
export function noteParagraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

const authorOf = (note: Annotation) => note.user?.displayName ?? 'an anonymous visitor';

/**
 * Spec 02 §2 Notes panel: newest first, each with its author and date; an Add panel that toggles
 * (a saved note joins the list); edit and delete only on notes flagged editable or deletable.
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
  const [editing, setEditing] = useState<number | null>(null);
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
    const result = await apiSend('DELETE', `/annotation/${note.id}`, RemoveNoteSchema);
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
              <li key={note.id}>
                {editing === note.id && target ? (
                  <NoteForm
                    target={target}
                    editing={note}
                    signedIn={signedIn}
                    onCancel={() => setEditing(null)}
                    onSaved={(saved) => {
                      replace((list) => list.map((n) => (n.id === saved.id ? saved : n)), 0);
                      setEditing(null);
                      setStatus('Note saved.');
                    }}
                  />
                ) : (
                  <article className={styles.note} aria-label={`${label} by ${authorOf(note)}`}>
                    {noteParagraphs(note.content).map((paragraph, index) => (
                      <p key={index}>{paragraph}</p>
                    ))}
                    <p className={styles.byline}>
                      By {authorOf(note)}, <time dateTime={note.lastModified}>{note.lastModifiedStr}</time>
                      {note.priv ? ' (private)' : null}
                    </p>
                    {target && (note.editable || note.deletable) ? (
                      <div className={styles.formActions}>
                        {note.editable ? (
                          <button
                            type="button"
                            className={`${buttonStyles.button} ${buttonStyles.link}`}
                            onClick={() => setEditing(note.id)}
                          >
                            Edit note
                          </button>
                        ) : null}
                        {note.deletable ? (
                          <button
                            type="button"
                            className={`${buttonStyles.button} ${buttonStyles.link}`}
                            onClick={() => setRemoving(note)}
                          >
                            Delete note
                          </button>
                        ) : null}
                      </div>
                    ) : null}
                  </article>
                )}
              </li>
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
