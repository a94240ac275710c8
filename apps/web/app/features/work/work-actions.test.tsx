import {
  type BorrowOptions,
  type Citation,
  EMPTY_RELATED,
  type Holding,
  MESSAGES,
  type Version,
  type Work,
} from '@trove/contracts';
import type { ReactElement } from 'react';
import { renderToString as renderElement } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WorkActions } from './work-actions.tsx';

// Related entries link with the router's Link, which needs a router around it.
const renderToString = (element: ReactElement) => renderElement(<MemoryRouter>{element}</MemoryRouter>);

const holding = (i: number, state: string): Holding => ({
  library: {
    fullName: `Library ${String(i).padStart(2, '0')}`,
    nuc: `L${i}`,
    stateAbbrev: state,
    openToPublic: i % 2 === 0,
  },
  callNumber: null,
  url: null,
});
const all = Array.from({ length: 14 }, (_, i) => holding(i, i < 10 ? 'NSW' : 'VIC'));
const borrow: BorrowOptions = {
  all,
  act: [],
  nsw: all.slice(0, 10),
  nt: [],
  qld: [],
  sa: [],
  tas: [],
  vic: all.slice(10),
  wa: [],
  unknown: [],
};
const work = {
  id: 1,
  title: 'Robbery under arms',
  primaryFormat: 'Book',
  format: ['Book'],
  numHoldings: 14,
  items: [
    {
      availableUrls: [{ url: 'https://example.org/1', linkText: 'Full text', type: 'f', nuc: null }],
      related: EMPTY_RELATED,
    },
  ],
} as unknown as Work;

describe('work actions', () => {
  const html = renderToString(<WorkActions work={work} borrow={borrow} />);

  it('renders Read and Borrow as closed disclosure buttons', () => {
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Read<span aria-hidden="true"/);
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Borrow<span aria-hidden="true"/);
  });

  it('offers the state tabs as a tablist, All selected, with 12 holdings and Show all', () => {
    expect(html).toContain('role="tablist"');
    expect(html).toMatch(/<div(?=[^>]*role="tab")(?=[^>]*aria-selected="true")[^>]*>All/);
    expect(html).toContain('NSW');
    expect(html).toContain('VIC');
    expect(html).not.toMatch(/>QLD/);
    const list = html.match(/<ul[^>]*id="borrow-list-all"[^>]*>(.*?)<\/ul>/)?.[1] ?? '';
    expect(list.match(/<li>/g)).toHaveLength(12);
    expect(html).toContain('Show all (14)');
  });
});

const citation: Citation = {
  styles: [{ id: 'apa', label: 'APA', format: 'html', content: 'Boldrewood, R. (1888).' }],
};
const materials = Array.from({ length: 6 }, (_, i) => ({
  url: `https://example.org/m${i}`,
  linkText: `Material ${i}`,
}));
const edition = {
  id: 7,
  format: 'Book',
  availableUrls: [],
  related: {
    ...EMPTY_RELATED,
    relatedMaterials: materials,
    parts: [{ relation: 'Part of', title: 'Australian classics', note: null, workId: 42 }],
    relatedTo: [{ relation: 'Preceded by', title: 'Not held here', note: 'ISSN 1', workId: null }],
  },
} as unknown as Version;

describe('the whole action panel', () => {
  const buy = {
    searches: [
      {
        bookshopId: 'booktopia',
        name: 'Booktopia',
        location: 'australian' as const,
        nla: false,
        searchUrl: 'https://www.booktopia.com.au/search?keywords=0330268439',
        searchedBy: 'isbn' as const,
        isbn: '0330268439',
      },
    ],
    suppliers: [
      {
        nuc: 'ANL',
        name: 'National Library of Australia (Copies Direct)',
        orderingUrl: 'https://cd.example/1',
      },
    ],
    failed: false,
  };
  const html = renderToString(
    <WorkActions work={work} borrow={borrow} version={edition} citation={citation} buy={buy} />,
  );
  const buttons = [...html.matchAll(/aria-expanded="false"[^>]*>([^<]+)<span aria-hidden/g)].map((m) => m[1]);

  it('offers Buy, Borrow, Cite and Related resources for a selected edition, all closed', () => {
    expect(buttons).toEqual(['Buy', 'Borrow', 'Cite', 'Related resources']);
  });

  it('shows bookshop searches as searches, and the other supplier’s ordering link', () => {
    expect(html).toContain('Search Booktopia for ISBN 0330268439');
    expect(html).toMatch(/Order a copy from (<!-- -->)?National Library of Australia \(Copies Direct\)/);
  });

  it('cites with APA shown first', () => {
    expect(html).toContain('Boldrewood, R. (1888).');
  });

  it('shows 4 related materials with Show all, links held works and keeps the rest as text', () => {
    const list = html.match(/<ul[^>]*id="related-relatedMaterials"[^>]*>(.*?)<\/ul>/)?.[1] ?? '';
    expect(list.match(/<li>/g)).toHaveLength(4);
    expect(html).toContain('Show all (6)');
    expect(html).toContain('href="/work/42"');
    expect(html).toContain('Not held here');
    expect(html).not.toContain('href="/work/null"');
  });

  it('says so when no bookshop can be searched, and words a failure as the spec does', () => {
    const empty = renderToString(
      <WorkActions work={work} borrow={borrow} buy={{ searches: [], suppliers: [], failed: false }} />,
    );
    expect(empty).toContain(MESSAGES.bookshopsEmpty);
    const failed = renderToString(
      <WorkActions work={work} borrow={borrow} buy={{ searches: [], suppliers: [], failed: true }} />,
    );
    expect(failed).toContain(
      'An unexpected error has occurred while attempting to search for this item in available bookshops',
    );
  });

  it('leaves Buy, Cite and Related resources out when there is nothing for them', () => {
    expect(html.length).toBeGreaterThan(0);
    const bare = renderToString(<WorkActions work={work} borrow={borrow} />);
    expect(bare).not.toMatch(/>(Buy|Cite|Related resources)<span/);
  });
});
