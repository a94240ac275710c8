import { data, useLocation } from 'react-router';
import { MESSAGES, type CollectionConfig, apiCallOf, usesImageTiles } from '@trove/contracts';
import type { Route } from './+types/search-route';
import { CollectionResults } from '../../components/results/collection-results.tsx';
import { ActiveFilters, RemovedLimitsNotice } from '../../components/facets/active-filters.tsx';
import { FacetsSidebar } from '../../components/facets/facets-sidebar.tsx';
import { CollectionUnavailable } from '../../components/collection-unavailable.tsx';
import { CollectionsBar } from '../../components/search-bar/collections-bar.tsx';
import { SearchBar } from '../../components/search-bar/search-bar.tsx';
import { cookieOf } from '../../lib/api.ts';
import { loadCollectionConfig } from '../../lib/collection-config.server.ts';
import type { CrumbHandle } from '../../lib/crumb-handle.ts';
import { pageStatus } from '../../lib/page-status.ts';
import { pageMeta, siteFromMatches } from '../../lib/meta.ts';
import { readSearchParams, type SearchOutcome } from '../../lib/search-params.ts';
import { runSearch } from '../../lib/search.server.ts';
import { useSite, useViewer } from '../../lib/site.ts';
import { SelectionArea } from '../../components/selection/selection-area.tsx';
import { DownloadDialog } from './download-dialog.tsx';
import { TrendingLists } from './trending-lists.tsx';
import { trendingListsFor } from './trending-lists.server.ts';
import { ApiCall } from './api-call.tsx';
import { ExplainSearch } from './explain-search.tsx';
import { SearchModes } from './search-modes.tsx';
import { UrlLookup, isAddress } from './url-lookup.tsx';
import { useRemovedLimits } from './use-removed-limits.ts';
import { RESULTS_ID, RESULTS_SKIP_LINK } from './skip-to-results.ts';
import styles from './search.module.css';

export async function loader({ request, params: route }: Route.LoaderArgs) {
  const params = readSearchParams(new URL(request.url).searchParams);
  const [collection, trending] = await Promise.all([
    loadCollectionConfig(route.ns, route.key),
    trendingListsFor(route.key, cookieOf(request)),
  ]);
  if (!collection.ok) {
    const status = pageStatus(collection);
    return data(
      {
        params,
        collection: null as CollectionConfig | null,
        outcome: null as SearchOutcome | null,
        status,
        trending,
      },
      { status },
    );
  }
  if (!params.hasQuery && params.problems.length === 0)
    return { params, collection: collection.data, outcome: null, status: 200, trending };
  // Website searches page by previous/next: the server counts the neighbouring pages.
  const websites = collection.data.searchHandler === 'WEBSITE';
  // The cookie lets the API check a data manager's explain=true; for anyone else it is dropped.
  const outcome = await runSearch(route.key, params, websites ? { pageTotals: true } : {}, cookieOf(request));
  const status = outcome.ok ? 200 : pageStatus(outcome, 'query');
  return data({ params, collection: collection.data, outcome, status, trending }, { status });
}

export const handle: CrumbHandle = {
  crumbs: () => [{ text: MESSAGES.searchResultsCrumb }],
  // Past the header, the search bar and the facets at once (issue 14 §4).
  skipLinks: (loaded) =>
    (loaded as { outcome?: SearchOutcome | null } | undefined)?.outcome ? [RESULTS_SKIP_LINK] : [],
};

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const name = loaderData?.collection?.name ?? 'Collection';
  const keyword = loaderData?.params.keyword ?? '';
  const query = keyword ? `?${new URLSearchParams({ keyword }).toString()}` : '';
  return pageMeta({
    site,
    title: keyword
      ? `${keyword} - ${name} - ${MESSAGES.searchResultsCrumb}`
      : `${name} - ${MESSAGES.searchResultsCrumb}`,
    description: keyword
      ? `Results for "${keyword}" in ${name}, ${site.product}.`
      : `Search ${name} in ${site.product}.`,
    path: `/search/${params.ns}/${params.key}${query}`,
    noindex: true,
  });
}

export default function Search({ loaderData, params: route }: Route.ComponentProps) {
  const { config, environment, product } = useSite();
  const { params, collection, outcome } = loaderData;
  const removedLimits = useRemovedLimits(route.key, outcome?.ok ? outcome.page.removedLimits : undefined);
  const viewer = useViewer();
  const { search } = useLocation();
  if (!collection) {
    return (
      <div className={styles.page}>
        <h1>{MESSAGES.searchResultsCrumb}</h1>
        <CollectionUnavailable status={loaderData.status} collectionKey={route.key} />
      </div>
    );
  }
  const websites = collection.searchHandler === 'WEBSITE';
  const facets = outcome?.ok ? outcome.page.facets : [];
  // Spec 01 §6: signed in, a bulk-downloadable collection, and an export size above 0.
  const exportSize = viewer?.maximumExportSize ?? 0;
  const total = outcome?.ok ? outcome.page.totalRecords : 0;
  const downloadable =
    exportSize > 0 && total > 0 && environment.bulkDownloadableCollections.includes(route.key);
  const apiCall = outcome?.ok
    ? apiCallOf(
        route.key,
        params.criteria,
        facets.map((f) => f.code),
      )
    : null;
  return (
    <div className={styles.page}>
      <h1>{params.hasQuery ? <>Search results in {collection.name}</> : `Search ${collection.name}`}</h1>
      <CollectionsBar categories={config.categories} current={route.key} />
      <div className={styles.bar}>
        <SearchModes
          key={route.key}
          collection={collection}
          criteria={params.criteria}
          hasQuery={params.hasQuery}
          facets={facets}
          renderBasic={(toAdvanced) => (
            <SearchBar
              key={`${route.key}|${params.keyword}`}
              product={product}
              categories={config.categories}
              categoryKey={route.key}
              keyword={params.keyword}
              searchRoute={{ categoryKey: route.key }}
              onAdvancedHere={toAdvanced ?? false}
            />
          )}
        />
      </div>
      {websites && isAddress(params.keyword) ? <UrlLookup address={params.keyword} /> : null}
      <TrendingLists lists={loaderData.trending} />
      {!outcome ? (
        <p>Type what you are looking for in {collection.name}.</p>
      ) : (
        <>
          <ActiveFilters criteria={params.criteria} facets={facets} categoryKey={route.key} />
          <RemovedLimitsNotice removed={removedLimits} />
          {/* Results first, then the facets: Tab reaches the results before the filters (issue 14 §4);
              on a wide screen the facets still sit in the left column (search.module.css). */}
          <div className={facets.some((f) => f.terms.length > 0) ? styles.withSidebar : undefined}>
            <section id={RESULTS_ID} tabIndex={-1} className={styles.results} aria-label="Results">
              {downloadable ? (
                <DownloadDialog
                  maxActive={environment.maxAllowedSearchDownloads}
                  request={{
                    category: route.key,
                    query: search.replace(/^\?/, ''),
                    criteria: params.criteria,
                    recordCount: Math.min(total, exportSize),
                  }}
                />
              ) : null}
              <ExplainSearch viewer={viewer} categoryKey={route.key} explain={params.criteria.explain} />
              <SelectionArea
                works={outcome.ok ? outcome.page.works : []}
                loaded={outcome.ok && outcome.page.works.length > 0}
              >
                <CollectionResults
                  outcome={outcome}
                  params={params}
                  helpUrl={environment.searchHelpUrl}
                  tiles={usesImageTiles(collection.searchHandler, collection.uiSearchType)}
                  websites={websites}
                />
              </SelectionArea>
              <ApiCall calls={apiCall ? [{ params: apiCall }] : []} />
            </section>
            <FacetsSidebar facets={facets} categoryKey={route.key} />
          </div>
        </>
      )}
    </div>
  );
}
