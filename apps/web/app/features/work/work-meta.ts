import type { Version, Work } from '@trove/contracts';
import { absoluteUrl, type SiteInfo } from '../../lib/meta.ts';
import { schemaTypeOf } from './schema-type.ts';

const isbnsOf = (version: Version): string[] => {
  const isbn = version.identifiers.isbn;
  return isbn === undefined ? [] : Array.isArray(isbn) ? isbn : [isbn];
};

const workType = (work: Work) => schemaTypeOf([work.primaryFormat, ...work.format], work.category);

/** schema.org for the whole work, typed by its format (Book, Map, MusicComposition …). */
export function workJsonLd(site: SiteInfo, work: Work): Record<string, unknown> {
  return {
    '@type': workType(work),
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
  const type = schemaTypeOf([version.format, work.primaryFormat, ...work.format], work.category);
  const isbn = isbnsOf(version);
  const creators = version.creators.length > 0 ? version.creators : work.creators;
  return {
    '@type': type,
    name: version.title,
    url: absoluteUrl(site.publicUrl, `/work/${work.id}/version/${version.id}`) ?? undefined,
    author: creators.map((name) => ({ '@type': 'Person', name })),
    ...(type === 'Book' && isbn.length > 0 ? { isbn: isbn.length === 1 ? isbn[0] : isbn } : {}),
    datePublished: version.date ?? version.year?.toString() ?? undefined,
    publisher: version.publisher ? { '@type': 'Organization', name: version.publisher } : undefined,
    locationCreated: version.place ? { '@type': 'Place', name: version.place } : undefined,
    inLanguage: version.languages,
    // bookFormat takes only schema.org's BookFormatType values; the catalogue's format is a genre.
    genre: version.format ?? undefined,
    image: work.culturallySensitive ? undefined : (version.thumbnailUrl ?? undefined),
    exampleOfWork: {
      '@type': workType(work),
      name: work.title,
      url: absoluteUrl(site.publicUrl, `/work/${work.id}`) ?? undefined,
    },
  };
}
