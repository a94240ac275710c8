import { describe, expect, it } from 'vitest';
import {
  LIMIT_LABELS,
  criteriaToParams,
  dependsOnCaller,
  hasSearchTerms,
  parseSearchCriteria,
} from '../src/search/criteria.ts';

const parse = (query: string) => {
  const grouped: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) (grouped[key] ??= []).push(value);
  return parseSearchCriteria(grouped);
};

describe('parseSearchCriteria', () => {
  it('reads text fields in every mode, trimming and collapsing whitespace and normalising quotes', () => {
    const { criteria, problems } = parse(
      'keyword=%20gold%20%20rush%20&title.any=map&creator.phrase=%E2%80%9CHenry%20Lawson%E2%80%9D&subject.not=mining',
    );
    expect(problems).toEqual([]);
    expect(criteria.text).toEqual([
      { field: 'keyword', mode: 'all', value: 'gold rush' },
      { field: 'title', mode: 'any', value: 'map' },
      { field: 'creator', mode: 'phrase', value: '"Henry Lawson"' },
      { field: 'subject', mode: 'not', value: 'mining' },
    ]);
  });

  it('lets {field}.mod re-read the plain field in another mode', () => {
    expect(parse('keyword=gold%20rush&keyword.mod=phrase').criteria.text).toEqual([
      { field: 'keyword', mode: 'phrase', value: 'gold rush' },
    ]);
    expect(parse('keyword=gold&keyword.mod=sideways').criteria.text[0]?.mode).toBe('all');
  });

  it("checks identifiers and ranges with the spec's messages, naming the parameter", () => {
    const { problems } = parse(
      'isbn=123&issn=0312-6146&ismn=9790060115615&year.from=10000&date.to=1901-13&existencedate.from=soon&l-birth=x',
    );
    expect(problems).toEqual([
      { param: 'isbn', message: 'Not a valid ISBN' },
      { param: 'issn', message: 'Not a valid ISSN' },
      { param: 'date.to', message: 'Date must be YYYY, or YYYY-MM, or YYYY-MM-DD' },
      { param: 'year.from', message: 'Not a valid year' },
      { param: 'existencedate.from', message: 'Date must be YYYY, or YYYY-MM, or YYYY-MM-DD' },
      { param: 'l-birth', message: 'Not a valid year' },
    ]);
  });

  it('expands fuzzy dates to the start and end of their period', () => {
    const { criteria } = parse('keyword=x&date.from=1901&date.to=1902-02&year.from=-50&l-death=1880-1890');
    expect(criteria.ranges).toEqual([
      { field: 'date', from: '1901-01-01', to: '1902-02-28' },
      { field: 'year', from: '-0050-01-01', to: null },
      { field: 'death', from: '1880-01-01', to: '1890-12-31' },
    ]);
  });

  it('reads repeated limits once each, with their .mod, in the order given, and refuses unknown ones', () => {
    const { criteria, problems } = parse(
      'keyword=x&l-format=Map&l-decade=191&l-format=Book&l-format=Map&l-format.mod=all&l-colour=red&l-year=',
    );
    expect(criteria.limits).toEqual([
      { key: 'l-format', values: ['Map', 'Book'], mod: 'all' },
      { key: 'l-decade', values: ['191'], mod: 'any' },
    ]);
    expect(problems).toEqual([{ param: 'l-colour', message: 'l-colour is not a limit this search knows.' }]);
  });

  it('reads paging, sort and flags, refusing values out of range', () => {
    expect(
      parse('keyword=x&startPos=40&pageSize=10&sortBy=dateAsc&pageTotals=true&explain=y').criteria,
    ).toMatchObject({
      startPos: 40,
      pageSize: 10,
      sortBy: 'dateAsc',
      pageTotals: true,
      explain: true,
    });
    expect(parse('keyword=x&startPos=-1&pageSize=101&sortBy=title').problems.map((p) => p.param)).toEqual([
      'startPos',
      'pageSize',
      'sortBy',
    ]);
  });

  it('ignores parameters that are not search criteria', () => {
    const { criteria, problems } = parse('includeraw=y&utm_source=x&facet=format');
    expect(problems).toEqual([]);
    expect(hasSearchTerms(criteria)).toBe(false);
  });
});

describe('the user-tag limit', () => {
  it('is a search on its own, labelled Tagged, whose answer depends on who asks', () => {
    const { criteria, problems } = parse('l-usertag=to%20read');
    expect(problems).toEqual([]);
    expect(criteria.limits).toEqual([{ key: 'l-usertag', values: ['to read'], mod: 'any' }]);
    expect(hasSearchTerms(criteria)).toBe(true);
    expect(LIMIT_LABELS['l-usertag']).toBe('Tagged');
    expect(dependsOnCaller(criteria)).toBe(true);
    expect(dependsOnCaller(parse('keyword=gold&l-format=Book&publictag=gold').criteria)).toBe(false);
  });
});

describe('criteriaToParams', () => {
  it('writes criteria back as the same address, defaults and empty values left out', () => {
    const query =
      'keyword=gold&title.any=map&isbn=0330258648&date.from=1901-01-01&year.to=1950&l-birth=1850-1860&l-format=Map&l-format=Book&l-format.mod=not&startPos=20&sortBy=dateDesc';
    const { criteria } = parse(query);
    const params = criteriaToParams(criteria);
    expect(params.toString()).toBe(new URLSearchParams(query).toString());
    expect(parse(params.toString()).criteria).toEqual(criteria);
  });
});
