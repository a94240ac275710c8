const OPERATORS = new Set(['and', 'or', 'not']);
const QUOTED = /"([^"]*)"/g;

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/["'()*~^:+-]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 1 && !OPERATORS.has(word));

/**
 * What of a search term is worth marking in a text: each quoted phrase as a whole (its words are
 * never marked apart), and the other words, without operators or one-letter words.
 */
export function highlightTerms(searchTerm: string | null): string[] {
  if (!searchTerm) return [];
  const phrases = [...searchTerm.matchAll(QUOTED)]
    .map(
      (m) =>
        (m[1] ?? '')
          .toLowerCase()
          .match(/[\p{L}\p{N}]+/gu)
          ?.join(' ') ?? '',
    )
    .filter((phrase) => phrase.length > 1);
  const words = wordsOf(searchTerm.replace(QUOTED, ' '));
  return [...new Set([...phrases, ...words])];
}

/**
 * A pattern matching any of the terms as whole words regardless of case, or null when there are
 * none; a phrase's words match with any spaces or punctuation between them, longest terms first.
 */
export function termPattern(terms: readonly string[]): RegExp | null {
  if (terms.length === 0) return null;
  const escaped = [...terms]
    .sort((a, b) => b.length - a.length)
    .map((term) =>
      term
        .split(' ')
        .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^\\p{L}\\p{N}]+'),
    );
  return new RegExp(`\\b(${escaped.join('|')})\\b`, 'giu');
}

/**
 * Wraps the words in <mark> inside an element's text nodes, leaving its markup alone.
 * Runs in the browser after hydration, so the server-rendered text stays exactly as sent.
 */
export function markTerms(container: HTMLElement, pattern: RegExp): number {
  // Text already inside a mark is left alone, so running twice never nests marks.
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest('mark') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
  });
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  let count = 0;
  for (const node of nodes) {
    const text = node.data;
    pattern.lastIndex = 0;
    if (!pattern.test(text)) continue;
    pattern.lastIndex = 0;
    const fragment = document.createDocumentFragment();
    let last = 0;
    for (const match of text.matchAll(pattern)) {
      const index = match.index;
      fragment.append(text.slice(last, index));
      const mark = document.createElement('mark');
      mark.textContent = match[0];
      fragment.append(mark);
      last = index + match[0].length;
      count += 1;
    }
    fragment.append(text.slice(last));
    node.replaceWith(fragment);
  }
  return count;
}
