import { LIMITS, USER_CONTRIBUTION_PAGE, type AnnotationTarget } from '@trove/contracts';

/**
 * The Notes tab's pure rules (spec 03 §2 Notes tab, §9; ADR 039): a note's preview, what it is
 * written on, the tab's addresses and the outcome words, shared by its loader, action and page.
 */

export const NOTES_PAGE_SIZE = USER_CONTRIBUTION_PAGE.size;

/** A note cut at 550 characters (spec 03 §9), on a word boundary when one is near, with an ellipsis. */
export function notePreview(content: string): { text: string; truncated: boolean } {
  const max = LIMITS.profileNotePreview;
  const chars = Array.from(content);
  if (chars.length <= max) return { text: content, truncated: false };
  const cut = chars.slice(0, max).join('');
  const space = cut.search(/\s\S*$/);
  // Break at the last space only when it keeps most of the text; a long word is simply cut.
  const text = (space > max * 0.8 ? cut.slice(0, space) : cut).trimEnd();
  return { text: `${text}…`, truncated: true };
}

/** What kind of record a note is on, as a reader says it. */
export const NOTE_TARGET_WORDS: Record<AnnotationTarget, string> = {
  work: 'Work',
  version: 'Edition',
  person: 'Person or organisation',
  list: 'List',
};

/** The page of notes an address asks for: a whole number from 1, else 1. */
export function notesPageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export type NotesDone = 'saved' | 'removed';

/** The tab's address: its page, the note being edited or removed, and what was just done. */
export function notesTabHref(
  base: string,
  options: { page?: number; edit?: number; remove?: number; done?: NotesDone } = {},
): string {
  const query = new URLSearchParams();
  if (options.page && options.page > 1) query.set('page', String(options.page));
  if (options.edit !== undefined) query.set('edit', String(options.edit));
  if (options.remove !== undefined) query.set('remove', String(options.remove));
  if (options.done) query.set('done', options.done);
  const search = query.toString();
  return `${base}/notes${search ? `?${search}` : ''}`;
}

/** The words of the tab that the spec leaves open. */
export const NOTES_WORDS = {
  heading: 'Notes',
  none: (own: boolean, displayName: string) =>
    own ? 'You have not written any notes yet.' : `${displayName} has no notes to show.`,
  gone: 'A record that is no longer available',
  edit: 'Edit',
  remove: 'Delete',
  save: 'Save note',
  cancel: 'Cancel',
  confirmRemove: 'Delete note',
  done: { saved: 'Your note has been saved.', removed: 'Your note has been removed.' } as Record<
    NotesDone,
    string
  >,
} as const;
