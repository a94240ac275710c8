import { LIMITS } from '@trove/contracts';

/** Summaries over 900 characters start collapsed (spec 02 §2). */
export function summaryPreview(text: string, limit: number = LIMITS.summaryCollapseChars): string | null {
  if (text.length <= limit) return null;
  const head = text.slice(0, limit);
  const space = head.lastIndexOf(' ');
  return `${(space > limit * 0.8 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** The first items of a list and how many more there are (creators 3, editions 9). */
export function firstOf<T>(
  items: readonly T[],
  limit: number,
  expanded: boolean,
): { shown: readonly T[]; hidden: number } {
  if (expanded || items.length <= limit) return { shown: items, hidden: 0 };
  return { shown: items.slice(0, limit), hidden: items.length - limit };
}

/** '1 edition', '12 editions'. */
export function plural(count: number, word: string): string {
  return `${count.toLocaleString('en-AU')} ${word}${count === 1 ? '' : 's'}`;
}

/** Birth and death shown as a span, either end optional. */
export function lifeSpan(birth: string | null, death: string | null): string | null {
  if (!birth && !death) return null;
  return `${birth ?? '?'} – ${death ?? ''}`.trim();
}

/** The cultural-sensitivity feedback address, carrying the page it is about. */
export function feedbackHref(base: string, pageUrl: string): string {
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}${new URLSearchParams({ url: pageUrl }).toString()}`;
}
