import { MESSAGES } from '@trove/contracts';
import { Link, useOutletContext } from 'react-router';
import type { Route } from './+types/notes-tab-route';
import { Notice } from '../../components/notice.tsx';
import { CsrfContext } from '../../lib/csrf-field.tsx';
import { NoteRow } from './note-row.tsx';
import { NOTES_WORDS as WORDS, notesTabHref } from './notes-rules.ts';
import { loadNotesTab, notesAction } from './notes-tab-data.server.ts';
import type { ProfileOutlet } from './profile-route.tsx';
import styles from './profile.module.css';

export function loader({ request, params }: Route.LoaderArgs) {
  return loadNotesTab(request, params.username);
}

export function action({ request, params }: Route.ActionArgs) {
  return notesAction(request, params.username);
}

/**
 * The Notes tab (spec 03 §2; ADR 039): the reader's notes, each with the title of what it is on
 * linked by its type and its text cut at 550 characters; the owner edits and deletes them, Delete
 * asking first. Every step is an address or a posted form, so it all works without script.
 */
export default function NotesTab({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, base } = useOutletContext<ProfileOutlet>();
  if (!loaderData.notes)
    return (
      <Notice tone="error">
        <p>{MESSAGES.unexpected('load these notes')}</p>
      </Notice>
    );
  const { notes, page, totalPages, edit, remove, done, csrf } = loaderData;
  const here = notesTabHref(base, { page });
  const refused = actionData && !actionData.ok ? actionData : null;
  return (
    <CsrfContext.Provider value={csrf}>
      <section aria-labelledby="notes-heading" className={styles.panel}>
        <h2 id="notes-heading">{WORDS.heading}</h2>
        <div role="status" className={styles.status}>
          {done ? <Notice tone="success">{WORDS.done[done]}</Notice> : null}
          {refused && refused.id === null ? <Notice tone="error">{refused.message}</Notice> : null}
        </div>
        {notes.notes.length === 0 ? (
          <p>{WORDS.none(profile.own, profile.displayName)}</p>
        ) : (
          <ul className={styles.lists}>
            {notes.notes.map((note) => (
              <NoteRow
                key={note.id}
                note={note}
                own={profile.own}
                state={{
                  editing: edit === note.id || (refused?.id === note.id && refused.content !== undefined),
                  removing: remove === note.id,
                  here,
                  editHref: notesTabHref(base, { page, edit: note.id }),
                  removeHref: notesTabHref(base, { page, remove: note.id }),
                  problem: refused?.id === note.id ? refused : null,
                }}
              />
            ))}
          </ul>
        )}
        {totalPages > 1 ? (
          <nav aria-label="Pages of notes" className={styles.pager}>
            {page > 1 ? <Link to={notesTabHref(base, { page: page - 1 })}>Previous page</Link> : null}
            <span>
              Page {page} of {totalPages}
            </span>
            {page < totalPages ? <Link to={notesTabHref(base, { page: page + 1 })}>Next page</Link> : null}
          </nav>
        ) : null}
      </section>
    </CsrfContext.Provider>
  );
}
