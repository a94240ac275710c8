/**
 * The family of formats a record belongs to, for the picture shown when it has no image of its
 * own (issue 14 §4): one icon per family rather than per format, so that 'Book/Large print' and
 * 'Thesis' both look like books and 'Map/Atlas' like a map.
 */
export const FORMAT_FAMILIES = [
  'book',
  'article',
  'newspaper',
  'periodical',
  'map',
  'picture',
  'object',
  'music',
  'sound',
  'video',
  'manuscript',
  'website',
  'person',
  'organisation',
  'list',
  'other',
] as const;
export type FormatFamily = (typeof FORMAT_FAMILIES)[number];

/** A catalogue format's broad part ('Map' of 'Map/Atlas') and its family; narrow parts that differ below. */
const BY_BROAD_FORMAT: Readonly<Record<string, FormatFamily>> = {
  book: 'book',
  thesis: 'book',
  'conference proceedings': 'book',
  kit: 'book',
  article: 'article',
  periodical: 'periodical',
  map: 'map',
  picture: 'picture',
  // The demo corpus's cartoons (Trove's own word for drawings published in newspapers).
  cartoon: 'picture',
  object: 'object',
  'music score': 'music',
  sound: 'sound',
  video: 'video',
  manuscript: 'manuscript',
  'archived material': 'manuscript',
  'archived website': 'website',
  website: 'website',
};

const BY_NARROW_FORMAT: Readonly<Record<string, FormatFamily>> = {
  'periodical/newspaper': 'newspaper',
  'sound/recorded music': 'music',
  'map/aerial photograph': 'picture',
};

/** What a record says about its kind: its work type, its format, and for people their entity type. */
export interface RecordKind {
  /** 'work', 'website', 'newspaper', 'people' or 'list' (results); a work page's is 'work'. */
  workType: string;
  /** A catalogue format ('Book', 'Map/Atlas'), when the record has one. */
  format?: string | null;
  /** People: 'person', 'corporatebody' or 'family'. */
  entityType?: string | null;
}

/** The family whose placeholder a record without an image shows. */
export function formatFamily(record: RecordKind): FormatFamily {
  switch (record.workType) {
    case 'newspaper':
      return 'newspaper';
    case 'website':
      return 'website';
    case 'list':
      return 'list';
    case 'people':
      return record.entityType === 'corporatebody' ? 'organisation' : 'person';
  }
  const format = (record.format ?? '').trim().toLowerCase();
  const broad = format.split('/')[0]?.trim() ?? '';
  return BY_NARROW_FORMAT[format] ?? BY_BROAD_FORMAT[broad] ?? 'other';
}
