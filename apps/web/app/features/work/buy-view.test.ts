import type { BookshopSearch } from '@trove/contracts';
import { describe, expect, it } from 'vitest';
import { searchLinkText, shopGroups } from './buy-view.ts';

const search = (
  bookshopId: string,
  location: BookshopSearch['location'],
  isbn: string | null,
): BookshopSearch => ({
  bookshopId,
  name: bookshopId.toUpperCase(),
  location,
  nla: location === 'nla',
  searchUrl: `https://${bookshopId}.example/${isbn ?? 'words'}`,
  searchedBy: isbn ? 'isbn' : 'keyword',
  isbn,
});

describe('the Buy panel’s shops', () => {
  it('groups searches by shop, the national library first, then Australian, then international', () => {
    const groups = shopGroups([
      search('abe', 'international', '1'),
      search('booktopia', 'australian', '1'),
      search('booktopia', 'australian', '2'),
      search('nla', 'nla', '1'),
    ]);
    expect(groups.map((g) => [g.bookshopId, g.searches.length])).toEqual([
      ['nla', 1],
      ['booktopia', 2],
      ['abe', 1],
    ]);
  });

  it('words each link as a search at the shop, not as stock', () => {
    expect(searchLinkText(search('abe', 'international', '0330268439'))).toBe(
      'Search ABE for ISBN 0330268439',
    );
    expect(searchLinkText(search('abe', 'international', null))).toBe('Search ABE by title and creator');
  });
});
