import { type WorkSource, fromJson } from '@trove/db';

/**
 * What a reader expects a keyword search of books to cover besides titles, names, subjects and
 * text (issue 14 §2): the place of publication, the publisher, the series, the notes and the
 * contents of every version. They are searched with the description (the body column), so a
 * match ranks below a title, name or subject match, as a description does.
 */

/** Descriptive fields of a version's details that hold words worth finding (MARC 490/830, 500, 502, 505; CSV is_part_of). */
const DETAIL_KEYS = ['series', 'isPartOf', 'notes', 'thesis', 'contents'] as const;

/**
 * The words of a work's versions' imprints and descriptive fields, without repeats, on one line
 * that reads well as a snippet: 'London : Remington · Colonial library · First published …'.
 */
export function descriptionText(versions: WorkSource['versions']): string {
  const lines = new Set<string>();
  for (const version of versions) {
    add(
      lines,
      [version.place, version.publisher]
        .map((v) => v?.trim())
        .filter(Boolean)
        .join(' : '),
    );
    const details = detailsOf(version);
    for (const key of [...DETAIL_KEYS, 'publishedInOriginalScript', 'seriesInOriginalScript'])
      add(lines, details[key]);
  }
  return [...lines].join(' · ');
}

/** What MARC 880 gives of a work's title or names in their original script (importer's original-script.ts). */
export function inOriginalScript(
  versions: WorkSource['versions'],
  key: 'titleInOriginalScript' | 'namesInOriginalScript',
): string[] {
  const found = new Set<string>();
  for (const version of versions) add(found, detailsOf(version)[key]);
  return [...found];
}

function detailsOf(version: WorkSource['versions'][number]): Record<string, unknown> {
  const details = fromJson<unknown>(version.details, null);
  return details === null || typeof details !== 'object' || Array.isArray(details)
    ? {}
    : (details as Record<string, unknown>);
}

/** Strings, lists of strings and the titles of contents entries; anything else is not text to search. */
function add(lines: Set<string>, value: unknown): void {
  if (typeof value === 'string') {
    const text = value.trim();
    if (text !== '') lines.add(text);
  } else if (Array.isArray(value)) {
    for (const item of value) add(lines, item);
  } else if (value !== null && typeof value === 'object' && 'title' in value) {
    add(lines, (value as { title: unknown }).title);
  }
}
