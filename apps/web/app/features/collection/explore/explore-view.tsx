import { useState } from 'react';
import { useLocation } from 'react-router';
import { type CollectionConfig, usesImageTiles } from '@trove/contracts';
import { CollectionResults } from '../../../components/results/collection-results.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import type { SearchParams } from '../../../lib/search-params.ts';
import type { ExploreData } from './explore-types.ts';
import { FacetPanel } from './facet-panel.tsx';
import { KeywordForm } from './keyword-form.tsx';
import { SelectedTerms } from './selected-terms.tsx';
import styles from './explore.module.css';

/**
 * The explore view of a collection (spec 02 §2): a tab per facet of its exploreByFacets, each a
 * visualisation with the same numbers as a table, the selected terms, and the results below.
 */
export function ExploreView({
  collection,
  basePath,
  data,
  params,
  helpUrl,
}: {
  collection: CollectionConfig;
  basePath: string;
  data: ExploreData;
  params: SearchParams;
  helpUrl: string;
}) {
  const location = useLocation();
  const current = new URLSearchParams(location.search);
  const facets = data.outcome.ok ? data.outcome.page.facets : [];
  const codes = collection.exploreByFacets;
  const [tab, setTab] = useState(codes[0] ?? '');
  const label = (code: string) =>
    data.facetInfo.find((i) => i.facet === code)?.shortname ??
    facets.find((f) => f.code === code)?.displayName ??
    code;
  return (
    <div className={styles.explore}>
      <h2>Explore {collection.name}</h2>
      {/* Keyed on the words alone: a remount on every change of the address would wipe words being typed while another limit's navigation lands. */}
      <KeywordForm
        key={current.get('keyword') ?? ''}
        action={`${basePath}/explore`}
        current={current}
        label={`Explore ${collection.name} by words`}
      />
      <SelectedTerms basePath={basePath} current={current} facets={facets} />
      {codes.length > 0 ? (
        <Tabs
          label="Explore by"
          tabs={codes.map((code) => ({ key: code, label: label(code) }))}
          selected={tab}
          onSelect={setTab}
          classNames={{ list: styles.tabList, tab: styles.tab, panel: styles.tabPanel }}
        >
          <FacetPanel
            key={tab}
            code={tab}
            facet={facets.find((f) => f.code === tab)}
            info={data.facetInfo.find((i) => i.facet === tab)}
            basePath={basePath}
            current={current}
            stateShapes={data.stateShapes}
            languagePoints={data.languagePoints}
          />
        </Tabs>
      ) : null}
      <CollectionResults
        outcome={data.outcome}
        params={params}
        helpUrl={helpUrl}
        tiles={usesImageTiles(collection.searchHandler, collection.uiSearchType)}
        websites={collection.searchHandler === 'WEBSITE'}
      />
    </div>
  );
}
