import { Suspense, useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CollectionConfig, Facet, SearchCriteria, SearchMetadata } from '@trove/contracts';
import { formKindOf } from '../../components/advanced-search/field-sets.ts';
import { api } from '../../lib/browser-api.ts';
import { isSameSearch } from '../../lib/search-params.ts';
import { useClientState } from '../../lib/client-state-context.tsx';
import { onDemand } from '../../lib/on-demand.ts';
import styles from './search-modes.module.css';

/** The advanced form's code is fetched when the form is first shown (ADR 035). */
const AdvancedSearchForm = onDemand(() =>
  import('../../components/advanced-search/advanced-search-form.tsx').then((m) => m.AdvancedSearchForm),
);

/**
 * The search screen's two modes (spec 01 §2.6): the basic bar, or the collection's advanced form
 * in a panel that slides open and shut (500 ms; no motion when the visitor prefers less). Advanced
 * mode starts when there is no query or when the visitor left it open; the panel collapses after
 * a search. The way into advanced mode is the search bar's Advanced Search control, whose link
 * to this collection leads to the AdvancedSearch page, so without script it still reaches the form.
 */
export function SearchModes({
  collection,
  criteria,
  hasQuery,
  facets,
  renderBasic,
}: {
  collection: CollectionConfig;
  criteria: SearchCriteria;
  hasQuery: boolean;
  facets: readonly Facet[];
  /**
   * The basic bar, given what switches to advanced mode in place (its Advanced Search control's
   * link to this collection calls it); null when the collection has no advanced form.
   */
  renderBasic: (toAdvanced: ((event: MouseEvent<HTMLAnchorElement>) => void) | null) => ReactNode;
}) {
  const { state, update } = useClientState();
  const navigate = useNavigate();
  const location = useLocation();
  const supported = formKindOf(collection.searchHandler) !== null;
  const [mode, setMode] = useState<'simple' | 'advanced'>(
    supported && (!hasQuery || state.startAdvancedOpen === true) ? 'advanced' : 'simple',
  );
  const [open, setOpen] = useState(!hasQuery || state.startAdvancedOpen === true);
  const panelId = useId();
  const metadata = useSearchMetadata(collection.urlKey, mode === 'advanced');

  if (!supported) return <>{renderBasic(null)}</>;

  function switchTo(next: 'simple' | 'advanced') {
    return (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      setMode(next);
      setOpen(next === 'advanced');
      update({ startAdvancedOpen: next === 'advanced' });
    };
  }

  if (mode === 'simple') return <>{renderBasic(switchTo('advanced'))}</>;
  return (
    <div className={styles.advanced}>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            setOpen(!open);
            update({ startAdvancedOpen: !open });
          }}
        >
          {open ? 'Hide advanced search' : 'Show advanced search'}
          <span className={styles.chevron} aria-hidden="true" />
        </button>
        <a
          href={location.pathname + location.search}
          className={styles.modeLink}
          onClick={switchTo('simple')}
        >
          Simple search
        </a>
      </div>
      <div id={panelId} className={styles.panel} data-open={open || undefined}>
        <div className={styles.panelInner}>
          <Suspense fallback={null}>
            <AdvancedSearchForm
              key={JSON.stringify(criteria)}
              categoryKey={collection.urlKey}
              collectionName={collection.name}
              handler={collection.searchHandler}
              initialCriteria={criteria}
              metadata={metadata}
              facets={facets}
              onSearch={(address) => {
                // The panel collapses after a search; the same search again is ignored (spec 01 §4).
                setOpen(false);
                if (!isSameSearch(address, location.pathname + location.search)) void navigate(address);
              }}
            />
          </Suspense>
        </div>
      </div>
    </div>
  );
}

/** The collection's lookups, fetched by the browser once the advanced form is shown. */
function useSearchMetadata(key: string, wanted: boolean): SearchMetadata | null {
  const [metadata, setMetadata] = useState<SearchMetadata | null>(null);
  useEffect(() => {
    if (!wanted || metadata) return;
    const controller = new AbortController();
    void api.search.metadata({ category: key }, { signal: controller.signal }).then((result) => {
      if (result.ok) setMetadata(result.data);
    });
    return () => controller.abort();
  }, [key, wanted, metadata]);
  return metadata;
}
