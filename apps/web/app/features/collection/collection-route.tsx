import { data, redirect } from 'react-router';
import {
  CollectionPageSchema,
  ContributorSchema,
  type CollectionPage,
  type Contributor,
} from '@trove/contracts';
import { z } from 'zod';
import type { Route } from './+types/collection-route';
import { CollectionResults } from '../../components/results/collection-results.tsx';
import { usesTiles } from '../../components/results/tiles.ts';
import { CollectionUnavailable } from '../../components/collection-unavailable.tsx';
import { SearchBar } from '../../components/search-bar/search-bar.tsx';
import { apiGet } from '../../lib/api.ts';
import type { CrumbHandle } from '../../lib/crumb-handle.ts';
import { pageMeta, siteFromMatches } from '../../lib/meta.ts';
import { readSearchParams, type SearchOutcome, type SearchParams } from '../../lib/search-params.ts';
import { runSearch } from '../../lib/search.server.ts';
import { useSite } from '../../lib/site.ts';
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
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const basePath = `/collection/${encodeURIComponent(params.ns)}/${encodeURIComponent(params.key)}`;
  // Explore arrives with a later issue: until then its address shows the About view.
  if (params.view === 'explore' || params.view === 'about') throw redirect(basePath);
  if (params.view !== undefined && params.view !== 'search') throw redirect('/');
  const view: CollectionView = params.view ?? 'about';
  const search = readSearchParams(new URL(request.url).searchParams);
  const page = await apiGet(`${basePath}/page`, CollectionPageSchema);
  if (!page.ok) {
    const status = page.status === 404 ? 404 : 502;
    const body: CollectionData = { view, page: null, status, contributors: null, search, outcome: null };
    return data(body, { status });
  }
  if (view === 'search' && !page.data.searchable) throw redirect(basePath);
  let contributors: Contributor[] | null = null;
  let outcome: SearchOutcome | null = null;
  if (view === 'about') {
    const result = await apiGet(`${basePath}/contributors`, z.array(ContributorSchema));
    contributors = result.ok ? result.data : null;
  } else if (search.keyword) {
    outcome = await runSearch(params.key, search);
  }
  const body: CollectionData = { view, page: page.data, status: 200, contributors, search, outcome };
  return body;
}

export const handle: CrumbHandle = {
  crumbs: (loaderData) => [
    { text: (loaderData as CollectionData | undefined)?.page?.name ?? 'Collection not found' },
  ],
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
    path: loaderData?.view === 'search' ? `${basePath}/search` : basePath,
    image: page?.image ?? null,
    noindex: !page || loaderData?.view === 'search',
    jsonLd: page
      ? { '@type': 'Collection', name: page.name, description: page.catchline ?? undefined }
      : null,
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
      <CollectionBanner page={page} />
      <CollectionTabs collection={page} view={view} basePath={basePath} />
      <div className={styles.content}>
        {view === 'about' ? (
          <AboutView page={page} contributors={loaderData.contributors} />
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
                  tiles={usesTiles(page.searchHandler, page.uiSearchType)}
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
