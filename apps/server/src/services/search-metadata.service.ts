import type { SearchMetadata, UrlLookup, UrlLookupWork } from '@trove/contracts';
import type { ArchivedCapture } from '@trove/db';
import { deliveryUrlOf } from '@trove/search';
import type { ServiceDeps } from '../deps.ts';
import { invalid } from '../domain/errors.ts';
import { ALL_COLLECTIONS, resolveCollection } from './search.service.ts';

/** The handlers whose collections hold newspaper articles and so offer the title lookup. */
const NEWSPAPER_HANDLERS = new Set(['NEWSPAPER', 'GAZETTE', 'NEWSPAPER_AND_GAZETTE']);

/** Libraries for every collection; titles only for newspapers; the dates its records span. */
export async function searchMetadata(
  deps: ServiceDeps<'content' | 'searchMetadata'>,
  category: string,
): Promise<SearchMetadata> {
  const metadata = deps.store.searchMetadata;
  const libraries = await metadata.readMetadataLibraries();
  if (category === ALL_COLLECTIONS) {
    const range = await metadata.readDateRange({ articles: true, websites: true });
    return { libraries, titles: [], ...range };
  }
  const collection = await resolveCollection(deps, category);
  const newspapers = NEWSPAPER_HANDLERS.has(collection.searchHandler);
  const range = await metadata.readDateRange({
    workCategory: collection.urlKey,
    articles: newspapers,
    websites: collection.searchHandler === 'WEBSITE',
  });
  return { libraries, titles: newspapers ? await metadata.readMetadataTitles() : [], ...range };
}

/**
 * An address as the lookup compares it: without its scheme or a trailing slash, host lower-cased.
 * Undefined for anything that is not an http(s) address.
 */
export function normaliseUrl(raw: string): string | undefined {
  const text = raw.trim();
  if (!/^https?:\/\/[^/\s]/i.test(text)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return undefined;
  }
  const rest = text.replace(/^https?:\/\/[^/?#]*/i, '').replace(/\/+$/, '');
  return `${parsed.host.toLowerCase()}${rest}`;
}

/** The stored forms an address may have: either scheme, with or without the trailing slash. */
function storedForms(key: string): string[] {
  const lowered = key.toLowerCase();
  return ['http://', 'https://'].flatMap((scheme) => [`${scheme}${lowered}`, `${scheme}${lowered}/`]);
}

/** Archived websites at an address (spec 01 §4): the site itself, or a page captured under it. */
export async function lookupUrl(deps: ServiceDeps<'searchMetadata'>, url: string): Promise<UrlLookup> {
  const key = normaliseUrl(url);
  if (key === undefined)
    throw invalid(`${url} is not a web address (it must start with http: or https:).`, {
      code: 'invalid_url',
    });
  const found = await deps.store.searchMetadata.findArchivedUrlCandidates(storedForms(key));
  const works: UrlLookupWork[] = [];
  const add = (websiteId: number, pick: (captures: ArchivedCapture[]) => ArchivedCapture | undefined) => {
    const site = found.websites.get(websiteId);
    if (!site || works.some((w) => w.id === websiteId)) return;
    const capture = pick(site.captures);
    works.push({
      id: site.id,
      workType: 'website',
      category: 'websites',
      title: site.title,
      url: site.url,
      date: capture ? captureDate(capture.timestamp) : null,
      deliveryUrl: deliveryUrlOf(site.url, capture?.timestamp ?? null, capture?.originalUrl ?? null),
      synthetic: site.synthetic === 1,
    });
  };
  // The site itself first, opened at its latest capture as the search results open it.
  for (const site of found.sites)
    if (normaliseUrl(site.url) === key) add(site.id, (captures) => captures.at(-1));
  for (const capture of found.captures)
    if (normaliseUrl(capture.originalUrl) === key)
      add(capture.websiteId, (captures) =>
        captures.filter((c) => normaliseUrl(c.originalUrl) === key).at(-1),
      );
  return { works };
}

function captureDate(timestamp: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(timestamp);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}
