import {
  FACET_CODES,
  LIMIT_KEYS,
  LIMIT_MODS,
  RANGE_KEYS,
  SORT_OPTIONS,
  TEXT_FIELD_KEYS,
  TEXT_MODES,
  VALUE_FIELD_KEYS,
} from '@trove/contracts';
import fc from 'fast-check';
import { queryText } from '../../../../packages/search/test/query/query-arbitraries.ts';
import { hostileString } from './hostile-values.ts';

/**
 * Query strings of a search (spec 01 §3, contracts' criteria.ts) as pairs: the parameters a search
 * knows, with query-language text, dates, numbers and limits, next to hostile values.
 */

const TEXT_KEYS = TEXT_FIELD_KEYS.flatMap((field) =>
  TEXT_MODES.map((mode) => (mode === 'all' ? field : `${field}.${mode}`)),
);
const RANGE_PARAMS = RANGE_KEYS.flatMap((key) => [`${key}.from`, `${key}.to`, `l-${key}`]);

const numberText = fc.oneof(
  fc.integer({ min: -5, max: 1000 }).map(String),
  fc.constantFrom('0', '1', '100', '101', '1000000', '1000001', '-1', '1.5', 'NaN', '1e3', '9'.repeat(20)),
);
const dateText = fc.oneof(
  fc.integer({ min: -9999, max: 99999 }).map(String),
  fc.constantFrom('1900', '1900-02', '1900-02-30', '1900-13-01', '2000-02-29', '0000', '*', '1800s', 'c1900'),
);

const pair = (key: fc.Arbitrary<string>, value: fc.Arbitrary<string>): fc.Arbitrary<[string, string]> =>
  fc.tuple(key, fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: hostileString }));

const searchPair: fc.Arbitrary<[string, string]> = fc.oneof(
  { weight: 6, arbitrary: pair(fc.constantFrom(...TEXT_KEYS), queryText) },
  pair(
    fc.constantFrom(...VALUE_FIELD_KEYS),
    fc.oneof(fc.constantFrom('0-19-852663-6', '1234-5679', 'ANL'), queryText),
  ),
  pair(fc.constantFrom(...RANGE_PARAMS), dateText),
  pair(
    fc.constantFrom(...LIMIT_KEYS),
    fc.oneof(fc.constantFrom('Book', '1900', '1890s', 'y', 'English'), queryText),
  ),
  pair(fc.constantFrom(...LIMIT_KEYS.map((key) => `${key}.mod`)), fc.constantFrom(...LIMIT_MODS, 'none')),
  pair(fc.constant('sortby'), fc.constantFrom(...SORT_OPTIONS, 'title')),
  pair(fc.constantFrom('startPos', 'pageSize'), numberText),
  pair(fc.constant('facet'), fc.constantFrom(...FACET_CODES, 'nope')),
  pair(fc.constant('explain'), fc.constantFrom('true', 'false', 'y')),
  pair(fc.constantFrom('l-unknown', 'keyword[]', 'keyword.bogus', '__proto__', 'constructor'), queryText),
);

/** A search's parameters, a key sometimes repeated. */
export const searchQuery: fc.Arbitrary<[string, string][]> = fc.array(searchPair, {
  minLength: 0,
  maxLength: 6,
});
