import { LIMITS } from '../limits.ts';
import { USER_TAG_LIMIT } from '../search/criteria.ts';

/**
 * Tag rules both sides apply: where a tag leads, how names are typed, how many show (spec 01 §2.5,
 * §9; spec 02 §2, §9; ADR 015, 022). Without zod, so the browser has them without the schemas (ADR
 * 035).
 */

/**
 * What tags have a read call on: work, edition and person pages show them, and a list's tags are
 * read back like its notes (a private list is there for its owner alone).
 */
export const TAG_TARGETS = ['work', 'version', 'person', 'list'] as const;
export type TagTarget = (typeof TAG_TARGETS)[number];

/**
 * Where a tag leads (spec 01 §2.5, 02 §2 Routes: SearchAll). A public tag is a `publictag:"…"`
 * keyword search; one holding a double quote cannot sit inside one, so it goes as the publictag
 * parameter instead. A private tag is found among its owner's own tags only: the user-tag limit
 * `l-usertag={name}` (ADR 022), which finds nothing for anyone else. A subject tag searches
 * subjects, with quote characters stripped (spec 02 §2 Tags panel).
 */
export function tagLink(name: string, subject: boolean, priv = false): string {
  if (subject) return `/search?${new URLSearchParams({ subject: stripQuotes(name) }).toString()}`;
  if (priv) return `/search?${new URLSearchParams({ [USER_TAG_LIMIT]: name }).toString()}`;
  if (name.includes('"')) return `/search?${new URLSearchParams({ publictag: name }).toString()}`;
  return `/search?${new URLSearchParams({ keyword: `publictag:"${name}"` }).toString()}`;
}

/** Double quote characters (straight, curly, guillemets) removed, spaces tidied; apostrophes stay. */
export function stripQuotes(text: string): string {
  return text
    .replace(/["\u201c\u201d\u201e\u00ab\u00bb]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Spec 02 §9: Show all asks for this many tags. */
export const TAGS_SHOW_ALL = 99_999;

/** The tags a panel shows: the first 20 until Show all (spec 02 §9). */
export function shownTags<T>(tags: readonly T[], showAll: boolean): T[] {
  return tags.slice(0, showAll ? TAGS_SHOW_ALL : LIMITS.tagsShown);
}

/**
 * The tag names typed in one box: separated by commas; a comma inside a tag needs double quotes
 * ("Smith, John"); spaces around each trimmed and empty entries dropped; repeats kept once.
 */
export function parseTagNames(text: string): string[] {
  const names: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      names.push(current);
      current = '';
    } else current += char;
  }
  names.push(current);
  const tidy = names.map((name) => name.replace(/\s+/g, ' ').trim()).filter((name) => name !== '');
  return [...new Set(tidy)];
}

/** Longest tag name accepted; the spec sets none, a tag is a short label (ADR 015). */
export const TAG_NAME_MAX = 200;

/** Most suggestions, and the characters typed before any (spec 01 §9). */
export const TAG_AUTOCOMPLETE = { minChars: 1, max: 5 } as const;
