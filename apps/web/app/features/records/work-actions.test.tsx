import type { BorrowOptions, Holding, Work } from '@trove/contracts';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WorkActions } from './work-actions.tsx';

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
  items: [{ availableUrls: [{ url: 'https://example.org/1', linkText: 'Full text', type: 'f', nuc: null }] }],
} as unknown as Work;

describe('work actions', () => {
  const html = renderToString(<WorkActions work={work} borrow={borrow} />);

  it('renders Read and Borrow as closed disclosure buttons', () => {
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Read<span aria-hidden="true"/);
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Borrow<span aria-hidden="true"/);
  });

  it('offers the state tabs as a tablist, All selected, with 12 holdings and Show all', () => {
    expect(html).toContain('role="tablist"');
    expect(html).toMatch(/aria-selected="true"[^>]*role="tab"[^>]*>All/);
    expect(html).toContain('NSW');
    expect(html).toContain('VIC');
    expect(html).not.toMatch(/>QLD/);
    const list = html.match(/<ul[^>]*id="borrow-list-all"[^>]*>(.*?)<\/ul>/)?.[1] ?? '';
    expect(list.match(/<li>/g)).toHaveLength(12);
    expect(html).toContain('Show all (14)');
  });
});
