import {
  type CollectionConfig,
  type CollectionPage,
  type CollectionRef,
  type Contributor,
  SearchHandlerSchema,
} from '@trove/contracts';
import { type CollectionRow } from '@trove/db';
import { StoredCollectionPageSchema } from '../content/stored.ts';
import type { ServiceDeps } from '../deps.ts';
import { broken, notFound } from '../domain/errors.ts';
import { sanitiseContentHtml } from '../sanitise.ts';
import { parseStored } from './content-reader.ts';

async function requireCollection(
  deps: ServiceDeps<'content'>,
  ns: string,
  key: string,
): Promise<CollectionRow> {
  const row = await deps.store.content.findCollection(ns, key);
  if (!row) throw notFound(`There is no collection ${ns}/${key}.`);
  return row;
}

function refOf(row: CollectionRow): CollectionRef {
  return {
    id: row.id,
    name: row.name,
    urlNamespace: row.urlNamespace,
    urlKey: row.urlKey,
    catchline: row.catchline,
  };
}

function configOf(deps: ServiceDeps, row: CollectionRow, all: readonly CollectionRow[]): CollectionConfig {
  const page = parseStored(
    StoredCollectionPageSchema,
    row.page,
    `collection ${row.urlKey}`,
    deps.config.productName,
  );
  const handler = SearchHandlerSchema.safeParse(row.searchHandler);
  if (!handler.success)
    throw broken(`Collection ${row.urlKey} has an unknown search handler.`, 'content_invalid');
  const related = page.relatedCollectionKeys.flatMap((k) =>
    all.filter((c) => c.urlNamespace === row.urlNamespace && c.urlKey === k),
  );
  return {
    ...refOf(row),
    explorable: row.explorable === 1,
    searchable: row.searchable === 1,
    searchHandler: handler.data,
    uiSearchType: row.uiSearchType,
    searchDelay: row.searchDelay,
    exploreByFacets: page.exploreByFacets,
    relatedCollections: related.map((c) => c.id),
  };
}

export async function collectionConfig(
  deps: ServiceDeps<'content'>,
  ns: string,
  key: string,
): Promise<CollectionConfig> {
  const row = await requireCollection(deps, ns, key);
  return configOf(deps, row, await deps.store.content.listCollections());
}

/** Collections in a set. The only set is a url namespace: `categories` (or `category`) is the category collections. */
export async function collectionSet(
  deps: ServiceDeps<'content'>,
  set: string | undefined,
): Promise<CollectionConfig[]> {
  const all = await deps.store.content.listCollections();
  const namespace = set === 'categories' ? 'category' : set;
  const members = namespace === undefined ? all : all.filter((c) => c.urlNamespace === namespace);
  if (namespace !== undefined && members.length === 0) throw notFound(`There is no collection set ${set}.`);
  return members.map((row) => configOf(deps, row, all));
}

export async function collectionPage(
  deps: ServiceDeps<'content' | 'stats'>,
  ns: string,
  key: string,
): Promise<CollectionPage> {
  const row = await requireCollection(deps, ns, key);
  const all = await deps.store.content.listCollections();
  const page = parseStored(
    StoredCollectionPageSchema,
    row.page,
    `collection ${row.urlKey}`,
    deps.config.productName,
  );
  const counts = await deps.store.stats.countRecordsByCategory();
  const recordCount = ns === 'category' ? (counts.get(key) ?? 0) : 0;
  const config = configOf(deps, row, all);
  const body = page.body.replaceAll(
    '{recordCount}',
    `${recordCount.toLocaleString('en-AU')} ${recordCount === 1 ? 'record' : 'records'}`,
  );
  return {
    ...config,
    logosAndAltText: page.logosAndAltText,
    image: page.image,
    imageAlt: page.imageAlt,
    imageCaption: page.imageCaption,
    bannerColours: page.bannerColours,
    body: sanitiseContentHtml(body),
    callToAction: page.callToAction,
    callToActionLink: page.callToActionLink,
    relatedNews: page.relatedNews,
    relatedCollectionPages: all.filter((c) => config.relatedCollections.includes(c.id)).map(refOf),
    recordCount,
  };
}

export async function collectionContributors(
  deps: ServiceDeps<'content'>,
  ns: string,
  key: string,
): Promise<Contributor[]> {
  const row = await requireCollection(deps, ns, key);
  const rows = await deps.store.content.listCollectionContributors(row.id);
  return rows.map((c) => ({
    contributorName: c.contributorName,
    contributorPrefix: c.contributorPrefix,
    contributorLink: c.contributorLink,
    contributorAdditionalText: c.contributorAdditionalText,
  }));
}
