import type { CategoryKey } from '@trove/contracts';

/** The words, names and distributions synthetic records are drawn from. */
export interface Vocabulary {
  origin: 'corpus' | 'built-in';
  /** Title words, most frequent first. */
  titleWords: string[];
  subjects: string[];
  surnames: string[];
  forenames: string[];
  places: { name: string; state: string }[];
  newspaperNames: string[];
  publishers: string[];
  /** A sample of real publication years: picking from it follows the real distribution. */
  years: number[];
  formats: Partial<Record<CategoryKey, string[]>>;
}

/** Formats per category, as Trove names them. */
export const FORMATS: Partial<Record<CategoryKey, string[]>> = {
  books: ['Book', 'Book/Illustrated', 'Book/Large print', 'Audio book', 'Book/Braille'],
  magazines: ['Periodical', 'Periodical/Journal, magazine, other', 'Periodical/Newsletter'],
  images: ['Picture', 'Photograph', 'Cartoon', 'Map', 'Art work', 'Poster, chart, other'],
  research: ['Thesis', 'Government publication', 'Conference proceedings', 'Report'],
  diaries: ['Manuscript', 'Archived material', 'Letter', 'Diary'],
  music: ['Sound/Recorded music', 'Sound/Oral history', 'Sound/Radio broadcast', 'Music score', 'Video'],
};
