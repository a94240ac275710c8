import { describe, expect, it } from 'vitest';
import { MESSAGES, parseSearchCriteria } from '@trove/contracts';
import { titleOptions } from './lookups.ts';
import {
  buildSearch,
  queryFromEntries,
  resolveTitleLimits,
  resultsAddress,
  textRowValue,
  valuesFromCriteria,
} from './form-values.ts';
import { errorsByParam } from './validation.ts';

const entries = (pairs: [string, string][]) => pairs as [string, FormDataEntryValue][];
const build = (pairs: [string, string][], split: string[] = []) =>
  buildSearch(queryFromEntries(entries(pairs), split));

describe('building a search from the form', () => {
  it('takes a field named like the prototype chain as a field, not a crash', () => {
    const query = queryFromEntries(
      entries([
        ['constructor', 'x'],
        ['__proto__', 'y'],
        ['keyword', 'gold'],
      ]),
    );
    expect(Object.entries(query)).toEqual([
      ['constructor', ['x']],
      ['__proto__', ['y']],
      ['keyword', ['gold']],
    ]);
  });

  it('trims and collapses text and leaves empty fields and the default mode out of the address', () => {
    const built = build([
      ['keyword', '  gold   rush '],
      ['keyword.mod', 'all'],
      ['title', '   '],
      ['title.mod', 'phrase'],
      ['isbn', ''],
      ['l-format', ''],
    ]);
    expect(built.problems).toEqual([]);
    expect(built.params.toString()).toBe('keyword=gold+rush');
    expect(resultsAddress('books', built.params)).toBe('/search/category/books?keyword=gold+rush');
  });

  it('maps each mode to {field}, {field}.any, {field}.phrase and {field}.not', () => {
    const built = build([
      ['keyword', 'gold'],
      ['keyword.mod', 'any'],
      ['title', 'the rush'],
      ['title.mod', 'phrase'],
      ['creator', 'Smith'],
      ['creator.mod', 'not'],
      ['subject', 'mining'],
      ['subject.mod', 'all'],
    ]);
    expect([...built.params]).toEqual([
      ['keyword.any', 'gold'],
      ['title.phrase', 'the rush'],
      ['creator.not', 'Smith'],
      ['subject', 'mining'],
    ]);
  });

  it('refuses an invalid ISBN, ISSN, ISMN and year with the spec messages, naming the field', () => {
    const built = build([
      ['isbn', '0-306-40615-3'],
      ['issn', '1234-5678'],
      ['ismn', '9780306406157'],
      ['year.from', '19O1'],
      ['year.to', '1950'],
    ]);
    expect(errorsByParam(built.problems)).toEqual({
      isbn: MESSAGES.notValidIsbn,
      issn: MESSAGES.notValidIssn,
      ismn: MESSAGES.notValidIsmn,
      'year.from': MESSAGES.notValidYear,
    });
    expect(MESSAGES.notValidIsbn).toBe('Not a valid ISBN');
  });

  it('accepts a valid ISBN and sends it as isbn', () => {
    const built = build([['isbn', '0-306-40615-2']]);
    expect(built.problems).toEqual([]);
    expect(built.params.get('isbn')).toBe('0-306-40615-2');
  });

  it('expands fuzzy dates to the start and end of their period', () => {
    const built = build([
      ['date.from', '1914'],
      ['date.to', '1918-02'],
    ]);
    expect(built.params.get('date.from')).toBe('1914-01-01');
    expect(built.params.get('date.to')).toBe('1918-02-28');
    expect(errorsByParam(build([['date.from', '1914-13']]).problems)).toEqual({
      'date.from': 'Date must be YYYY, or YYYY-MM, or YYYY-MM-DD',
    });
  });

  it('reads birth and death as a year or a range of years', () => {
    const built = build([
      ['l-birth', '1850 - 1860'],
      ['l-death', '1901'],
    ]);
    expect(built.params.get('l-birth')).toBe('1850-1860');
    expect(built.params.get('l-death')).toBe('1901');
    expect(errorsByParam(build([['l-birth', 'eighteen fifty']]).problems)).toEqual({
      'l-birth': MESSAGES.notValidYear,
    });
  });

  it('says when there is nothing to search for', () => {
    expect(
      build([
        ['keyword', '  '],
        ['keyword.mod', 'any'],
      ]).empty,
    ).toBe(true);
    expect(build([['l-australian', 'y']]).empty).toBe(false);
  });

  it('repeats chosen values, splits domain tags on commas and keeps gov.au with its state', () => {
    const built = build(
      [
        ['nuc', 'ANL'],
        ['nuc', 'VSL'],
        ['nuc', 'ANL'],
        ['l-advSite', 'health, education ,'],
        ['l-auGovState', 'VIC'],
      ],
      ['l-advSite'],
    );
    expect(built.params.getAll('nuc')).toEqual(['ANL', 'VSL']);
    expect(built.params.getAll('l-advSite')).toEqual(['health', 'education']);
    expect(built.params.get('l-auGov')).toBe('y');
    expect(built.params.get('l-auGovState')).toBe('VIC');
  });
});

describe('newspaper titles and states', () => {
  const titles = titleOptions([
    { id: 1, name: 'The Argus', state: 'VIC', startYear: 1848, endYear: 1957 },
    { id: 2, name: 'The Age', state: 'VIC', startYear: 1854, endYear: 1954 },
    { id: 3, name: 'Sydney Gazette', state: 'NSW', startYear: 1803, endYear: 1842 },
  ]);

  it('sends a whole state as l-advstate, not its titles', () => {
    expect(resolveTitleLimits({ 'l-advstate': ['VIC'], 'l-advtitle': ['1', '2'] }, titles)).toEqual({
      'l-advstate': ['VIC'],
    });
  });

  it('writes states out as titles when titles of other states are chosen too, so either matches', () => {
    expect(resolveTitleLimits({ 'l-advstate': ['VIC'], 'l-advtitle': ['1', '3'] }, titles)).toEqual({
      'l-advtitle': ['1', '2', '3'],
    });
  });

  it('leaves titles alone when no state is chosen', () => {
    expect(resolveTitleLimits({ 'l-advtitle': ['3'] }, titles)).toEqual({ 'l-advtitle': ['3'] });
  });
});

describe('filling the form from the address', () => {
  it('shows each criterion in its field, paging and sort left out', () => {
    const { criteria } = parseSearchCriteria({
      'keyword.phrase': 'gold rush',
      isbn: '0306406152',
      'l-format': ['Book', 'Map'],
      'year.from': '1850',
      sortBy: 'dateDesc',
      startPos: '40',
    });
    const values = valuesFromCriteria(criteria);
    expect(values).toEqual({
      'keyword.phrase': ['gold rush'],
      isbn: ['0306406152'],
      'year.from': ['1850'],
      'l-format': ['Book', 'Map'],
    });
    expect(textRowValue(values, 'keyword')).toEqual({ value: 'gold rush', mode: 'phrase' });
    expect(textRowValue(values, 'title')).toEqual({ value: '', mode: 'all' });
  });
});
