import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CategorySummary } from '@trove/contracts';
import { SearchBar, type SearchBarProps } from './search-bar.tsx';

const category = (id: number, urlKey: string, name: string): CategorySummary => ({
  id,
  name,
  urlNamespace: 'category',
  urlKey,
  searchHandler: 'WORK',
});
const CATEGORIES = [
  category(1, 'books', 'Books & Libraries'),
  category(2, 'images', 'Images, Maps & Artefacts'),
  category(3, 'music', 'Music, Audio & Video'),
];

function render(props: Partial<SearchBarProps>) {
  return renderToString(
    <MemoryRouter>
      <SearchBar product="Trove" categories={CATEGORIES} {...props} />
    </MemoryRouter>,
  );
}

const advancedLinks = (html: string) =>
  [...html.matchAll(/<a [^>]*href="(\/search\/advanced\/[^"]*)"[^>]*>(.*?)<\/a>/g)].map((m) => [m[1], m[2]]);

describe('the search bar has one Advanced Search control (issue 14 §4)', () => {
  it('is a disclosure named Advanced Search, and nothing else in the bar leads to advanced search', () => {
    const html = render({ categoryKey: 'images', keyword: 'gold' });
    expect(html.match(/<summary[^>]*>Advanced Search/g)).toHaveLength(1);
    expect(html.match(/<details/g)).toHaveLength(1);
    // Every advanced-search link is inside the one control.
    const control = /<details[\s\S]*<\/details>/.exec(html)?.[0] ?? '';
    expect(advancedLinks(control)).toEqual(advancedLinks(html));
  });

  it('offers the current collection first, then every other one, each carrying the keyword', () => {
    const html = render({ categoryKey: 'images', keyword: 'gold' });
    expect(html).toMatch(
      />This collection<\/p><ul><li><a href="\/search\/advanced\/category\/images\?keyword=gold"/,
    );
    expect(advancedLinks(html)).toEqual([
      ['/search/advanced/category/images?keyword=gold', 'Images, Maps &amp; Artefacts'],
      ['/search/advanced/category/books?keyword=gold', 'Books &amp; Libraries'],
      ['/search/advanced/category/music?keyword=gold', 'Music, Audio &amp; Video'],
    ]);
  });

  it('lists every collection alike when none is current, and is left out on a collection page', () => {
    const html = render({});
    expect(html).not.toContain('This collection');
    expect(advancedLinks(html).map(([href]) => href)).toEqual([
      '/search/advanced/category/books',
      '/search/advanced/category/images',
      '/search/advanced/category/music',
    ]);
    expect(render({ collectionPath: '/collection/category/books' })).not.toContain('Advanced Search');
  });

  it('has no current collection where that collection has no advanced form', () => {
    const html = render({
      categoryKey: 'books',
      searchRoute: { categoryKey: 'books' },
      onAdvancedHere: false,
    });
    expect(html).not.toContain('This collection');
  });
});
