/**
 * Completing the entry being typed in the tag box (spec 01 §5: names separated by commas, a comma
 * inside a tag held in double quotes, as `parseTagNames` reads them). A suggestion replaces only
 * the last entry; what was typed before it stays as it is.
 */

/** The text up to the last separating comma (kept as typed), and the entry after it, untrimmed. */
export function splitLastEntry(text: string): { before: string; entry: string } {
  let quoted = false;
  let cut = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (text[i] === ',' && !quoted) cut = i;
  }
  return { before: text.slice(0, cut + 1), entry: text.slice(cut + 1) };
}

/** What the last entry asks for: its text without the quotes and spaces around it ('' when nothing yet). */
export function lastEntryQuery(text: string): string {
  return splitLastEntry(text).entry.replace(/"/g, '').replace(/\s+/g, ' ').trim();
}

/** The whole text with the last entry replaced by the name, quoted when the name holds a comma. */
export function completeLastEntry(text: string, name: string): string {
  const { before } = splitLastEntry(text);
  const written = name.includes(',') ? `"${name.replace(/"/g, '')}"` : name;
  return before === '' ? written : `${before.trimEnd()} ${written}`;
}

export interface Completion {
  /** The suggested tag name, as offered. */
  name: string;
  /** The whole box once it is chosen. */
  value: string;
}

/**
 * The suggestions that still fit the last entry (an earlier answer may arrive late), each with the
 * text it would leave in the box; none when the entry is empty or already complete.
 */
export function completionsFor(text: string, suggestions: readonly string[]): Completion[] {
  const query = lastEntryQuery(text).toLocaleLowerCase();
  if (query === '') return [];
  return suggestions
    .filter((name) => {
      const lower = name.toLocaleLowerCase();
      return lower.startsWith(query) && lower !== query;
    })
    .map((name) => ({ name, value: completeLastEntry(text, name) }));
}
