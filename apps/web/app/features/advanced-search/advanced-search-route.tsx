import { data, redirect } from 'react-router';
import { CATEGORY_NAMESPACE, MESSAGES, parseSearchCriteria, type CollectionConfig } from '@trove/contracts';
import type { Route } from './+types/advanced-search-route';
import { AdvancedSearchForm, formKindOf } from '../../components/advanced-search/index.ts';
import { Notice } from '../../components/notice.tsx';
import { CollectionUnavailable } from '../../components/collection-unavailable.tsx';
import { loadAdvancedSearch } from '../../lib/advanced-search.server.ts';
import { toRawQuery } from '../../lib/search-params.ts';
import type { CrumbHandle } from '../../lib/crumb-handle.ts';
import { pageMeta, siteFromMatches } from '../../lib/meta.ts';
import styles from './advanced-search.module.css';

function plainSearch(ns: string, key: string, search: URLSearchParams): string {
  const keyword = search.get('keyword');
  const query = keyword ? `?${new URLSearchParams({ keyword }).toString()}` : '';
  return `/search/${encodeURIComponent(ns)}/${encodeURIComponent(key)}${query}`;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  // Lists have no advanced search: spec 01 §2.1 sends them to the plain search with the keyword.
  if (params.ns === CATEGORY_NAMESPACE && params.key === 'lists')
    throw redirect(plainSearch(params.ns, params.key, search));
  const { collection, metadata } = await loadAdvancedSearch(params.ns, params.key);
  // The form shows whatever the address holds that it can show; problems are shown on submit.
  const { criteria } = parseSearchCriteria(toRawQuery(search));
  if (!collection.ok) {
    const status = collection.status === 404 ? 404 : 502;
    return data(
      {
        collection: null as CollectionConfig | null,
        metadata,
        criteria,
        keyword: search.get('keyword'),
        status,
      },
      { status },
    );
  }
  if (!collection.data.searchable || formKindOf(collection.data.searchHandler) === null)
    throw redirect(plainSearch(params.ns, params.key, search));
  return { collection: collection.data, metadata, criteria, keyword: search.get('keyword'), status: 200 };
}

export const handle: CrumbHandle = {
  crumbs: (loaderData) => {
    const name = (loaderData as { collection: CollectionConfig | null } | undefined)?.collection?.name;
    return [{ text: name ? `${MESSAGES.advancedSearch}: ${name}` : MESSAGES.advancedSearch }];
  },
};

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const name = loaderData?.collection?.name;
  return pageMeta({
    site,
    title: name ? `${MESSAGES.advancedSearch} - ${name}` : MESSAGES.advancedSearch,
    description: name
      ? `Search ${name} in ${site.product} by keyword, title, creator, subject, date and more.`
      : `Advanced search of ${site.product}.`,
    path: `/search/advanced/${params.ns}/${params.key}`,
  });
}

export default function AdvancedSearch({ loaderData, params }: Route.ComponentProps) {
  const { collection, metadata, criteria } = loaderData;
  if (!collection) {
    return (
      <div className={styles.page}>
        <h1>{MESSAGES.advancedSearch}</h1>
        <CollectionUnavailable status={loaderData.status} collectionKey={params.key} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1>
        {MESSAGES.advancedSearch}: {collection.name}
      </h1>
      <p className={styles.intro}>
        Fill in any of the fields below; a result must match all of them. Leave a field empty to ignore it.
      </p>
      {metadata ? null : (
        <Notice tone="warning">
          <p>The lists of organisations and titles could not be loaded; the other fields still work.</p>
        </Notice>
      )}
      <AdvancedSearchForm
        key={`${params.ns}/${params.key}?${loaderData.keyword ?? ''}|${JSON.stringify(criteria)}`}
        categoryKey={collection.urlKey}
        collectionName={collection.name}
        handler={collection.searchHandler}
        initialCriteria={criteria}
        metadata={metadata}
      />
    </div>
  );
}
