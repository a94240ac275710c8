import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { parseSearchCriteria, type SearchHandler, type SearchMetadata } from '@trove/contracts';
import { AdvancedSearchForm } from './index.ts';

const metadata: SearchMetadata = {
  libraries: Array.from({ length: 40 }, (_, i) => ({
    nuc: `N${i}`,
    name: `Library ${i}`,
    fullName: `Library ${i}`,
    shortName: null,
    childLibraries: [],
  })),
  titles: [
    { id: 1, name: 'The Argus', state: 'VIC', startYear: 1848, endYear: 1957 },
    { id: 3, name: 'Sydney Gazette', state: 'NSW', startYear: 1803, endYear: 1842 },
  ],
  minDate: '1788-01-26',
  maxDate: '2024-06-30',
};

describe('the advanced search form (server-rendered HTML)', () => {
  const html = (handler: SearchHandler, query: Record<string, string> = {}) =>
    renderToString(
      <MemoryRouter>
        <AdvancedSearchForm
          categoryKey={handler === 'BOOK' ? 'books' : 'newspapers'}
          collectionName="Books & Libraries"
          handler={handler}
          initialCriteria={parseSearchCriteria(query).criteria}
          metadata={metadata}
        />
      </MemoryRouter>,
    );

  it('is a GET search form to the results page, with Search and Clear at the top and the bottom', () => {
    const text = html('BOOK');
    const form = /<form[^>]*>/.exec(text)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/search/category/books"');
    expect(text).toMatch(/role="search"/);
    expect(text.match(/<button type="submit"[^>]*>Search<\/button>/g)).toHaveLength(2);
    expect(text.match(/<button type="reset"[^>]*>Clear<\/button>/g)).toHaveLength(2);
  });

  it('groups fields in fieldsets with legends and labels every control', () => {
    const text = html('BOOK');
    for (const legend of ['Search for', 'Limit your search', 'Dates', 'Year', 'Organisations'])
      expect(text).toContain(`>${legend}</legend>`);
    const controls = [...text.matchAll(/<(?:input|select)\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !tag.includes('type="hidden"'));
    expect(controls.length).toBeGreaterThan(20);
    for (const tag of controls) {
      const id = /\bid="([^"]+)"/.exec(tag)?.[1];
      const labelled = tag.includes('aria-label=') || (id !== undefined && text.includes(`for="${id}"`));
      expect(labelled, tag).toBe(true);
    }
  });

  it('carries the keyword of the address into the form', () => {
    const text = html('BOOK', { keyword: 'gold rush', 'title.phrase': 'the diggings' });
    expect(text).toMatch(/name="keyword"[^>]*value="gold rush"/);
    expect(text).toMatch(/name="title"[^>]*value="the diggings"/);
    expect(text).toMatch(/<option value="phrase" selected="">The phrase<\/option>/);
  });

  it('shows 30 organisations at a time', () => {
    expect(html('BOOK').match(/name="nuc"/g)).toHaveLength(30);
  });

  it('offers newspaper states and titles, with the date defaults from the titles', () => {
    const text = html('NEWSPAPER_AND_GAZETTE', { 'l-advstate': 'VIC' });
    const input = (name: string, value: string) =>
      new RegExp(`<input[^>]*name="${name}"[^>]*value="${value}"[^>]*>`).exec(text)?.[0] ?? '';
    expect(input('l-advstate', 'VIC')).toContain('checked=""');
    expect(input('l-advstate', 'NSW')).not.toContain('checked');
    // The Argus is in Victoria, so it shows as chosen; the Sydney Gazette is not.
    expect(input('l-advtitle', '1')).toContain('checked=""');
    expect(input('l-advtitle', '3')).not.toContain('checked');
    expect(text).toContain('The records span 1848 to 1957.');
  });
});
