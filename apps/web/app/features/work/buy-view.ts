import { type BookshopSearch, type OtherSupplier, orderBookshops } from '@trove/contracts';

export interface BuyData {
  searches: BookshopSearch[];
  suppliers: OtherSupplier[];
  failed: boolean;
}

export interface ShopGroup {
  bookshopId: string;
  name: string;
  searches: BookshopSearch[];
}

/** Searches grouped by shop, the national library's shop first, then Australian, then international. */
export function shopGroups(searches: readonly BookshopSearch[]): ShopGroup[] {
  const groups = new Map<string, ShopGroup & Pick<BookshopSearch, 'location' | 'nla'>>();
  for (const s of searches) {
    const group = groups.get(s.bookshopId) ?? {
      bookshopId: s.bookshopId,
      name: s.name,
      location: s.location,
      nla: s.nla,
      searches: [],
    };
    group.searches.push(s);
    groups.set(s.bookshopId, group);
  }
  return orderBookshops([...groups.values()]).map(({ bookshopId, name, searches: list }) => ({
    bookshopId,
    name,
    searches: list,
  }));
}

/** What a search link says: a search at the shop, never that the shop has it (ADR 011). */
export function searchLinkText(search: BookshopSearch): string {
  return search.searchedBy === 'isbn' && search.isbn
    ? `Search ${search.name} for ISBN ${search.isbn}`
    : `Search ${search.name} by title and creator`;
}
