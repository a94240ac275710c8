import {
  type Bookshop,
  type BookshopSearch,
  type OtherSupplier,
  type Version,
  isbnsOf,
} from '@trove/contracts';

/** Fills `{name}` placeholders with URL-encoded values; a placeholder without a value stays empty. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** The title a shop's search box would take: without the subtitle and statement of responsibility. */
export function searchTitle(title: string): string {
  return title
    .split(/\s+[:/=]\s+/)[0]!
    .replace(/[.\s]+$/, '')
    .trim();
}

/** A creator heading as words a shop's search understands: 'Boldrewood, Rolf, 1826-1915' -> 'Rolf Boldrewood'. */
export function searchCreator(heading: string | undefined): string {
  if (!heading) return '';
  const parts = heading
    .replace(/\(.*?\)/g, '')
    .split(',')
    .map((p) => p.trim().replace(/(\w{2,})\.$/, '$1'))
    .filter((p) => p && !/\d/.test(p));
  if (parts.length >= 2) return `${parts[1]} ${parts[0]}`;
  return parts[0] ?? '';
}

type Edition = Pick<Version, 'title' | 'creators' | 'identifiers'>;

/**
 * The searches for an edition at one shop (ADR 011): one per ISBN of the edition; without an ISBN a
 * search by title and creator where the shop offers one; otherwise none.
 */
export function bookshopSearches(shop: Bookshop, edition: Edition): BookshopSearch[] {
  const base = { bookshopId: shop.id, name: shop.name, location: shop.location, nla: shop.nla };
  const isbns = isbnsOf(edition.identifiers);
  if (isbns.length > 0)
    return isbns.map((isbn) => ({
      ...base,
      searchUrl: fillTemplate(shop.searchUrl, { isbn: isbn.replace(/[^0-9Xx]/g, '') }),
      searchedBy: 'isbn' as const,
      isbn,
    }));
  if (!shop.keywordSearchUrl) return [];
  const values = { title: searchTitle(edition.title), creator: searchCreator(edition.creators[0]) };
  return [
    { ...base, searchUrl: fillTemplate(shop.keywordSearchUrl, values), searchedBy: 'keyword', isbn: null },
  ];
}

/** The national library's NUC: its holdings can be ordered as copies (ADR 011). */
export const NATIONAL_LIBRARY_NUC = 'ANL';

/**
 * Other suppliers of an edition: the national library's copy service (Copies Direct) for an edition
 * it holds, when the environment names the service.
 */
export function otherSuppliers(
  edition: Pick<Version, 'title' | 'holdings' | 'records'>,
  copiesDirectUrl: string | null,
): OtherSupplier[] {
  if (!copiesDirectUrl) return [];
  const holding = edition.holdings.find((h) => h.library.nuc.toUpperCase() === NATIONAL_LIBRARY_NUC);
  if (!holding) return [];
  const record = edition.records.find((r) => r.nuc?.toUpperCase().startsWith(NATIONAL_LIBRARY_NUC));
  const recordId = (record ?? edition.records[0])?.recordId.split(':').pop() ?? '';
  return [
    {
      nuc: NATIONAL_LIBRARY_NUC,
      name: `${holding.library.fullName} (Copies Direct)`,
      orderingUrl: fillTemplate(copiesDirectUrl, { recordId, title: searchTitle(edition.title) }),
    },
  ];
}
