import { CONTRIBUTION_MESSAGES, MESSAGES, type Annotations } from '@trove/contracts';
import { Notice } from '../../components/notice.tsx';
import { plural } from './record-rules.ts';
import styles from './contributions.module.css';

/** Paragraphs of a note's plain text; React escapes it, so nothing in a note becomes markup. */
export function noteParagraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** Spec 02 §2 Notes panel, read-only: newest first, each with its author and date. */
export function NotesPanel({
  notes,
  label = CONTRIBUTION_MESSAGES.noteLabel,
}: {
  notes: Annotations | null;
  label?: string;
}) {
  return (
    <section className={styles.panel} aria-labelledby="notes-heading">
      <h2 id="notes-heading">Notes</h2>
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
                <article
                  className={styles.note}
                  aria-label={`${label} by ${note.user?.displayName ?? 'an anonymous visitor'}`}
                >
                  {noteParagraphs(note.content).map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                  <p className={styles.byline}>
                    By {note.user?.displayName ?? 'an anonymous visitor'},{' '}
                    <time dateTime={note.lastModified}>{note.lastModifiedStr}</time>
                  </p>
                </article>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
