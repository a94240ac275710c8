import { FACETS_BY_HANDLER, type FacetCode, parseSearchCriteria } from '@trove/contracts';
import type { SearchRequest } from '../src/engine.ts';

/** Searches covering every kind of record, facet, limit, range and sort order. */
export const SEARCHES: [string, string[] | null, readonly FacetCode[]][] = [
  ['keyword=gold', ['books'], FACETS_BY_HANDLER.BOOK],
  ['keyword=gold&l-format=Book&sortBy=dateAsc', ['books'], FACETS_BY_HANDLER.BOOK],
  ['keyword=gold OR bush&l-decade=191&l-decade=188', ['books'], FACETS_BY_HANDLER.BOOK],
  ['keyword=gold&date.from=1850&date.to=1900', ['newspapers'], FACETS_BY_HANDLER.NEWSPAPER_AND_GAZETTE],
  ['keyword=bush&sortBy=dateDesc', null, ['subject', 'pubtag']],
  ['keyword=gold&l-type=Person&existencedate.from=1850', ['people'], FACETS_BY_HANDLER.PEOPLE],
  ['keyword=gold&l-auGov=y', ['websites'], FACETS_BY_HANDLER.WEBSITE],
  ['keyword=isbn:0330258648', ['books'], []],
  ['keyword=kangaroo', ['books'], FACETS_BY_HANDLER.BOOK],
  ['keyword=renamed', ['books'], FACETS_BY_HANDLER.BOOK],
  ['keyword=bush', ['books'], FACETS_BY_HANDLER.BOOK],
  ['keyword=bush', ['music'], FACETS_BY_HANDLER.MUSIC],
];

export function requestOf([query, categories, facets]: (typeof SEARCHES)[number]): SearchRequest {
  const raw: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) (raw[key] ??= []).push(value);
  const { criteria } = parseSearchCriteria(raw);
  return { terms: criteria, categories, startPos: 0, pageSize: 20, sortBy: criteria.sortBy, facets };
}
