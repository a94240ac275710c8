import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Facet } from '@trove/contracts';
import { LanguageMap } from './language-map.tsx';
import { StateMap } from './state-map.tsx';
import { WordCloud } from './word-cloud.tsx';

const facet = (code: Facet['code'], limit: string, terms: [string, string, number][]): Facet => ({
  code,
  displayName: code,
  limit,
  terms: terms.map(([term, displayTerm, count]) => ({
    term,
    displayTerm,
    count,
    selected: false,
    subTerms: [],
  })),
});
const render = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);
const hrefFor = (term: string) => `/collection/category/books/explore?l-x=${term}`;

describe('visualisations', () => {
  it('word cloud: each term a link sized by count, with its count for screen readers', () => {
    const html = render(
      <WordCloud
        facet={facet('format', 'l-format', [
          ['Book', 'Book', 9],
          ['Map', 'Map', 1],
        ])}
        hrefFor={hrefFor}
      />,
    );
    expect(html).toContain('href="/collection/category/books/explore?l-x=Book"');
    expect(html).toContain('font-size:30px');
    expect(html).toContain('font-size:14px');
    expect(html.replaceAll('<!-- -->', '')).toContain('(9 records)');
  });

  it('state map: states with records are links named in full, the others plain shapes', () => {
    const shapes = [
      { name: 'Victoria', d: 'M0,0L1,1Z' },
      { name: 'Tasmania', d: 'M2,2L3,3Z' },
    ];
    const html = render(
      <StateMap
        facet={facet('state', 'l-state', [['VIC', 'Victoria', 4]])}
        shapes={shapes}
        hrefFor={hrefFor}
      />,
    );
    expect(html).toContain('aria-label="Victoria: 4 records"');
    expect(html).toContain('href="/collection/category/books/explore?l-x=VIC"');
    expect(html).toContain('Tasmania: no records');
    expect(html).toContain('Australian Bureau of Statistics, CC BY 4.0');
  });

  it('language map: dots at approximate places, labelled as approximate, crediting AIATSIS', () => {
    const html = render(
      <LanguageMap
        facet={facet('austlanguage', 'l-austlang', [
          ['A1', 'A1', 3],
          ['Z9', 'Z9', 1],
        ])}
        shapes={[]}
        points={[{ code: 'A1', name: 'Nyaki Nyaki', x: 100, y: 200 }]}
        hrefFor={hrefFor}
      />,
    );
    expect(html).toContain('Nyaki Nyaki (A1): 3 records, approximate location');
    expect(html.match(/<circle/g)).toHaveLength(1);
    expect(html).toContain('AUSTLANG (AIATSIS), not the boundaries');
  });
});
