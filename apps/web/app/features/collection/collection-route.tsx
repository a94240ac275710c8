import { data, redirect } from 'react-router';
import { type CollectionPage, type Contributor, usesImageTiles } from '@trove/contracts';
import type { Route } from './+types/collection-route';
import { CollectionResults } from '../../components/results/collection-results.tsx';
import { CollectionUnavailable } from '../../components/collection-unavailable.tsx';
import { SearchBar } from '../../components/search-bar/search-bar.tsx';
import { cookieOf } from '../../lib/api.ts';
import { api } from '../../lib/api-client.ts';
import type { CrumbHandle } from '../../lib/crumb-handle.ts';
import { JsonLd } from '../../components/json-ld.tsx';
import { pageStatus } from '../../lib/page-status.ts';
import { pageMeta, siteFromMatches } from '../../lib/meta.ts';
import { readSearchParams, type SearchOutcome, type SearchParams } from '../../lib/search-params.ts';
import { runSearch } from '../../lib/search.server.ts';
import { useSite } from '../../lib/site.ts';
import { loadExplore } from './explore/explore-data.server.ts';
import type { ExploreData } from './explore/explore-types.ts';
import { yearFieldsHref } from './explore/explore-rules.ts';
import { ExploreView } from './explore/explore-view.tsx';
import { AboutView } from './about-view.tsx';
import { CollectionBanner } from './collection-banner.tsx';
import { CollectionTabs, type CollectionView } from './collection-tabs.tsx';
import styles from './collection.module.css';

interface CollectionData {
  view: CollectionView;
  page: CollectionPage | null;
  status: number;
  contributors: Contributor[] | null;
  search: SearchParams;
  outcome: SearchOutcome | null;
  explore: ExploreData | null;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const basePath = `/collection/${encodeURIComponent(params.ns)}/${encodeURIComponent(params.key)}`;
  if (params.view === 'about') throw redirect(basePath);
  if (params.view !== undefined && params.view !== 'search' && params.view !== 'explore') throw redirect('/');
  const view: CollectionView = params.view ?? 'about';
  const url = new URL(request.url);
  // The explore year fields sent without JavaScript become the date range the brush would set.
  const years =
    view === 'explore' ? yearFieldsHref(basePath, url.searchParams, new Date().getFullYear()) : null;
  if (years) throw redirect(years);
  const search = readSearchParams(url.searchParams);
  const page = await api.collections.page({ ns: params.ns, key: params.key });
  if (!page.ok) {
    const status = pageStatus(page);
    const body: CollectionData = {
      view,
      page: null,
      status,
      contributors: null,
      search,
      outcome: null,
      explore: null,
    };
    return data(body, { status });
  }
  if (view === 'search' && !page.data.searchable) throw redirect(basePath);
  // A collection that cannot be explored shows its About view instead.
  if (view === 'explore' && !page.data.explorable) throw redirect(basePath);
  let contributors: Contributor[] | null = null;
  let outcome: SearchOutcome | null = null;
  let explore: ExploreData | null = null;
  if (view === 'explore') {
    explore = await loadExplore(params.key, search, page.data.exploreByFacets);
  } else if (view === 'about') {
    const result = await api.collections.contributors({ ns: params.ns, key: params.key });
    contributors = result.ok ? result.data : null;
  } else if (search.keyword) {
    outcome = await runSearch(params.key, search, {}, cookieOf(request));
  }
  const body: CollectionData = { view, page: page.data, status: 200, contributors, search, outcome, explore };
  return body;
}

export const handle: CrumbHandle = {
  crumbs: (loaderData) => {
    const data = loaderData as CollectionData | undefined;
    const name = data?.page?.name ?? 'Collection not found';
    // Spec 02 §2: Home, Story (the collection's About page), Search Results.
    if (data?.view === 'explore' && data.page)
      return [
        { text: name, to: `/collection/${data.page.urlNamespace}/${data.page.urlKey}` },
        { text: 'Search Results' },
      ];
    return [{ text: name }];
  },
  category: (loaderData) => (loaderData as CollectionData | undefined)?.page?.name ?? null,
};

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const page = loaderData?.page;
  const basePath = `/collection/${params.ns}/${params.key}`;
  return pageMeta({
    site,
    title: page?.name ?? 'Collection not found',
    description: page?.catchline ?? `${page?.name ?? 'A collection'} in ${site.product}.`,
    path: loaderData && loaderData.view !== 'about' ? `${basePath}/${loaderData.view}` : basePath,
    image: page?.image ?? null,
    noindex: !page || loaderData.view !== 'about',
  });
}

export default function Collection({ loaderData, params }: Route.ComponentProps) {
  const { environment, product } = useSite();
  const { page, view } = loaderData;
  const basePath = `/collection/${params.ns}/${params.key}`;
  if (!page) {
    return (
      <div className={styles.content}>
        <h1>Collection not found</h1>
        <CollectionUnavailable status={loaderData.status} collectionKey={params.key} />
      </div>
    );
  }
  return (
    <>
      <JsonLd data={{ '@type': 'Collection', name: page.name, description: page.catchline ?? undefined }} />
      <CollectionBanner page={page} />
      <CollectionTabs collection={page} view={view} basePath={basePath} />
      <div className={styles.content}>
        {view === 'about' ? (
          <AboutView page={page} contributors={loaderData.contributors} />
        ) : view === 'explore' && loaderData.explore ? (
          <ExploreView
            collection={page}
            basePath={basePath}
            data={loaderData.explore}
            params={loaderData.search}
            helpUrl={environment.searchHelpUrl}
          />
        ) : (
          <section aria-labelledby="collection-search-heading">
            <h2 id="collection-search-heading">Search this collection</h2>
            <SearchBar
              key={loaderData.search.keyword}
              product={product}
              collectionPath={basePath}
              keyword={loaderData.search.keyword}
              label={`Search ${page.name}`}
            />
            {loaderData.outcome ? (
              <div className={styles.panel}>
                <CollectionResults
                  outcome={loaderData.outcome}
                  params={loaderData.search}
                  helpUrl={environment.searchHelpUrl}
                  tiles={usesImageTiles(page.searchHandler, page.uiSearchType)}
                  websites={page.searchHandler === 'WEBSITE'}
                />
              </div>
            ) : null}
          </section>
        )}
      </div>
    </>
  );
}
