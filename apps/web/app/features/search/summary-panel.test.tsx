import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type ResultsPage, addressOf } from '@trove/contracts';
import { ClientStateProvider } from '../../lib/client-state-context.tsx';
import { DEFAULT_CLIENT_STATE } from '../../lib/client-state.ts';
import { readSearchParams, type SearchOutcome } from '../../lib/search-params.ts';
import { panelQuery, type PanelCollection } from './panel-search.ts';
import { SummaryPanel } from './summary-panel.tsx';

const collection: PanelCollection = {
  key: 'newspapers',
  name: 'Newspapers & Gazettes',
  catchline: 'Digitised Australian newspapers and gazettes',
  searchDelay: 0,
  tiles: false,
};
const params = readSearchParams(new URLSearchParams('keyword=gold&l-subject=Mining'));
const emptyPage: ResultsPage = {
  works: [],
  numRecords: 0,
  totalRecords: 0,
  maxRecords: 10_000,
  startPos: 0,
  pageSize: 3,
  facets: [],
  resultGroups: [],
  hasMoreGroups: false,
};

function render(panel: PanelCollection, initial: SearchOutcome | null) {
  return renderToString(
    <MemoryRouter initialEntries={['/search?keyword=gold&l-subject=Mining']}>
      <ClientStateProvider initial={DEFAULT_CLIENT_STATE}>
        <SummaryPanel collection={panel} params={params} initial={initial} helpUrl="/help" />
      </ClientStateProvider>
    </MemoryRouter>,
  );
}

describe('a summary panel', () => {
  it('waits for the visitor in a collection with a search delay, showing its catchline', () => {
    const html = render({ ...collection, searchDelay: 5 }, null);
    expect(html).toContain('Digitised Australian newspapers and gazettes');
    expect(html).toContain('Click the search button below to load results');
  });

  it('waits to come into view otherwise, linking to the results for visitors without script', () => {
    const html = render(collection, null);
    expect(html).not.toContain('Click the search button');
    expect(html).toContain('href="/search/category/newspapers?keyword=gold"');
  });

  it('says there are no results, with suggestions', () => {
    const html = render(collection, { ok: true, page: emptyPage });
    expect(html).toContain('Hey now, hey now...don&#x27;t dream it&#x27;s over.');
    expect(html).toContain('removing quotes or extra filters');
  });

  it('shows a failure with the details and the search help link', () => {
    const html = render(collection, { ok: false, status: 400, noResponse: false, message: 'Bad query' });
    expect(html).toContain('The search failed, details are:');
    expect(html).toContain('Bad query');
    expect(html).toContain('href="/help"');
  });
});

describe("a summary panel's search", () => {
  it('asks for the first results of its collection, never explained even when the address asks', () => {
    const explained = readSearchParams(new URLSearchParams('keyword=gold&startPos=40&explain=true'));
    const address = (panel: PanelCollection) => addressOf(ENDPOINTS.search.run, panelQuery(panel, explained));
    expect(address(collection)).toBe('/search/newspapers?keyword=gold&pageSize=3');
    expect(address({ ...collection, tiles: true })).toBe('/search/newspapers?keyword=gold&pageSize=8');
  });
});
