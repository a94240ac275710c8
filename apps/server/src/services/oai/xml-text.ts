/**
 * Text as XML 1.0 may hold it: characters XML forbids (most control characters, unpaired
 * surrogates, U+FFFE and U+FFFF) are left out. The builder escapes the markup characters; these it
 * would pass through and make the document unreadable to every harvester.
 */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function xmlText(text: string): string {
  return text.replace(FORBIDDEN, '');
}
