import { describe, expect, it } from 'vitest';
import { SORT_OPTIONS } from '../api/search-rules.ts';
import {
  LIMIT_KEYS,
  LIMIT_MODS,
  RANGE_KEYS,
  TEXT_FIELD_KEYS,
  TEXT_MODES,
  VALUE_FIELD_KEYS,
  parseSearchCriteria,
  rawQueryOf,
} from '../search/criteria.ts';
import { portalDatesToV3, v3DatesToPortal } from './dates.ts';
import { parseV3ResultQuery } from './result-query.ts';
import {
  apiCallOf,
  criteriaToV3Params,
  keywordToV3Query,
  v3ParamsToWebSearch,
  v3QueryToKeyword,
  v3ToCriteria,
} from './translate.ts';

const raw = (query: string) => rawQueryOf(new URLSearchParams(query));
const webCriteria = (query: string) => parseSearchCriteria(raw(query)).criteria;

describe('v3 date ranges', () => {
  it("reads v3's date-time start bound as exclusive and its end as inclusive", () => {
    expect(v3DatesToPortal('war date:[1942-10-31T00:00:00Z TO 1942-11-30T00:00:00Z]')).toBe(
      'war date:[1942-11-01 TO 1942-11-30]',
    );
  });
  it('crosses month and year ends when shifting the start', () => {
    expect(v3DatesToPortal('date:[1899-12-31T00:00:00Z TO *]')).toBe('date:[1900-01-01 TO *]');
    expect(portalDatesToV3('date:[1900-01-01 TO *]')).toBe('date:[1899-12-31T00:00:00Z TO *]');
  });
  it('keeps years and open ends as they are', () => {
    expect(v3DatesToPortal('date:[1900 TO 1910]')).toBe('date:[1900 TO 1910]');
    expect(portalDatesToV3('date:[1900 TO 1910]')).toBe('date:[1900 TO 1910]');
  });
  it('gives back the v3 form it read', () => {
    const q = 'date:[1942-10-31T00:00:00Z TO 1942-11-30T00:00:00Z] AND fulltext:tragedy';
    expect(keywordToV3Query(v3QueryToKeyword(q))).toBe(q);
    expect(v3QueryToKeyword(q)).toBe('date:[1942-11-01 TO 1942-11-30] AND text:tragedy');
  });
});

describe('a v3 search as the portal criteria', () => {
  it('renames v3 limits and translates their values', () => {
    const { criteria, problems } = v3ToCriteria(
      raw(
        'q=flood&category=newspaper&l-state=Victoria&l-wordCount=%3C100%20Words&l-illustrated=true&l-decade=189',
      ),
    );
    expect(problems).toEqual([]);
    expect(criteria.text).toEqual([{ field: 'keyword', mode: 'all', value: 'flood' }]);
    expect(criteria.limits).toEqual([
      { key: 'l-state', values: ['VIC'], mod: 'any' },
      { key: 'l-word_count', values: ['0'], mod: 'any' },
      { key: 'l-illustrated', values: ['y'], mod: 'any' },
      { key: 'l-decade', values: ['189'], mod: 'any' },
    ]);
  });
  it('makes a month of one year a date range', () => {
    const { criteria } = v3ToCriteria(raw('category=newspaper&l-decade=194&l-year=1942&l-month=2'));
    expect(criteria.ranges).toEqual([{ field: 'date', from: '1942-02-01', to: '1942-02-28' }]);
  });
  it('names a month without its year as the problem', () => {
    expect(v3ToCriteria(raw('category=newspaper&l-month=02')).problems.map((p) => p.param)).toEqual([
      'l-month',
    ]);
  });
  it('refuses a value a limit cannot hold', () => {
    expect(v3ToCriteria(raw('category=newspaper&l-illustrated=maybe')).problems.map((p) => p.param)).toEqual([
      'l-illustrated',
    ]);
  });
  it('reads comma lists of limit values as v3 does', () => {
    const { criteria } = v3ToCriteria(raw('category=newspaper&l-state=NSW,VIC'));
    expect(criteria.limits).toEqual([{ key: 'l-state', values: ['NSW', 'VIC'], mod: 'any' }]);
  });
});

describe('a web search as its /v3/result call, and back', () => {
  const webSearches = [
    'keyword=tragedy',
    'keyword=tragedy&l-state=VIC&l-decade=189&sortBy=dateAsc',
    'keyword=title%3Aflood%20date%3A%5B1900-01-01%20TO%201910-12-31%5D',
    'keyword=war&l-word_count=3&l-illustrated=n&pageSize=50',
    'keyword.any=ship%20wreck&title.phrase=the%20argus&creator.not=smith',
    'isbn=0140449132&l-format=Book%2FIllustrated&l-format.mod=not',
    'date.from=1900-01-01&date.to=1914&l-title=13&startPos=40',
    'name=lawson&l-birth=1860-1870&l-occupation=Poet',
    'keyword=river&l-usertag=mine&l-advstate=NSW&sortBy=dateDesc',
  ];
  it.each(webSearches)('finds the same criteria after the round trip: %s', (query) => {
    const criteria = webCriteria(query);
    const v3 = criteriaToV3Params('newspapers', criteria);
    const back = v3ParamsToWebSearch(rawQueryOf(v3));
    expect(back.problems).toEqual([]);
    expect(back.category).toBe('newspapers');
    expect(parseSearchCriteria(rawQueryOf(back.params)).criteria).toEqual(criteria);
  });

  // Every word of the advanced search (its fields in every mode, identifiers, ranges, limits with
  // every modifier, sorts), each alone and all together, survives the trip there and back.
  const LIMIT_SAMPLES: Record<string, string> = {
    'l-state': 'VIC',
    'l-illustrated': 'y',
    'l-word_count': '3',
    'l-decade': '189',
    'l-year': '1893',
  };
  const RANGE_SAMPLES: Record<string, string> = {
    date: 'date.from=1900-01-01&date.to=1910-06',
    year: 'year.from=1900&year.to=1910',
    existencedate: 'existencedate.from=1850&existencedate.to=1900-12-31',
    birth: 'l-birth=1860-1870',
    death: 'l-death=1900-1920',
  };
  const VALUE_SAMPLES: Record<string, string> = { issn: '0317-8471', ismn: '979-0-2600-0043-8' };
  const vocabulary = [
    ...TEXT_FIELD_KEYS.flatMap((field) =>
      TEXT_MODES.map((mode) => `${mode === 'all' ? field : `${field}.${mode}`}=river%20flood`),
    ),
    ...VALUE_FIELD_KEYS.map((field) => `${field}=${VALUE_SAMPLES[field] ?? '0140449132'}`),
    ...RANGE_KEYS.map((key) => RANGE_SAMPLES[key] ?? ''),
    ...LIMIT_KEYS.flatMap((key) =>
      LIMIT_MODS.map((mod) => `${key}=${LIMIT_SAMPLES[key] ?? 'Poet'}&${key}.mod=${mod}`),
    ),
    ...SORT_OPTIONS.map((sort) => `keyword=war&sortBy=${sort}`),
  ];
  it.each([...vocabulary, vocabulary.join('&')])('keeps every word of the advanced search: %s', (query) => {
    const criteria = webCriteria(query);
    expect(parseSearchCriteria(raw(query)).problems).toEqual([]);
    const back = v3ParamsToWebSearch(rawQueryOf(criteriaToV3Params('books', criteria)));
    expect(back.problems).toEqual([]);
    expect(parseSearchCriteria(rawQueryOf(back.params)).criteria).toEqual(criteria);
  });

  it("gives a results page's API call with the facets it shows, under v3's names", () => {
    const call = apiCallOf('newspapers', webCriteria('keyword=flood&l-state=VIC'), [
      'decade',
      'state',
      'wordCount',
      'illustrationType',
    ]);
    expect(call?.getAll('facet')).toEqual(['decade', 'state', 'word', 'illtype']);
    expect(parseV3ResultQuery(rawQueryOf(call!)).problems).toEqual([]);
  });
  it('gives no API call for a collection the API does not have, or a search of own tags', () => {
    expect(apiCallOf('websites', webCriteria('keyword=flood'))).toBeNull();
    expect(apiCallOf('books', webCriteria('keyword=flood&l-usertag=mine'))).toBeNull();
  });

  it("writes v3's words where v3 has them", () => {
    const v3 = criteriaToV3Params(
      'newspapers',
      webCriteria(
        'keyword=text%3Aflood%20date%3A%5B1942-11-01%20TO%201942-11-30%5D&l-state=VIC&l-word_count=0&sortBy=dateDesc&pageSize=100',
      ),
    );
    expect(v3.toString()).toBe(
      new URLSearchParams([
        ['q', 'fulltext:flood date:[1942-10-31T00:00:00Z TO 1942-11-30T00:00:00Z]'],
        ['category', 'newspaper'],
        ['encoding', 'json'],
        ['l-state', 'Victoria'],
        ['l-wordCount', '<100 Words'],
        ['sortby', 'datedesc'],
        ['n', '100'],
      ]).toString(),
    );
    expect(parseV3ResultQuery(rawQueryOf(v3)).problems).toEqual([]);
  });

  const v3Searches = [
    'q=tragedy&category=newspaper&encoding=json',
    'q=fulltext%3Aflood&category=newspaper&encoding=json&l-state=Victoria&l-decade=189&sortby=dateasc&n=100',
    'q=date%3A%5B1942-10-31T00%3A00%3A00Z+TO+1942-11-30T00%3A00%3A00Z%5D&category=newspaper&encoding=json&l-wordCount=1000%2B+Words',
    'q=lawson&category=people&encoding=json&l-occupation=Poet&s=20',
  ];
  it.each(v3Searches)('gives back the same v3 call after the round trip: %s', (query) => {
    const there = v3ParamsToWebSearch(raw(query));
    expect(there.problems).toEqual([]);
    const back = criteriaToV3Params(
      there.category ?? '',
      parseSearchCriteria(rawQueryOf(there.params)).criteria,
    );
    expect(back.toString()).toBe(new URLSearchParams(query).toString());
  });
});

describe('the parameters of /v3/result', () => {
  it("requires a category with v3's message", () => {
    expect(parseV3ResultQuery(raw('q=x')).problems).toEqual([
      { param: 'category', message: 'Missing required parameter: category' },
    ]);
  });
  it('takes all, one or a comma list of categories', () => {
    expect(parseV3ResultQuery(raw('category=all')).query.categories).toHaveLength(9);
    expect(parseV3ResultQuery(raw('category=book,newspaper')).query.categories.map((c) => c.code)).toEqual([
      'book',
      'newspaper',
    ]);
  });
  it('reads include in any case, repeated or comma-separated', () => {
    expect(
      parseV3ResultQuery(raw('category=list&include=articleText,Tags&include=listItems')).query.include,
    ).toEqual(['articletext', 'tags', 'listitems']);
  });
  it('refuses n beyond 100, a bad cursor, sort, reclevel, include, facet and limit', () => {
    const { problems } = parseV3ResultQuery(
      raw(
        'category=book&n=101&s=%3Cscript%3E&sortby=title&reclevel=huge&include=everything&facet=colour&l-colour=red',
      ),
    );
    expect(problems.map((p) => p.param)).toEqual([
      'n',
      's',
      'sortby',
      'reclevel',
      'include',
      'facet',
      'l-colour',
    ]);
  });
  it("takes v3's facet-only queries as no query", () => {
    for (const q of ['%00', '%20', '*'])
      expect(parseV3ResultQuery(raw(`category=book&q=${q}`)).query.q).toBeNull();
  });
});
