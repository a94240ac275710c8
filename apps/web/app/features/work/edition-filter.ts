import type { Version } from '@trove/contracts';

/**
 * The editions filter (spec 02 §2: 'No versions match the selected filter criteria'): words that
 * must all appear in an edition's title, creators, publisher, place, date or identifiers, plus an
 * exact format and language (by name), as a cataloguer narrowing a long list of printings would want.
 */
export interface EditionFilter {
  text: string;
  format: string;
  language: string;
}

export const NO_FILTER: EditionFilter = { text: '', format: '', language: '' };

/** The query parameters that carry the filter without JavaScript (a GET form). */
export const FILTER_PARAMS = { text: 'etext', format: 'eformat', language: 'elanguage' } as const;

export function filterFromParams(search: URLSearchParams): EditionFilter {
  return {
    text: (search.get(FILTER_PARAMS.text) ?? '').slice(0, 200),
    format: search.get(FILTER_PARAMS.format) ?? '',
    language: search.get(FILTER_PARAMS.language) ?? '',
  };
}

export function isFiltering(filter: EditionFilter): boolean {
  return filter.text.trim() !== '' || filter.format !== '' || filter.language !== '';
}

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function searchableText(version: Version): string {
  const identifiers = Object.values(version.identifiers).flat();
  return fold(
    [
      version.title,
      ...version.creators,
      version.publisher,
      version.place,
      version.published,
      version.date,
      version.year?.toString(),
      ...identifiers,
    ]
      .filter(Boolean)
      .join(' '),
  );
}

export function matchesFilter(version: Version, filter: EditionFilter): boolean {
  if (filter.format && version.format !== filter.format) return false;
  if (filter.language && !version.languageNames.includes(filter.language)) return false;
  const words = fold(filter.text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = searchableText(version);
  return words.every((word) => text.includes(word));
}

export function filterEditions(items: readonly Version[], filter: EditionFilter): Version[] {
  return items.filter((version) => matchesFilter(version, filter));
}

/** The formats and languages the editions have, each with how many editions, for the selects. */
export function filterChoices(items: readonly Version[]): {
  formats: { value: string; count: number }[];
  languages: { value: string; count: number }[];
} {
  const count = (values: string[]) => {
    const tally = new Map<string, number>();
    for (const value of values) tally.set(value, (tally.get(value) ?? 0) + 1);
    return [...tally]
      .map(([value, n]) => ({ value, count: n }))
      .sort((a, b) => a.value.localeCompare(b.value, 'en'));
  };
  return {
    formats: count(items.flatMap((v) => (v.format ? [v.format] : []))),
    languages: count(items.flatMap((v) => [...new Set(v.languageNames)])),
  };
}
