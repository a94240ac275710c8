import type { Version, Work } from '@trove/contracts';
import { absoluteUrl, type SiteInfo } from '../../lib/meta.ts';

const isbnsOf = (version: Version): string[] => {
  const isbn = version.identifiers.isbn;
  return isbn === undefined ? [] : Array.isArray(isbn) ? isbn : [isbn];
};

/** schema.org for the whole work: a Book (or CreativeWork) with every edition as workExample. */
export function workJsonLd(site: SiteInfo, work: Work): Record<string, unknown> {
  const book = work.category === 'books';
  return {
    '@type': book ? 'Book' : 'CreativeWork',
    name: work.title,
    url: absoluteUrl(site.publicUrl, `/work/${work.id}`) ?? undefined,
    author: work.creators.map((name) => ({ '@type': 'Person', name })),
    dateCreated: work.yearRange ?? undefined,
    inLanguage: work.languages,
    about: work.subjects,
    description: work.summary ?? undefined,
    genre: work.primaryFormat ?? undefined,
  };
}

/**
 * schema.org for one edition: the Book with its own ISBN, publication date and publisher, as an
 * example of the work (https://schema.org/workExample, exampleOfWork).
 */
export function versionJsonLd(site: SiteInfo, work: Work, version: Version): Record<string, unknown> {
  const book = work.category === 'books';
  const isbn = isbnsOf(version);
  const creators = version.creators.length > 0 ? version.creators : work.creators;
  return {
    '@type': book ? 'Book' : 'CreativeWork',
    name: version.title,
    url: absoluteUrl(site.publicUrl, `/work/${work.id}/version/${version.id}`) ?? undefined,
    author: creators.map((name) => ({ '@type': 'Person', name })),
    ...(book && isbn.length > 0 ? { isbn: isbn.length === 1 ? isbn[0] : isbn } : {}),
    datePublished: version.date ?? version.year?.toString() ?? undefined,
    publisher: version.publisher ? { '@type': 'Organization', name: version.publisher } : undefined,
    locationCreated: version.place ? { '@type': 'Place', name: version.place } : undefined,
    inLanguage: version.languages,
    ...(book && version.format ? { bookFormat: version.format } : { genre: version.format ?? undefined }),
    image: work.culturallySensitive ? undefined : (version.thumbnailUrl ?? undefined),
    exampleOfWork: {
      '@type': book ? 'Book' : 'CreativeWork',
      name: work.title,
      url: absoluteUrl(site.publicUrl, `/work/${work.id}`) ?? undefined,
    },
  };
}
