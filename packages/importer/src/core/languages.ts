import { languageCodeOfName, languageCodesInText } from '@trove/contracts';

/** 'und': says nothing about the item, so it is not stored. */
const UNDETERMINED = 'und';

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
        .map((name) => languageCodeOfName(name) ?? name)
        .filter((code) => code !== UNDETERMINED),
    ),
  ];
}

/**
 * The languages of a free-text cell ('English French German', 'EnglishThe language of items 1-9
 * is Latin.'), as codes; a cell that names none is left out with a warning.
 */
export function languagesOfText(text: string | null): { codes: string[]; warnings: string[] } {
  const value = text?.trim();
  if (!value) return { codes: [], warnings: [] };
  const whole = languageCodeOfName(value);
  if (whole) return { codes: whole === UNDETERMINED ? [] : [whole], warnings: [] };
  const codes = languageCodesInText(value).filter((code) => code !== UNDETERMINED);
  return codes.length > 0
    ? { codes, warnings: [] }
    : { codes: [], warnings: [`language '${value}' names no language the standard knows: left out`] };
}
