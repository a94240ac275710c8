import { CONTRIBUTION_WRITE_MESSAGES, MESSAGES, type UserNotes, noteProblem } from '@trove/contracts';
import { data, redirect } from 'react-router';
import { actionApi, formCsrfToken } from '../../lib/action-api.server.ts';
import { cookieOf } from '../../lib/api.ts';
import { api } from '../../lib/api-client.ts';
import { pageStatus } from '../../lib/page-status.ts';
import { profileBase } from '../../lib/profile-path.ts';
import { profileName } from './profile-data.server.ts';
import { NOTES_PAGE_SIZE, type NotesDone, notesPageOf, notesTabHref } from './notes-rules.ts';

export type NotesTabData =
  | {
      notes: UserNotes;
      page: number;
      totalPages: number;
      /** The note whose edit form or removal question shows, when the address names one here. */
      edit: number | null;
      remove: number | null;
      done: NotesDone | null;
      csrf: string;
      status: 200;
    }
  | { notes: null; status: number };

const idOf = (raw: FormDataEntryValue | string | null): number | null =>
  typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : null;

const doneOf = (raw: string | null): NotesDone | null => (raw === 'saved' || raw === 'removed' ? raw : null);

/**
 * The Notes tab (spec 03 §2; ADR 039): a page of the reader's notes, newest change first, with
 * private ones for the owner and viewers allowed to see private profiles (the API decides). On
 * someone else's profile with no notes to show there is no Notes tab, so its address goes to
 * About; one's own always has it. A page past the last goes to the last.
 */
export async function loadNotesTab(request: Request, username: string | undefined) {
  const user = await profileName(request, username);
  const base = profileBase(username ?? null);
  const url = new URL(request.url);
  const page = notesPageOf(url.searchParams.get('page'));
  const done = doneOf(url.searchParams.get('done'));
  const answer = await api.notes.ofUser(
    { user, startPos: String((page - 1) * NOTES_PAGE_SIZE), pageSize: String(NOTES_PAGE_SIZE) },
    { cookie: cookieOf(request) },
  );
  if (!answer.ok) {
    const status = pageStatus(answer);
    return data<NotesTabData>({ notes: null, status }, { status });
  }
  const notes = answer.data;
  const totalPages = Math.max(1, Math.ceil(notes.total / NOTES_PAGE_SIZE));
  // A hidden tab goes to About (spec 03 §2); one's own Notes tab is never hidden.
  const own = username === undefined;
  if (notes.total === 0 && !own && done !== 'removed') throw redirect(`${base}/about`);
  if (page > totalPages) throw redirect(notesTabHref(base, { page: totalPages }));
  const onPage = (raw: string | null) => {
    const id = idOf(raw);
    return id !== null && notes.notes.some((note) => note.id === id) ? id : null;
  };
  return data<NotesTabData>({
    notes,
    page,
    totalPages,
    edit: onPage(url.searchParams.get('edit')),
    remove: onPage(url.searchParams.get('remove')),
    done,
    csrf: formCsrfToken(request),
    status: 200,
  });
}

export type NotesOutcome = {
  ok: false;
  message: string;
  /** The note the failure is about, and what was typed, so its edit form shows it again. */
  id: number | null;
  content?: string;
  visibility?: string;
};

/** A failed call in the spec's words (03 §8), for a change or a removal. */
function failure(status: number, action: string, message: string, id: number): string {
  if (status === 401 || status === 403) return MESSAGES.noPermission;
  if (status === 400 && message) return message;
  if (status === 404) return MESSAGES.notFound('note', String(id));
  return MESSAGES.unexpected(action);
}

/**
 * Editing and removing one of the reader's notes, posted from the tab (ADR 038's page forms):
 * the API call made for the visitor who posted, then back to the same page saying what was done.
 */
export async function notesAction(request: Request, username: string | undefined) {
  const form = await request.formData();
  const url = new URL(request.url);
  const base = profileBase(username ?? null);
  const page = notesPageOf(url.searchParams.get('page'));
  const id = idOf(form.get('noteId'));
  const intent = form.get('intent');
  const refuse = (status: number, outcome: NotesOutcome) => data<NotesOutcome>(outcome, { status });
  if (id === null || (intent !== 'change' && intent !== 'remove'))
    return refuse(400, {
      ok: false,
      id: null,
      message: MESSAGES.unexpected(CONTRIBUTION_WRITE_MESSAGES.saveNoteAction),
    });
  if (intent === 'remove') {
    const result = await actionApi(request).notes.remove({ id });
    const action = CONTRIBUTION_WRITE_MESSAGES.removeNoteAction;
    if (!result.ok)
      return refuse(result.status >= 400 && result.status < 500 ? result.status : 502, {
        ok: false,
        id,
        message: failure(result.status, action, result.message, id),
      });
    if (!result.data.result) return refuse(404, { ok: false, id, message: failure(404, action, '', id) });
    throw redirect(notesTabHref(base, { page, done: 'removed' }));
  }
  const content = String(form.get('content') ?? '');
  const visibility = String(form.get('visibility') ?? '');
  const problem = noteProblem(content, visibility);
  if (problem) return refuse(400, { ok: false, id, message: problem, content, visibility });
  const result = await actionApi(request).notes.change({
    id,
    body: { content, priv: visibility === 'private' },
  });
  if (!result.ok)
    return refuse(result.status >= 400 && result.status < 500 ? result.status : 502, {
      ok: false,
      id,
      content,
      visibility,
      message: failure(result.status, CONTRIBUTION_WRITE_MESSAGES.saveNoteAction, result.message, id),
    });
  throw redirect(notesTabHref(base, { page, done: 'saved' }));
}
