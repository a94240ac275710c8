import { data, redirect } from 'react-router';
import { CATEGORY_NAMESPACE, isCategoryKey, LIMITS, MESSAGES } from '@trove/contracts';
import type { Route } from './+types/search-all-route';
import { NoResults } from '../../components/results/no-results.tsx';
import { SearchFailure } from '../../components/results/search-failure.tsx';
import { SearchBar } from '../../components/search-bar/search-bar.tsx';
import type { CrumbHandle } from '../../lib/crumb-handle.ts';
import { pageMeta, siteFromMatches } from '../../lib/meta.ts';
import { readSearchParams, type SearchOutcome } from '../../lib/search-params.ts';
import { runSearch } from '../../lib/search.server.ts';
import { useSite } from '../../lib/site.ts';
import { SummaryPanel } from './summary-panel.tsx';
import { usesTiles } from '../../components/results/tiles.ts';
import styles from './search.module.css';

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The includeraw parameter is stripped by redirect (spec 01 §2.1).
  if (url.searchParams.has('includeraw')) {
    url.searchParams.delete('includeraw');
    throw redirect(url.pathname + url.search);
  }
  const params = readSearchParams(url.searchParams);
  // The search form works without JavaScript: a chosen collection arrives as ?category=.
  const category = url.searchParams.get('category');
  if (category && isCategoryKey(category) && params.keyword) {
    throw redirect(
      `/search/${CATEGORY_NAMESPACE}/${category}?${new URLSearchParams({ keyword: params.keyword }).toString()}`,
    );
  }
  if (!params.keyword) return { params, outcome: null };
  // Without a collection, startPos is dropped (spec 01 §4); each group needs up to 8 tiles.
  const outcome: SearchOutcome = await runSearch('-1', {
    ...params,
    startPos: 0,
    pageSize: LIMITS.summaryPanelImageTiles,
  });
  return data({ params, outcome }, outcome.ok ? undefined : { status: outcome.status === 400 ? 400 : 502 });
}

export const handle: CrumbHandle = { crumbs: () => [{ text: MESSAGES.searchResultsCrumb }] };

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const keyword = loaderData?.params.keyword;
  return pageMeta({
    site,
    title: keyword ? `${keyword} - ${MESSAGES.searchResultsCrumb}` : MESSAGES.searchResultsCrumb,
    description: keyword
      ? `Results for "${keyword}" across every collection in ${site.product}.`
      : `Search ${site.product}.`,
    path: keyword ? `/search?${new URLSearchParams({ keyword }).toString()}` : '/search',
    noindex: true,
  });
}

export default function SearchAll({ loaderData }: Route.ComponentProps) {
  const { config, environment, product } = useSite();
  const { params, outcome } = loaderData;
  const handlerOf = new Map(config.categories.map((c) => [c.urlKey, c.searchHandler]));
  return (
    <div className={styles.page}>
      <h1>{params.keyword ? <>Search results for “{params.keyword}”</> : 'Search'}</h1>
      <div className={styles.bar}>
        <SearchBar
          key={params.keyword}
          product={product}
          categories={config.categories}
          keyword={params.keyword}
        />
      </div>
      {!params.keyword ? (
        <p>Type what you are looking for, and choose a collection if you like.</p>
      ) : !outcome ? null : !outcome.ok ? (
        <SearchFailure
          message={outcome.message}
          noResponse={outcome.noResponse}
          helpUrl={environment.searchHelpUrl}
        />
      ) : outcome.page.resultGroups.every((g) => g.totalFound === 0) ? (
        <NoResults keyword={params.keyword} />
      ) : (
        <div className={styles.panels}>
          {outcome.page.resultGroups
            .filter((group) => group.totalFound > 0)
            .map((group) => (
              <SummaryPanel
                key={group.category}
                group={group}
                keyword={params.keyword}
                tiles={usesTiles(handlerOf.get(group.category))}
              />
            ))}
        </div>
      )}
    </div>
  );
}
