import { iso6392BTo1, iso6392TTo1 } from 'iso-639-2';

/**
 * The language of a record as a page marks it (WCAG 3.1.2): a BCP 47 language tag from the
 * ISO 639-2 code a record stores. BCP 47 takes the two-letter ISO 639-1 code where there is one
 * ('fre' -> 'fr', 'ger' -> 'de'), and the three-letter code otherwise ('haw', 'pjt'). Kept apart
 * from languages.ts so that a page needing only this leaves the table of names out.
 */

/**
 * Codes that name no one language: undetermined, multiple, uncoded, no linguistic content, and
 * the range reserved for local use. Text marked with them would tell a screen reader nothing.
 */
const NOT_A_LANGUAGE = new Set(['und', 'mul', 'mis', 'zxx']);
const LOCAL_USE = /^q[a-t][a-z]$/;

/** 'fre' -> 'fr', 'pjt' -> 'pjt'; null for a name ('Luritja (C7.1)') or a code of no one language. */
export function languageTag(stored: string): string | null {
  const code = stored.trim().toLowerCase();
  if (!/^[a-z]{3}$/.test(code) || NOT_A_LANGUAGE.has(code) || LOCAL_USE.test(code)) return null;
  return (
    (iso6392BTo1 as Record<string, string | undefined>)[code] ??
    (iso6392TTo1 as Record<string, string | undefined>)[code] ??
    code
  );
}

/**
 * The `lang` of a record's title and text, from its languages (the first is its main one):
 * undefined when that is English, the page's own language, or cannot be told as a tag.
 */
export function recordLang(languages: readonly string[] | string | null | undefined): string | undefined {
  const first = typeof languages === 'string' ? languages : languages?.[0];
  const tag = first ? languageTag(first) : null;
  return tag && tag !== 'en' ? tag : undefined;
}
