import type { SearchHandler } from './api/collections.ts';

/**
 * The collections (categories) of the portal, under Trove's own URL keys so that links people
 * already have keep their shape: /search/category/{key} and /collection/category/{key}.
 * Every catalogue record's `category` column holds one of these keys.
 */
export const CATEGORIES = [
  { key: 'books', name: 'Books & Libraries', handler: 'BOOK' },
  { key: 'newspapers', name: 'Newspapers & Gazettes', handler: 'NEWSPAPER_AND_GAZETTE' },
  { key: 'magazines', name: 'Magazines & Newsletters', handler: 'MAGAZINE' },
  { key: 'images', name: 'Images, Maps & Artefacts', handler: 'PICTURE' },
  { key: 'research', name: 'Research & Reports', handler: 'RESEARCH' },
  { key: 'diaries', name: 'Diaries, Letters & Archives', handler: 'RESOURCE' },
  { key: 'music', name: 'Music, Audio & Video', handler: 'MUSIC' },
  { key: 'people', name: 'People & Organisations', handler: 'PEOPLE' },
  { key: 'lists', name: 'Lists', handler: 'LIST' },
  { key: 'websites', name: 'Websites', handler: 'WEBSITE' },
] as const satisfies readonly { key: string; name: string; handler: SearchHandler }[];

export type CategoryKey = (typeof CATEGORIES)[number]['key'];

/** The url namespace of the category collections. */
export const CATEGORY_NAMESPACE = 'category';

export function isCategoryKey(value: string): value is CategoryKey {
  return CATEGORIES.some((c) => c.key === value);
}
