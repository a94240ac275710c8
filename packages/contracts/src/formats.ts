import type { CategoryKey } from './categories.ts';

/**
 * The formats catalogue records are given (ADR 032), each in the collection it belongs to.
 * Formats nest as 'Broad/Narrow' ('Map/Atlas'): the format facet counts a record under both, so
 * every atlas is also a Map and every poster a Picture. The words follow Trove's where Trove has
 * one ('Sound/Recorded music', 'Periodical/Newspaper', 'Book/Large print').
 */
export const CATALOGUE_FORMATS = {
  Book: 'books',
  'Book/Illustrated': 'books',
  'Book/Large print': 'books',
  'Book/Braille': 'books',
  'Conference proceedings': 'research',
  'Computer file': 'books',
  Kit: 'books',
  Article: 'research',
  Thesis: 'research',
  Periodical: 'magazines',
  'Periodical/Journal, magazine, other': 'magazines',
  'Periodical/Newspaper': 'magazines',
  Manuscript: 'diaries',
  'Archived material': 'diaries',
  'Archived material/Mixed materials': 'diaries',
  'Music score': 'music',
  'Music score/Manuscript': 'music',
  Sound: 'music',
  'Sound/Recorded music': 'music',
  'Sound/Audio book': 'music',
  'Sound/Interview, lecture, talk': 'music',
  Video: 'music',
  Map: 'images',
  'Map/Atlas': 'images',
  'Map/Single map': 'images',
  'Map/Map series': 'images',
  'Map/Globe or object': 'images',
  'Map/Aerial photograph': 'images',
  'Map/Manuscript': 'images',
  Picture: 'images',
  'Picture/Photograph': 'images',
  'Picture/Poster': 'images',
  'Picture/Art work': 'images',
  Object: 'images',
} as const satisfies Record<string, CategoryKey>;

export type CatalogueFormat = keyof typeof CATALOGUE_FORMATS;

/** The collection a catalogue format belongs to. */
export function categoryOfFormat(format: CatalogueFormat): CategoryKey {
  return CATALOGUE_FORMATS[format];
}
