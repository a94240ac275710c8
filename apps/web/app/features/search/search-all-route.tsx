import { data, redirect, useLocation } from 'react-router';
import { criteriaProblemsMessage, isCategoryKey, MESSAGES, type ResultsPage } from '@trove/contracts';
import type { Route } from './+types/search-all-route';
import { ActiveFilters } from '../../components/facets/active-filters.tsx';
import { SearchFailure } from '../../components/results/search-failure.tsx';
import { pageStatus } from '../../lib/page-status.ts';
import { DidYouMean, PartialMatchLabel, QueryProblem } from '../../components/results/search-help.tsx';
import { CollectionsBar } from '../../components/search-bar/collections-bar.tsx';
import { SearchBar } from '../../components/search-bar/search-bar.tsx';
import { cookieOf } from '../../lib/api.ts';
import { loadCategoryCollections } from '../../lib/collection-config.server.ts';
import type { CrumbHandle } from '../../lib/crumb-handle.ts';
import { pageMeta, siteFromMatches } from '../../lib/meta.ts';
import { readSearchParams, searchHref, type SearchOutcome } from '../../lib/search-params.ts';
import { runSearch } from '../../lib/search.server.ts';
import { useSite } from '../../lib/site.ts';
import { NothingFound } from './nothing-found.tsx';
import { panelApiCalls, panelCollection, panelOutcomes, type PanelCollection } from './panel-search.ts';
import { ApiCall } from './api-call.tsx';
import { SummaryPanel } from './summary-panel.tsx';
import { RESULTS_ID, RESULTS_SKIP_LINK } from './skip-to-results.ts';
import styles from './search.module.css';

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The includeraw parameter is stripped by redirect (spec 01 §2.1).
  if (url.searchParams.has('includeraw')) {
    url.searchParams.delete('includeraw');
    throw redirect(url.pathname + url.search);
  }
  // The search form works without JavaScript: a chosen collection arrives as ?category=.
  const category = url.searchParams.get('category');
  if (category !== null) {
    const rest = new URLSearchParams(url.searchParams);
    rest.delete('category');
    throw redirect(searchHref(category && isCategoryKey(category) ? category : null, rest));
  }
  const params = readSearchParams(url.searchParams);
  // Without a collection, startPos is dropped (spec 01 §4).
  if (url.searchParams.has('startPos')) throw redirect(searchHref(null, url.searchParams));
  const set = await loadCategoryCollections();
  const collections: PanelCollection[] | null = set.ok
    ? set.data.filter((c) => c.searchable).map(panelCollection)
    : null;
  const initial: Record<string, SearchOutcome> = {};
  if (!params.hasQuery || params.problems.length > 0 || !collections)
    return { params, collections, initial, all: null as SearchOutcome | null };
  // One search of every collection answers every panel, and says whether anything matched at all
  // (issue 14 §2: a search that finds nothing anywhere says so once, with its help).
  const all = await runSearch('-1', params, { startPos: 0, explain: false }, cookieOf(request));
  const outcomes = all.ok ? panelOutcomes(collections, all.page) : initial;
  // A query the server refuses fails the page once (400); search out of reach is the service's 503.
  return data(
    { params, collections, initial: outcomes, all },
    all.ok ? undefined : { status: pageStatus(all, 'query') },
  );
}

/** Whether the page shows the collections' result panels (a query, read, that no panel refused). */
function showsPanels(loaded: unknown): boolean {
  const page = loaded as
    { params?: { hasQuery: boolean; problems: unknown[] }; collections?: unknown } | undefined;
  return Boolean(page?.params?.hasQuery && page.params.problems.length === 0 && page.collections);
}

export const handle: CrumbHandle = {
  crumbs: () => [{ text: MESSAGES.searchResultsCrumb }],
  skipLinks: (loaded) => (showsPanels(loaded) ? [RESULTS_SKIP_LINK] : []),
};

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
  const location = useLocation();
  const { params, collections, initial, all } = loaderData;
  return (
    <div className={styles.page}>
      <h1>{params.keyword ? <>Search results for “{params.keyword}”</> : 'Search'}</h1>
      <CollectionsBar categories={config.categories} current={null} />
      <div className={styles.bar}>
        <SearchBar
          key={params.keyword}
          product={product}
          categories={config.categories}
          keyword={params.keyword}
          searchRoute={{ categoryKey: null }}
        />
      </div>
      {params.problems.length > 0 ? (
        <SearchFailure
          message={criteriaProblemsMessage(params.problems)}
          noResponse={false}
          helpUrl={environment.searchHelpUrl}
        />
      ) : !params.hasQuery ? (
        <p>Type what you are looking for, and choose a collection if you like.</p>
      ) : !collections ? (
        <SearchFailure
          message={MESSAGES.unexpected('list the collections')}
          noResponse={false}
          helpUrl={environment.searchHelpUrl}
        />
      ) : all && !all.ok ? (
        <SearchFailure
          message={all.message}
          noResponse={all.noResponse}
          helpUrl={environment.searchHelpUrl}
        />
      ) : (
        <>
          {/* Limits that apply to every collection, such as one's own tags (spec 01 §2.5 pills). */}
          <ActiveFilters criteria={params.criteria} facets={[]} categoryKey={null} />
          <section id={RESULTS_ID} tabIndex={-1} aria-label="Results">
            {all?.page.queryProblem ? <QueryProblem problem={all.page.queryProblem} /> : null}
            {all && nothingAnywhere(all.page, collections) ? (
              <NothingFound params={params} suggestion={all.page.suggestion} />
            ) : (
              <>
                {all?.page.suggestion ? <DidYouMean suggestion={all.page.suggestion} /> : null}
                {all?.page.partialMatch ? <PartialMatchLabel partial={all.page.partialMatch} /> : null}
                <div className={styles.panels}>
                  {collections.map((collection) => (
                    <SummaryPanel
                      key={`${collection.key}|${location.search}`}
                      collection={collection}
                      params={params}
                      initial={initial[collection.key] ?? null}
                      helpUrl={environment.searchHelpUrl}
                      acceptPartial={all?.page.partialMatch !== undefined}
                    />
                  ))}
                </div>
                <ApiCall calls={panelApiCalls(collections, params)} />
              </>
            )}
          </section>
        </>
      )}
    </div>
  );
}

/**
 * Nothing matched in any collection the page shows: said once. Collections that wait for the
 * visitor (a search delay) were searched too, so their panels would find nothing either.
 */
function nothingAnywhere(page: ResultsPage, collections: readonly PanelCollection[]): boolean {
  const shown = new Set(collections.map((c) => c.key));
  return !page.resultGroups.some((g) => shown.has(g.category) && g.totalFound > 0);
}
