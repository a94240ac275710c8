import type { Version, Work } from '@trove/contracts';
import { describe, expect, it } from 'vitest';
import { versionJsonLd } from './work-meta.ts';
import { versionFixture } from './version-fixture.ts';

const version: Version = versionFixture(7, {
  title: 'Robbery under arms',
  format: 'Book',
  published: 'Sydney : Angus & Robertson, 1937',
  publisher: 'Angus & Robertson',
  place: 'Sydney',
  year: 1937,
  languages: ['eng'],
  languageNames: ['English'],
  identifiers: { isbn: '0207141231' },
  thumbnailUrl: 'https://example.org/c.jpg',
});
const work = {
  id: 3,
  title: 'Robbery under arms',
  category: 'books',
  primaryFormat: 'Book',
  format: ['Book'],
  creators: ['Boldrewood, Rolf'],
  culturallySensitive: false,
  items: [version],
} as unknown as Work;
const site = { product: 'Trove', publicUrl: 'https://trove.example' };

describe('schema.org of an edition page', () => {
  it('describes the edition as a Book with its ISBN, date, publisher, and the work it belongs to', () => {
    expect(versionJsonLd(site, work, version)).toMatchObject({
      '@type': 'Book',
      name: 'Robbery under arms',
      url: 'https://trove.example/work/3/version/7',
      author: [{ '@type': 'Person', name: 'Boldrewood, Rolf' }],
      isbn: '0207141231',
      datePublished: '1937',
      publisher: { '@type': 'Organization', name: 'Angus & Robertson' },
      genre: 'Book',
      exampleOfWork: { '@type': 'Book', url: 'https://trove.example/work/3' },
    });
  });

  it('types a map edition as a Map, without an ISBN', () => {
    const map = { ...work, category: 'images', primaryFormat: 'Map', format: ['Map'] } as Work;
    const ld = versionJsonLd(site, map, { ...version, format: 'Map' });
    expect(ld).toMatchObject({ '@type': 'Map', exampleOfWork: { '@type': 'Map' } });
    expect(ld.isbn).toBeUndefined();
  });

  it('leaves out the image of a culturally sensitive work', () => {
    const sensitive = { ...work, culturallySensitive: true } as Work;
    expect(versionJsonLd(site, sensitive, version).image).toBeUndefined();
    expect(versionJsonLd(site, work, version).image).toBe('https://example.org/c.jpg');
  });
});
