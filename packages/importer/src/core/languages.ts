import { languageCodeOfName } from '@trove/contracts';

/**
 * Languages a source names in words ('English', 'Croatian') stored as ISO 639-2 codes, like the
 * MARC records' ('eng'), so the language facet counts one English; a name the standard does not
 * know ('Luritja (C7.1)', an AUSTLANG variety) is kept as it is.
 */
export function languagesOfNames(names: readonly string[]): string[] {
  return [
    ...new Set(
      names
        .map((name) => name.trim())
        .filter(Boolean)
        .map((name) => languageCodeOfName(name) ?? name),
    ),
  ];
}
