import {
  LIST_SORTS,
  type ListFilters,
  type ListItemType,
  type ListSort,
  languageName,
} from '@trove/contracts';
import { type ListItemFacts, fromJson } from '@trove/db';
import { itemTypeOf } from './list-items-present.ts';

/**
 * Sorting, filtering and facet values of a list's items (spec 03 §2 List view; ADR 038), pure over
 * the items' facts, so a page of a list of thousands is chosen before any item is presented.
 */

/** A decade as the date filter names it: 1893 → '1890s'. */
export function decadeOf(year: number | null): string | null {
  return year === null ? null : `${Math.floor(year / 10) * 10}s`;
}

/** The languages an item's record names, as readers see them. */
export function languagesOf(facts: ListItemFacts): string[] {
  return fromJson<unknown[]>(facts.languages, [])
    .filter((v): v is string => typeof v === 'string' && v !== '')
    .map((code) => languageName(code));
}

export interface ItemFilter {
  type?: ListItemType | undefined;
  lang?: string | undefined;
  /** A decade, '1890s'. */
  date?: string | undefined;
  /** Ids matching the words searched within the list, when words were given. */
  matching?: ReadonlySet<number> | undefined;
}

/** The items kept by every filter given. */
export function filterItems(items: readonly ListItemFacts[], filter: ItemFilter): ListItemFacts[] {
  const lang = filter.lang?.trim().toLowerCase();
  const date = filter.date?.trim().toLowerCase();
  return items.filter(
    (item) =>
      (filter.type === undefined || itemTypeOf(item.targetType) === filter.type) &&
      (!lang || languagesOf(item).some((l) => l.toLowerCase() === lang)) &&
      (!date || decadeOf(item.year)?.toLowerCase() === date) &&
      (filter.matching === undefined || filter.matching.has(item.id)),
  );
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Items in the order asked: list position (DEFAULT), date or title; descending reverses it. Items
 * with no date or title come last either way; ties keep list order.
 */
export function sortItems(items: readonly ListItemFacts[], sort: ListSort, desc: boolean): ListItemFacts[] {
  const byPosition = (a: ListItemFacts, b: ListItemFacts) => a.position - b.position || a.id - b.id;
  const sign = desc ? -1 : 1;
  if (sort === 'DEFAULT') return [...items].sort((a, b) => sign * byPosition(a, b));
  const key = (item: ListItemFacts) =>
    sort === 'DATE' ? (item.date ?? null) : item.title?.trim() ? item.title.trim() : null;
  return [...items].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    if (ka === null || kb === null) return ka === kb ? byPosition(a, b) : ka === null ? 1 : -1;
    const order = sort === 'DATE' ? compareDates(ka, kb) : collator.compare(ka, kb);
    return order !== 0 ? sign * order : byPosition(a, b);
  });
}

/** Dates as stored (YYYY, YYYY-MM, YYYY-MM-DD), compared by their numbers. */
function compareDates(a: string, b: string): number {
  const [pa, pb] = [a.split('-').map(Number), b.split('-').map(Number)];
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0 && Number.isFinite(diff)) return diff;
  }
  return 0;
}

type FilterValue = { value: string; itemIds: number[] };

function grouped(
  items: readonly ListItemFacts[],
  valuesOf: (item: ListItemFacts) => string[],
): FilterValue[] {
  const groups = new Map<string, number[]>();
  for (const item of items)
    for (const value of new Set(valuesOf(item))) groups.set(value, [...(groups.get(value) ?? []), item.id]);
  return [...groups].map(([value, itemIds]) => ({ value, itemIds }));
}

/** The filter values of a list with the ids of the items holding each (spec 03 §3 List filters). */
export function filterValues(
  items: readonly ListItemFacts[],
  type: 'type' | 'lang' | 'date' | 'all' | undefined,
): ListFilters {
  const byType = () => grouped(items, (item) => [itemTypeOf(item.targetType)]);
  const byLang = () =>
    grouped(items, languagesOf).sort(
      (a, b) => b.itemIds.length - a.itemIds.length || collator.compare(a.value, b.value),
    );
  const byDate = () =>
    grouped(items, (item) => {
      const decade = decadeOf(item.year);
      return decade === null ? [] : [decade];
    }).sort((a, b) => Number.parseInt(a.value, 10) - Number.parseInt(b.value, 10));
  switch (type) {
    case 'type':
      return { type: byType() };
    case 'lang':
      return { lang: byLang() };
    case 'date':
      return { date: byDate() };
    case 'all':
      return {
        all: items.map((item, i) => ({ id: item.id, seq: i + 1 })),
        sortOptions: [...LIST_SORTS],
      };
    default:
      return { type: byType(), lang: byLang(), date: byDate() };
  }
}
