/**
 * A spreadsheet opening a CSV file runs a cell that starts with = + @ (or a tab or carriage
 * return) as a formula, and one that starts with - unless it is a plain number (-2+3+cmd|… runs
 * too); such text is kept as text by a leading apostrophe (OWASP's CSV injection advice).
 */
export function inertCell(text: string): string {
  return /^(?:[=+@\t\r]|-(?!\d+(?:\.\d+)?$))/.test(text) ? `'${text}` : text;
}
