import { decodeCharacterReferences } from '@trove/db';

/**
 * A harvest's OCR text file as the article's stored HTML (issue 29 point 15). Trove writes these
 * files with character references ('&nbsp;', '&lt;'): they are decoded once here, and the text is
 * written back escaped, a <p> a paragraph (blank lines between) and a <br> between lines. Stored
 * as plain text, the references showed as written on the page and in the correction lines; decoded
 * but plain, a '<' in the OCR (28 of the demo's 380 texts) could read as a tag. The correction
 * editor reads these lines exactly as it read the plain text's.
 */
export function ocrTextAsHtml(text: string): string {
  return decodeCharacterReferences(text)
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => escapeHtml(line.replace(/\s+/g, ' ').trim()))
        .filter((line) => line !== ''),
    )
    .filter((lines) => lines.length > 0)
    .map((lines) => `<p>${lines.join('<br>')}</p>`)
    .join('\n');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
