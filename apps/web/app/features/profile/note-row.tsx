import { CONTRIBUTION_WRITE_MESSAGES, LIMITS, type UserNotes } from '@trove/contracts';
import { Form, Link } from 'react-router';
import { Notice } from '../../components/notice.tsx';
import { CsrfField } from '../../lib/csrf-field.tsx';
import { NOTES_WORDS as WORDS, NOTE_TARGET_WORDS, notePreview } from './notes-rules.ts';
import local from './notes-tab.module.css';
import styles from './profile.module.css';

type UserNote = UserNotes['notes'][number];

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** What the tab's address and the last posted form say about this note. */
export interface NoteRowState {
  editing: boolean;
  removing: boolean;
  /** The tab's address without edit or remove: where Cancel goes. */
  here: string;
  editHref: string;
  removeHref: string;
  /** A refused change or removal of this note, with what was typed. */
  problem: { message: string; content?: string; visibility?: string } | null;
}

/**
 * One note (spec 03 §2 Notes tab): what it is on, linked by its type, its visibility and date, and
 * its text cut at 550 characters; for the owner, Edit and Delete, each a step of its own so both
 * work without script: Edit opens the form in place, Delete asks first.
 */
export function NoteRow({ note, own, state }: { note: UserNote; own: boolean; state: NoteRowState }) {
  const { target } = note;
  const title = target.itemTitle ?? WORDS.gone;
  const preview = notePreview(note.content);
  const formId = `note-${note.id}`;
  return (
    <li className={local.noteRow}>
      <p className={styles.listFacts}>
        {NOTE_TARGET_WORDS[target.type]}:{' '}
        {target.link && target.itemTitle ? (
          <Link to={target.link} className={styles.listName}>
            {target.itemTitle}
          </Link>
        ) : (
          <span className={styles.listName}>{title}</span>
        )}
      </p>
      <p className={styles.listFacts}>
        {note.priv ? 'Private' : 'Public'} · {dateOf(note.lastModified)}
      </p>
      {state.problem ? <Notice tone="error">{state.problem.message}</Notice> : null}
      {own && state.editing ? (
        <Form method="post" className={local.noteForm} aria-labelledby={`${formId}-title`}>
          <h4 id={`${formId}-title`}>{`Edit note on ${title}`}</h4>
          <CsrfField />
          <input type="hidden" name="intent" value="change" />
          <input type="hidden" name="noteId" value={note.id} />
          <label htmlFor={`${formId}-content`}>Note (required)</label>
          <textarea
            id={`${formId}-content`}
            name="content"
            rows={6}
            aria-describedby={`${formId}-hint`}
            defaultValue={state.problem?.content ?? note.content}
          />
          <p id={`${formId}-hint`} className={styles.listFacts}>
            Please enter no more than {LIMITS.noteMax} characters
          </p>
          <fieldset>
            <legend>Visibility (required)</legend>
            {(['public', 'private'] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="visibility"
                  value={value}
                  defaultChecked={(state.problem?.visibility ?? (note.priv ? 'private' : 'public')) === value}
                />{' '}
                {value === 'public' ? 'Public' : 'Private'}
              </label>
            ))}
          </fieldset>
          <div className={styles.listActions}>
            <button type="submit" className={styles.button}>
              {WORDS.save}
            </button>
            <Link to={state.here}>{WORDS.cancel}</Link>
          </div>
        </Form>
      ) : (
        <p className={local.noteText}>{preview.text}</p>
      )}
      {own && state.removing ? (
        <div role="group" aria-labelledby={`${formId}-question`} className={local.confirm}>
          <p id={`${formId}-question`}>{CONTRIBUTION_WRITE_MESSAGES.confirmRemoveNote}</p>
          <div className={styles.listActions}>
            <Form method="post">
              <CsrfField />
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="noteId" value={note.id} />
              <button type="submit" className={styles.button}>
                {WORDS.confirmRemove}
              </button>
            </Form>
            <Link to={state.here}>{WORDS.cancel}</Link>
          </div>
        </div>
      ) : null}
      {own && !state.editing && !state.removing ? (
        <div className={styles.listActions}>
          <Link to={state.editHref} aria-label={`${WORDS.edit}: note on ${title}`}>
            {WORDS.edit}
          </Link>
          <Link to={state.removeHref} aria-label={`${WORDS.remove}: note on ${title}`}>
            {WORDS.remove}
          </Link>
        </div>
      ) : null}
    </li>
  );
}
