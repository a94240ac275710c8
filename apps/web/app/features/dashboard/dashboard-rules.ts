/**
 * The partner dashboard's pure rules (ADR 044), without React so loaders and tests share them:
 * the library the address asks for, numbers as the page writes them, and bar lengths.
 */

/** The `nuc` of the address, trimmed; undefined when absent or blank (the first library then). */
export function askedNuc(search: URLSearchParams): string | undefined {
  const nuc = search.get('nuc')?.trim();
  return nuc ? nuc : undefined;
}

const NUMBER = new Intl.NumberFormat('en-AU');

/** '12,345'. */
export function formatCount(n: number): string {
  return NUMBER.format(n);
}

/**
 * A bar's length as a share (0 to 1) of the longest, so every chart fills its width; a non-zero
 * value gets at least a sliver, so it never looks like none.
 */
export function barShare(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0;
  return Math.max(value / max, 0.01);
}
