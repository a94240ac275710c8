import { describe, expect, it } from 'vitest';
import { ENDPOINTS, addressOf, rawQueryOf } from '@trove/contracts';
import {
  apiSearchFields,
  clearLimitsHref,
  collectionHref,
  explainHref,
  isSameSearch,
  keywordSearchHref,
  limitHref,
  pageHref,
  readSearchParams,
  searchHref,
  sortHref,
  withoutLimitsHref,
} from './search-params.ts';

describe('reading the search of an address', () => {
  it('reads parameters named like the prototype chain as parameters (found by the fuzz run)', () => {
    const search = new URLSearchParams('constructor=x&__proto__=y&toString=z&toString=w&keyword=gold');
    const raw = rawQueryOf(search);
    expect(Object.entries(raw)).toEqual([
      ['constructor', ['x']],
      ['__proto__', ['y']],
      ['toString', ['z', 'w']],
      ['keyword', ['gold']],
    ]);
    expect(readSearchParams(search)).toMatchObject({ keyword: 'gold', hasQuery: true });
  });

  it('reads keyword, paging and sort, normalising the keyword', () => {
    const params = readSearchParams(
      new URLSearchParams('keyword=%E2%80%9Cgold%E2%80%9D&startPos=40&sortBy=dateAsc'),
    );
    expect(params).toMatchObject({
      keyword: '"gold"',
      startPos: 40,
      pageSize: 20,
      sortBy: 'dateAsc',
      hasQuery: true,
      problems: [],
    });
  });

  it('gives results the words to highlight: keyword, any-words and phrase, not the words left out', () => {
    const params = readSearchParams(
      new URLSearchParams(
        'keyword=gold&keyword.any=tin%20lead&keyword.phrase=rush%20days&keyword.not=film&title=x',
      ),
    );
    expect(params.searchTerm).toBe('gold tin lead "rush days"');
    expect(readSearchParams(new URLSearchParams('title=x')).searchTerm).toBe('');
  });

  it('falls back to defaults on odd values and reports them as problems', () => {
    const params = readSearchParams(new URLSearchParams('startPos=-3&pageSize=5000&sortBy=nonsense'));
    expect(params).toMatchObject({
      keyword: '',
      startPos: 0,
      pageSize: 100,
      sortBy: 'relevance',
      hasQuery: false,
    });
    expect(params.problems.map((p) => p.param)).toEqual(['startPos', 'pageSize', 'sortBy']);
  });

  it('reads every criterion: fields, repeated limits, ranges', () => {
    const params = readSearchParams(
      new URLSearchParams(
        'keyword=gold&title.phrase=rush&l-format=Book&l-format=Map&l-decade=191&date.from=1900',
      ),
    );
    expect(params.criteria.text).toEqual([
      { field: 'keyword', mode: 'all', value: 'gold' },
      { field: 'title', mode: 'phrase', value: 'rush' },
    ]);
    expect(params.criteria.limits).toHaveLength(2);
    expect(params.criteria.limits).toEqual(
      expect.arrayContaining([
        { key: 'l-decade', values: ['191'], mod: 'any' },
        { key: 'l-format', values: ['Book', 'Map'], mod: 'any' },
      ]),
    );
    expect(params.criteria.ranges).toEqual([{ field: 'date', from: '1900-01-01', to: null }]);
  });

  it('passes every parameter through to the API, in the parser order', () => {
    /** The query string of the search call sent with these criteria. */
    const apiSearchQuery = (...args: Parameters<typeof apiSearchFields>) =>
      addressOf(ENDPOINTS.search.run, { category: 'books', ...apiSearchFields(...args) }).replace(
        /^[^?]*/,
        '',
      );
    const params = readSearchParams(
      new URLSearchParams('l-format=Book&keyword=gold&sortBy=dateDesc&includeraw=y&l-format.mod=not'),
    );
    expect(apiSearchQuery(params.criteria)).toBe(
      '?keyword=gold&l-format=Book&l-format.mod=not&sortBy=dateDesc',
    );
    expect(apiSearchQuery(params.criteria, { startPos: 0, pageSize: 3 })).toBe(
      '?keyword=gold&l-format=Book&l-format.mod=not&pageSize=3&sortBy=dateDesc',
    );
  });

  it('sends a repeated parameter as one field listing its values, in their order', () => {
    const params = readSearchParams(new URLSearchParams('keyword=gold&l-format=Map&l-format=Book'));
    expect(apiSearchFields(params.criteria, { pageSize: 3 })).toEqual({
      keyword: 'gold',
      'l-format': ['Map', 'Book'],
      pageSize: '3',
    });
  });

  it('names an unknown limit as a problem rather than widening the search', () => {
    expect(readSearchParams(new URLSearchParams('keyword=a&l-formt=Book')).problems).toEqual([
      { param: 'l-formt', message: 'l-formt is not a limit this search knows.' },
    ]);
  });
});

describe('route rules (spec 01 §4)', () => {
  const current = new URLSearchParams('keyword=gold&l-format=Book&startPos=40&sortBy=dateAsc');

  it('omits empty parameters and drops startPos without a collection', () => {
    expect(searchHref(null, new URLSearchParams('keyword=gold&startPos=40&l-format='))).toBe(
      '/search?keyword=gold',
    );
    expect(searchHref('books', new URLSearchParams('keyword=gold&startPos=40'))).toBe(
      '/search/category/books?keyword=gold&startPos=40',
    );
  });

  it('resets facets, limits and paging when the collection changes, keeping the keyword', () => {
    expect(collectionHref('images', current)).toBe('/search/category/images?keyword=gold&sortBy=dateAsc');
    expect(collectionHref(null, current)).toBe('/search?keyword=gold&sortBy=dateAsc');
    // One's own tags are no facet of one collection: that limit goes along (ADR 022).
    const tagged = new URLSearchParams('l-usertag=to+read&l-format=Book&startPos=20');
    expect(collectionHref('images', tagged)).toBe('/search/category/images?l-usertag=to+read');
  });

  it('returns to the first page when the sort changes', () => {
    expect(sortHref('books', current, 'dateDesc')).toBe(
      '/search/category/books?keyword=gold&l-format=Book&sortBy=dateDesc',
    );
    expect(sortHref('books', current, 'relevance')).toBe('/search/category/books?keyword=gold&l-format=Book');
  });

  it('turns explanations on and off on the same page of the same search, keeping everything else', () => {
    expect(explainHref('books', current, true)).toBe(
      '/search/category/books?keyword=gold&l-format=Book&startPos=40&sortBy=dateAsc&explain=true',
    );
    const explained = new URLSearchParams('keyword=gold&explain=y&startPos=20');
    expect(explainHref('books', explained, false)).toBe('/search/category/books?keyword=gold&startPos=20');
    expect(explainHref('books', explained, true)).toBe(
      '/search/category/books?keyword=gold&startPos=20&explain=true',
    );
  });

  it('drops the limits whose facets disappeared, with their .mod, back on the first page', () => {
    const address = new URLSearchParams(
      'keyword=gold&l-decade=100&l-decade.mod=all&l-format=Book&startPos=20',
    );
    expect(withoutLimitsHref('books', address, ['l-decade'])).toBe(
      '/search/category/books?keyword=gold&l-format=Book',
    );
    expect(withoutLimitsHref('books', address, ['l-decade', 'l-format'])).toBe(
      '/search/category/books?keyword=gold',
    );
  });

  it('pages within the same query', () => {
    expect(pageHref('books', current, 60)).toBe(
      '/search/category/books?keyword=gold&l-format=Book&startPos=60&sortBy=dateAsc',
    );
    expect(pageHref('books', current, 0)).toBe(
      '/search/category/books?keyword=gold&l-format=Book&sortBy=dateAsc',
    );
  });

  it('adds and removes a facet term, back on the first page', () => {
    expect(limitHref('books', current, 'l-format', 'Map', true)).toBe(
      '/search/category/books?keyword=gold&sortBy=dateAsc&l-format=Book&l-format=Map',
    );
    expect(limitHref('books', current, 'l-format', 'Book', false)).toBe(
      '/search/category/books?keyword=gold&sortBy=dateAsc',
    );
    // Adding a term twice keeps one.
    expect(limitHref('books', current, 'l-format', 'Book', true)).toBe(
      '/search/category/books?keyword=gold&sortBy=dateAsc&l-format=Book',
    );
  });

  it("removes a limit's .mod with its last value", () => {
    const withMod = new URLSearchParams('keyword=a&l-format=Book&l-format.mod=not');
    expect(limitHref('books', withMod, 'l-format', 'Book', false)).toBe('/search/category/books?keyword=a');
  });

  it('clears every limit, keeping the words', () => {
    expect(
      clearLimitsHref('books', new URLSearchParams('keyword=a&l-format=Book&l-decade=191&title=b')),
    ).toBe('/search/category/books?keyword=a&title=b');
    expect(clearLimitsHref(null, new URLSearchParams('keyword=a&l-usertag=mine'))).toBe('/search?keyword=a');
  });

  it('refuses an empty or blank keyword, and normalises quotes and dashes', () => {
    expect(keywordSearchHref('   ', { categoryKey: 'books' })).toBeNull();
    expect(keywordSearchHref('\u201Cned kelly\u201D \u2013 bushranger', { categoryKey: null })).toBe(
      `/search?${new URLSearchParams({ keyword: '"ned kelly" - bushranger' }).toString()}`,
    );
  });

  it('replaces the keyword the box showed, whichever parameter held it', () => {
    const advanced = new URLSearchParams('keyword.any=gold silver&keyword.not=copper&l-format=Book');
    expect(
      keywordSearchHref('tin', {
        categoryKey: 'books',
        current: advanced,
        currentCategoryKey: 'books',
        shownKeyword: 'gold silver',
      }),
    ).toBe('/search/category/books?keyword=tin&keyword.not=copper&l-format=Book');
  });

  it('knows the same search in another parameter order', () => {
    expect(
      isSameSearch(
        '/search/category/books?keyword=a&l-format=B',
        '/search/category/books?l-format=B&keyword=a',
      ),
    ).toBe(true);
    expect(isSameSearch('/search/category/books?keyword=a', '/search/category/images?keyword=a')).toBe(false);
  });
});
