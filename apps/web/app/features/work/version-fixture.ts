import { EMPTY_RELATED, type Version } from '@trove/contracts';

/** A version with every field empty, for tests that set only the fields they are about. */
export function versionFixture(id: number, fields: Partial<Version> = {}): Version {
  return {
    id,
    title: `Edition ${id}`,
    format: null,
    creators: [],
    contributors: [],
    published: null,
    publisher: null,
    place: null,
    year: null,
    date: null,
    languages: [],
    languageNames: [],
    identifiers: {},
    thumbnailUrl: null,
    imageUrl: null,
    onlineText: null,
    details: [],
    availableUrls: [],
    holdings: [],
    numHoldings: 0,
    records: [],
    related: EMPTY_RELATED,
    ...fields,
  };
}
