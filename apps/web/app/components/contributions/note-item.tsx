import { useRef, useState } from 'react';
import type { Annotation, WriteTarget } from '@trove/contracts';
import buttonStyles from '../button.module.css';
import { NoteForm } from './note-form.tsx';
import { noteActionLabel } from './note-labels.ts';
import styles from './contributions.module.css';

/** Paragraphs of a note's plain text; React escapes it, so nothing in a note becomes markup. */
export function noteParagraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

export const authorOf = (note: Annotation) => note.user?.displayName ?? 'an anonymous visitor';

/**
 * One note with its author and date, and for its owner Edit and Delete. Edit toggles the edit
 * form below the note (spec 02 §2); Save, Cancel and Escape close it and give focus back to Edit.
 */
export function NoteItem({
  note,
  label,
  target,
  signedIn,
  onSaved,
  onDelete,
}: {
  note: Annotation;
  label: string;
  target?: { type: WriteTarget; id: number };
  signedIn: boolean;
  onSaved: (saved: Annotation) => void;
  onDelete: (note: Annotation) => void;
}) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const formId = `edit-note-${note.id}`;
  const canEdit = target !== undefined && note.editable;

  function closeEdit() {
    setEditing(false);
    editButton.current?.focus();
  }

  return (
    <li>
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
            {canEdit ? (
              <button
                ref={editButton}
                type="button"
                className={`${buttonStyles.button} ${buttonStyles.link}`}
                aria-label={noteActionLabel('Edit note', note)}
                aria-expanded={editing}
                aria-controls={formId}
                onClick={() => (editing ? closeEdit() : setEditing(true))}
              >
                Edit note
              </button>
            ) : null}
            {note.deletable ? (
              <button
                type="button"
                className={`${buttonStyles.button} ${buttonStyles.link}`}
                aria-label={noteActionLabel('Delete note', note)}
                onClick={() => onDelete(note)}
              >
                Delete note
              </button>
            ) : null}
          </div>
        ) : null}
      </article>
      {canEdit ? (
        <div id={formId}>
          {editing ? (
            <NoteForm
              target={target}
              editing={note}
              signedIn={signedIn}
              onCancel={closeEdit}
              onSaved={(saved) => {
                onSaved(saved);
                closeEdit();
              }}
            />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
