import type { Annotation } from '@trove/contracts';

/** How much of a note's text names it on its Edit and Delete buttons. */
const OPENING_WORDS = 40;

/** The start of a note's text on one line, cut at a word near 40 characters with an ellipsis. */
export function noteOpening(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  if (flat.length <= OPENING_WORDS) return flat;
  const cut = flat.slice(0, OPENING_WORDS);
  const space = cut.lastIndexOf(' ');
  return `${(space > OPENING_WORDS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The accessible name of a note's Edit or Delete button: the visible words first (so speech input
 * finds it), then the note's date and opening, so each note's buttons differ from every other's.
 */
export function noteActionLabel(action: 'Edit note' | 'Delete note', note: Annotation): string {
  return `${action} of ${note.lastModifiedStr}: “${noteOpening(note.content)}”`;
}
