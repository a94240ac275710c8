import { LIST_LIMITS, type ListItem } from '@trove/contracts';
import { useState } from 'react';
import buttonStyles from '../../components/button.module.css';
import { PostForm } from './manage-forms.tsx';
import { noteCounter } from './manage-rules.ts';
import styles from './manage.module.css';

/**
 * An item's note (spec 03 §5: required, at most 4000 characters, the counter warns with 800 or
 * fewer left), for those who may edit it; shown as text to anyone else.
 */
export function ItemNote({ item, failure }: { item: ListItem; failure: string | null }) {
  const [note, setNote] = useState(item.note ?? '');
  const base = `note-${item.id}`;
  const counter = noteCounter(note);
  if (!item.noteEditable) return item.note ? <p className={styles.note}>{item.note}</p> : null;
  return (
    <details className={styles.disclosure} open={failure !== null}>
      <summary>
        {item.note ? 'Edit note' : 'Add a note'}
        <span className="visually-hidden"> to {item.title}</span>
      </summary>
      {item.note ? <p className={styles.note}>{item.note}</p> : null}
      <PostForm intent="note" className={styles.stack}>
        <input type="hidden" name="item" value={item.id} />
        <label htmlFor={base}>Note on {item.title}</label>
        <textarea
          id={base}
          name="note"
          rows={4}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={failure || note.length > LIST_LIMITS.note ? true : undefined}
          aria-describedby={`${base}-count${failure ? ` ${base}-error` : ''}`}
        />
        <p
          id={`${base}-count`}
          className={counter.warn ? styles.warning : styles.hint}
          aria-live={counter.warn ? 'polite' : 'off'}
        >
          {counter.text}
        </p>
        {failure ? (
          <p id={`${base}-error`} className={styles.error} role="alert">
            {failure}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={buttonStyles.button}>
            Save note
          </button>
          {item.note && item.noteDeletable ? (
            <button
              type="submit"
              name="removeNote"
              value="yes"
              className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            >
              Remove note
            </button>
          ) : null}
        </div>
      </PostForm>
    </details>
  );
}
