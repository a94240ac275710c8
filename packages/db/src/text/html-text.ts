/**
 * The plain text of stored HTML (OCR text, summaries): tags become spaces, character references
 * are decoded in one pass (so '&amp;lt;' reads '&lt;', not '<'), white space is collapsed. For
 * snippets and search documents; never for HTML output, which goes through the sanitiser.
 */

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
};

function decodeReference(whole: string, name: string): string {
  if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  // Out of Unicode's range, a surrogate or NUL: not a character, left as written.
  if (!(code > 0 && code <= 0x10ffff) || (code >= 0xd800 && code <= 0xdfff)) return whole;
  return String.fromCodePoint(code);
}

/** Decodes the character references of a text in one pass. */
export function decodeCharacterReferences(text: string): string {
  return text.replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g, decodeReference);
}

export function htmlToText(html: string | null | undefined): string {
  return decodeCharacterReferences((html ?? '').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
