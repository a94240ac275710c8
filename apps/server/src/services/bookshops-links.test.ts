import type { Bookshop, Version } from '@trove/contracts';
import { describe, expect, it } from 'vitest';
import {
  bookshopSearches,
  fillTemplate,
  otherSuppliers,
  searchCreator,
  searchTitle,
} from './bookshops-links.ts';

const shop: Bookshop = {
  id: 'abebooks',
  name: 'AbeBooks',
  location: 'international',
  nla: false,
  searchUrl: 'https://shop.example/search?isbn={isbn}',
  keywordSearchUrl: 'https://shop.example/search?tn={title}&an={creator}',
};
const edition = (identifiers: Version['identifiers']) => ({
  title: 'Robbery under arms : a story of life / by Rolf Boldrewood',
  creators: ['Boldrewood, Rolf, 1826-1915'],
  identifiers,
});

describe('bookshop search addresses', () => {
  it('fills placeholders with encoded values', () => {
    expect(fillTemplate('x?q={title}&a={creator}&z={missing}', { title: 'A & B', creator: 'C/D' })).toBe(
      'x?q=A%20%26%20B&a=C%2FD&z=',
    );
  });

  it('searches by each ISBN without hyphens', () => {
    const searches = bookshopSearches(shop, edition({ isbn: ['0-330-26843-9', '9780330268431'] }));
    expect(searches.map((s) => [s.searchedBy, s.isbn, s.searchUrl])).toEqual([
      ['isbn', '0-330-26843-9', 'https://shop.example/search?isbn=0330268439'],
      ['isbn', '9780330268431', 'https://shop.example/search?isbn=9780330268431'],
    ]);
  });

  it('searches by short title and creator without an ISBN, and not at all at an ISBN-only shop', () => {
    expect(bookshopSearches(shop, edition({}))[0]?.searchUrl).toBe(
      'https://shop.example/search?tn=Robbery%20under%20arms&an=Rolf%20Boldrewood',
    );
    expect(bookshopSearches({ ...shop, keywordSearchUrl: null }, edition({}))).toEqual([]);
  });

  it('turns headings into search words', () => {
    expect(searchTitle('The man from Snowy River.')).toBe('The man from Snowy River');
    expect(searchCreator('Paterson, A. B. (Andrew Barton), 1864-1941')).toBe('A. B. Paterson');
    expect(searchCreator('Angus & Robertson')).toBe('Angus & Robertson');
    expect(searchCreator(undefined)).toBe('');
  });
});

describe('other suppliers', () => {
  const holding = (nuc: string) => ({
    library: { fullName: 'National Library of Australia', nuc, stateAbbrev: 'ACT', openToPublic: true },
    callNumber: null,
    url: null,
  });
  const held = {
    title: 'Robbery under arms',
    holdings: [holding('ANL')],
    records: [{ recordId: 'ANL:123', source: 'marc', nuc: 'ANL' }],
  };
  it('offers Copies Direct for an edition the national library holds, when configured', () => {
    expect(otherSuppliers(held, 'https://copies.example/?id={recordId}&t={title}')).toEqual([
      {
        nuc: 'ANL',
        name: 'National Library of Australia (Copies Direct)',
        orderingUrl: 'https://copies.example/?id=123&t=Robbery%20under%20arms',
      },
    ]);
    expect(otherSuppliers(held, null)).toEqual([]);
    expect(otherSuppliers({ ...held, holdings: [holding('NSL')] }, 'https://copies.example/')).toEqual([]);
  });
});
