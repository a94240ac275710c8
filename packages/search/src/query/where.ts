/**
 * Where a mistake in a query is, told with the words around it rather than a character count:
 * people see their words, not offsets. User text is quoted with curly quotes, so the straight
 * quotes of a phrase read as part of what was typed.
 */

/** How much of the query a message quotes: enough to find the place, short enough to read. */
const QUOTED = 30;

const quote = (text: string) => `“${text}”`;

/** The text from a place to the end, quoted: its first 30 characters or so, cut between words. */
export function from(text: string, pos: number): string {
  const rest = text.slice(pos).trim();
  if (rest.length <= QUOTED) return quote(rest);
  const cut = rest.slice(0, QUOTED);
  const space = cut.lastIndexOf(' ');
  return quote(`${(space > QUOTED / 2 ? cut.slice(0, space) : cut).trimEnd()}…`);
}

/** A place in the text: 'at the start', or 'after “the words before it”' (the last 30 or so). */
export function after(text: string, pos: number): string {
  const before = text.slice(0, pos).trim();
  if (before === '') return 'at the start';
  if (before.length <= QUOTED) return `after ${quote(before)}`;
  const cut = before.slice(-QUOTED);
  const space = cut.indexOf(' ');
  return `after ${quote(`…${(space >= 0 && space < QUOTED / 2 ? cut.slice(space) : cut).trimStart()}`)}`;
}
