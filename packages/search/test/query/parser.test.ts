import { describe, expect, it } from 'vitest';
import type { DateBound, QueryNode } from '../../src/query/ast.ts';
import { lenientParse, parseQuery } from '../../src/query/parser.ts';

const term = (text: string): QueryNode => ({ type: 'term', text });
const not = (child: QueryNode): QueryNode => ({ type: 'not', child });
const and = (...children: QueryNode[]): QueryNode => ({ type: 'and', children });
const or = (...children: QueryNode[]): QueryNode => ({ type: 'or', children });

function parsed(input: string): QueryNode | null {
  const result = parseQuery(input);
  if (!result.ok) throw new Error(`expected ${input} to parse: ${result.message}`);
  return result.query;
}

function failure(input: string): { message: string; position: number } {
  const result = parseQuery(input);
  if (result.ok) throw new Error(`expected ${input} to fail, got ${JSON.stringify(result.query)}`);
  return { message: result.message, position: result.position };
}

describe('parseQuery: terms, phrases, prefixes', () => {
  it('reads words joined by an implicit AND', () => {
    expect(parsed('federal kitten')).toEqual(and(term('federal'), term('kitten')));
    expect(parsed('kelly')).toEqual(term('kelly'));
  });

  it('reads quoted phrases, with proximity after ~', () => {
    expect(parsed('"ned kelly"')).toEqual({ type: 'phrase', text: 'ned kelly' });
    expect(parsed('"bushranger gang"~5')).toEqual({ type: 'phrase', text: 'bushranger gang', proximity: 5 });
  });

  it('reads a trailing * as a prefix, and a lone * as punctuation', () => {
    expect(parsed('bush*')).toEqual({ type: 'prefix', text: 'bush' });
    expect(parsed('bush* *')).toEqual({ type: 'prefix', text: 'bush' });
    expect(parsed('* & :')).toBeNull();
  });

  it('gives no query for empty input', () => {
    expect(parsed('')).toBeNull();
    expect(parsed('   ')).toBeNull();
  });

  it('normalises curly quotes and en or em dashes first', () => {
    expect(parsed('“ned kelly”')).toEqual({ type: 'phrase', text: 'ned kelly' });
    expect(parsed('gold —rush')).toEqual(and(term('gold'), not(term('rush'))));
  });
});

describe('parseQuery: operators and precedence', () => {
  it('reads AND, OR and NOT only in upper case', () => {
    expect(parsed('gold OR tin')).toEqual(or(term('gold'), term('tin')));
    expect(parsed('gold AND tin')).toEqual(and(term('gold'), term('tin')));
    expect(parsed('gold NOT tin')).toEqual(and(term('gold'), not(term('tin'))));
    expect(parsed('gold or not tin')).toEqual(and(term('gold'), term('or'), term('not'), term('tin')));
  });

  it('binds NOT tighter than AND, and AND tighter than OR', () => {
    expect(parsed('a b OR c')).toEqual(or(and(term('a'), term('b')), term('c')));
    expect(parsed('a OR b AND c')).toEqual(or(term('a'), and(term('b'), term('c'))));
    expect(parsed('a NOT b OR c')).toEqual(or(and(term('a'), not(term('b'))), term('c')));
    expect(parsed('NOT a OR b')).toEqual(or(not(term('a')), term('b')));
  });

  it('groups with brackets and merges nested groups of the same kind', () => {
    expect(parsed('(a OR b) c')).toEqual(and(or(term('a'), term('b')), term('c')));
    expect(parsed('a (b c)')).toEqual(and(term('a'), term('b'), term('c')));
    expect(parsed('((a))')).toEqual(term('a'));
  });

  it('reads -word as NOT and +word as required, as Trove users type them', () => {
    expect(parsed('"ned kelly" -film')).toEqual(
      and({ type: 'phrase', text: 'ned kelly' }, not(term('film'))),
    );
    expect(parsed('+gold rush')).toEqual(and(term('gold'), term('rush')));
    expect(parsed('-(a OR b) c')).toEqual(and(not(or(term('a'), term('b'))), term('c')));
  });

  it('keeps hyphens inside words and ignores a lone dash', () => {
    expect(parsed('colonial-era')).toEqual(term('colonial-era'));
    expect(parsed('1900 - 1910')).toEqual(and(term('1900'), term('1910')));
  });
});

describe('parseQuery: fields and ranges', () => {
  it('reads fielded words, phrases, prefixes and groups', () => {
    expect(parsed('creator:lawson*')).toEqual({
      type: 'field',
      field: 'creator',
      child: { type: 'prefix', text: 'lawson' },
    });
    expect(parsed('title:"for the term"')).toEqual({
      type: 'field',
      field: 'title',
      child: { type: 'phrase', text: 'for the term' },
    });
    expect(parsed('subject:(gold OR tin)')).toEqual({
      type: 'field',
      field: 'subject',
      child: or(term('gold'), term('tin')),
    });
    expect(parsed('Text:gold')).toEqual({ type: 'field', field: 'text', child: term('gold') });
  });

  it('reads the value fields', () => {
    expect(parsed('isbn:0330258648')).toEqual({ type: 'field', field: 'isbn', child: term('0330258648') });
    expect(parsed('fulltextind:y')).toEqual({ type: 'field', field: 'fullTextInd', child: term('y') });
    expect(parsed('has:correctabletext')).toEqual({
      type: 'field',
      field: 'has',
      child: term('correctabletext'),
    });
    expect(parsed('publictag:"gold rush"')).toEqual({
      type: 'field',
      field: 'publictag',
      child: { type: 'phrase', text: 'gold rush' },
    });
  });

  it('treats unknown field names as plain words', () => {
    expect(parsed('http://trove.nla.gov.au')).toEqual(term('http://trove.nla.gov.au'));
    expect(parsed('10:30 train')).toEqual(and(term('10:30'), term('train')));
  });

  it('reads date ranges with years, dates, open ends and dashes', () => {
    const range = (from: DateBound | null, to: DateBound | null): QueryNode => ({
      type: 'range',
      field: 'date',
      from,
      to,
    });
    expect(parsed('date:[1900 TO 1910]')).toEqual(range({ year: 1900 }, { year: 1910 }));
    expect(parsed('date:[1900-01-31 TO *]')).toEqual(range({ year: 1900, month: 1, day: 31 }, null));
    expect(parsed('date:[1900–1910]')).toEqual(range({ year: 1900 }, { year: 1910 }));
    expect(parsed('date:[* – 1910]')).toEqual(range(null, { year: 1910 }));
    expect(parsed('title:(gold rush) AND date:[1850 TO 1860]')).toEqual(
      and(
        { type: 'field', field: 'title', child: and(term('gold'), term('rush')) },
        range({ year: 1850 }, { year: 1860 }),
      ),
    );
  });
});

describe('parseQuery: mistakes are results that say what and where', () => {
  it.each([
    ['gold)', /^The closing bracket after “gold” has no opening bracket before it/, 4],
    ['(cats AND dogs', /^The closing bracket is missing after “\(cats AND dogs”: add a \)/, 0],
    ['(gold', /^The closing bracket is missing after “\(gold”/, 0],
    ['"gold', /^The closing quote mark is missing after “"gold”: add a "/, 0],
    ['"', /^The closing quote mark is missing after “"”/, 0],
    ['NEAR(', /^The closing bracket is missing after “\(”/, 4],
    ['AND', /^AND at the start needs a search term before it\.$/, 0],
    ['(cats AND', /^AND at the end of “\(cats AND” needs a search term after it\.$/, 6],
    ['gold OR', /^OR at the end of “gold OR” needs a search term after it\.$/, 5],
    ['gold AND OR tin', /^AND after “gold” needs a search term after it\.$/, 5],
    ['gold NOT', /^NOT at the end of “gold NOT” needs a word to leave out after it\.$/, 5],
    ['()', /^The brackets at the start have nothing inside them\.$/, 0],
    ['gold ()', /^The brackets after “gold” have nothing inside them\.$/, 5],
    ['title:', /^title: is empty: put a value after it, as in title:word\.$/, 0],
    ['gold title:', /^title: after “gold” is empty: put a value after it/, 5],
    ['isbn:(a b)', /isbn: takes one value/, 0],
    ['has:pictures', /has: only takes correctabletext/, 0],
    ['date:[1910 TO 1900]', /starts after it ends: 1910 is later than 1900/, 0],
    ['gold date:[1900-02-30 TO 1910]', /1900-02-30 is not a real date/, 5],
    ['date:[about 1900 TO 1910]', /written date:\[1900 TO 1910\]/, 0],
    ['date:[19th TO 1910]', /"19th" is not a date/, 0],
    ['date:[1900 TO 1910', /needs a closing \]/, 0],
  ])('%s', (input, message, position) => {
    const problem = failure(input);
    expect(problem.message).toMatch(message);
    expect(problem.position).toBe(position);
  });

  it('quotes at most 30 characters around the place', () => {
    const long = 'the quick brown fox jumps over the lazy dog again and again';
    expect(failure(`(${long}`).message).toBe(
      'The closing bracket is missing after “(the quick brown fox jumps…”: add a ) where the group ends.',
    );
    expect(failure(`${long})`).message).toMatch(
      /^The closing bracket after “…the lazy dog again and again” has no opening bracket/,
    );
  });

  it('refuses brackets nested deeper than anyone types', () => {
    expect(failure(`${'('.repeat(20)}a${')'.repeat(20)}`).message).toMatch(/nest more than 16 deep/);
    expect(parsed(`${'('.repeat(16)}a${')'.repeat(16)}`)).toEqual(term('a'));
  });

  it('handles 1,000 characters of anything without throwing', () => {
    const samples = ['gold ', '"a b" ', '(x OR ', 'NOT ', ') ', '-', 'title:', 'date:[', '"', '*'];
    for (const sample of samples) {
      const input = sample.repeat(Math.ceil(1000 / sample.length)).slice(0, 1000);
      expect(() => parseQuery(input)).not.toThrow();
      expect(() => lenientParse(input)).not.toThrow();
    }
  });
});

describe('lenientParse', () => {
  const phrase = (text: string): QueryNode => ({ type: 'phrase', text });

  it('returns the parsed query and no error when it parses', () => {
    expect(lenientParse('gold OR tin')).toEqual({
      query: or(term('gold'), term('tin')),
      error: null,
      searched: null,
    });
  });

  it('drops has: with a quoted value, which the strict parser refuses, so what it searched reads back', () => {
    // Found by the property test: has:"correctabletext” (a closing curly quote) was kept as a phrase.
    for (const input of ['has:"correctabletext”', 'gold has:"correctabletext"']) {
      const result = lenientParse(input);
      expect(parseQuery(result.searched ?? '')).toEqual({ ok: true, query: result.query });
    }
    expect(lenientParse('gold has:"correctabletext"').query).toEqual(term('gold'));
  });

  it('falls back to the words, says why and what it searched instead', () => {
    const result = lenientParse('(cats AND dogs');
    expect(result.query).toEqual(and(term('cats'), term('dogs')));
    expect(result.error).toMatchObject({ ok: false, position: 0 });
    expect(result.searched).toBe('cats dogs');
  });

  it('drops operators and brackets, keeps fields with their word, phrases and date ranges', () => {
    const result = lenientParse('title:(gold rush');
    expect(result.query).toEqual(and(term('gold'), term('rush')));
    expect(lenientParse('title:gold OR').query).toEqual({
      type: 'field',
      field: 'title',
      child: term('gold'),
    });
    expect(lenientParse('"gold rush" ballarat AND').searched).toBe('"gold rush" ballarat');
    const dated = lenientParse('gold date:[1850 TO 1860] (');
    expect(dated.searched).toBe('gold date:[1850 TO 1860]');
    expect(dated.query).toEqual(
      and(term('gold'), { type: 'range', field: 'date', from: { year: 1850 }, to: { year: 1860 } }),
    );
  });

  it('leaves out what was to be left out rather than searching for it', () => {
    expect(lenientParse('gold -rush (').query).toEqual(term('gold'));
    expect(lenientParse('gold NOT (rush OR tin) AND').query).toEqual(term('gold'));
  });

  it('takes out a lone quote or an unreadable range and reads the rest', () => {
    expect(lenientParse('"gold rush').query).toEqual(and(term('gold'), term('rush')));
    expect(lenientParse('"gold rush" "tin').query).toEqual(and(phrase('gold rush'), term('tin')));
    expect(lenientParse('gold date:[about 1900 TO 1910] tin').query).toEqual(and(term('gold'), term('tin')));
    expect(lenientParse('NEAR(').query).toEqual(term('NEAR'));
  });

  it('has nothing to search when no word is left', () => {
    expect(lenientParse('"')).toMatchObject({ query: null, searched: '' });
    expect(lenientParse('title:').query).toBeNull();
    expect(lenientParse('AND OR').query).toBeNull();
  });
});
