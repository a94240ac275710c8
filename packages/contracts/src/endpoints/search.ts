import {
  FacetsAnswerSchema,
  RawQuerySchema,
  ResultsPageSchema,
  SearchCategoryParamsSchema,
  SearchMetadataSchema,
  UrlLookupQuerySchema,
  UrlLookupSchema,
} from '../api/search.ts';
import { FACET_CODES } from '../search/facets.ts';
import { endpoint } from './endpoint.ts';

/** Spec 01 §4 and §7, ADR 008: searching one collection or all of them, and what a search form needs. */
export const search = {
  run: endpoint({
    method: 'GET',
    path: '/search/:category',
    group: 'search',
    summary: 'Search one collection (url key or id), or every collection with category -1',
    description:
      'Parameters (ADR 008): keyword, title, creator, subject, name, organisationname, each also with .any, .phrase ' +
      "or .not; isbn, issn, ismn, nuc, publictag, batchId; l-usertag (the signed-in caller's own tags, public and " +
      'private; nothing for anonymous callers); date.from/date.to and existencedate.from/.to (YYYY, ' +
      'YYYY-MM or YYYY-MM-DD), year.from/year.to, l-birth, l-death; l- limits, repeatable (any of the values), ' +
      'with {limit}.mod=all or not; startPos, pageSize, pageTotals, sortBy (relevance, dateDesc, dateAsc), explain (data managers only: 401/403 otherwise). ' +
      'The keyword reads the query language: "phrases", "phrases"~N, prefix*, AND / OR / NOT, -word, brackets, ' +
      'title:, creator:, subject:, text:, isbn:, issn:, ismn:, nuc:, publictag:, fullTextInd:, ' +
      'has:correctabletext and date:[1900 TO 1910]. For one collection: a page of results with the exact total ' +
      "and the facets of the collection's handler counted over every match; a search that finds nothing because " +
      'of its limits is redone without them (removedLimits names them). For -1: resultGroups, one per collection ' +
      'with matches, each with its exact totalFound and its first 3 results (8 for image tiles), and the subject ' +
      'and public tag facets. Help when a search fails (ADR 034), each field absent when there is nothing to say: ' +
      'suggestion (a spelling of the keyword from the index vocabulary that finds more, when fewer than 5 records ' +
      'match), partialMatch (no record holds every word of the keyword: the results hold matched of its words), ' +
      'queryProblem (the keyword could not be read as a query: what is wrong and where, and the words searched instead).',
    params: SearchCategoryParamsSchema,
    query: RawQuerySchema,
    response: ResultsPageSchema,
    errors: [400, 401, 403, 404, 500, 503],
  }),
  facets: endpoint({
    method: 'GET',
    path: '/search/:category/facets',
    group: 'search',
    summary: 'The named facets of a search, counted over every match',
    description:
      'The same search parameters as GET /search/{category}, plus facet (repeated): the facet codes wanted, ' +
      `any of ${FACET_CODES.join(', ')}. Answers { facets }, leaving out facets without terms.`,
    params: SearchCategoryParamsSchema,
    query: RawQuerySchema,
    response: FacetsAnswerSchema,
    errors: [400, 401, 403, 404, 503],
  }),
  urlLookup: endpoint({
    method: 'GET',
    path: '/search/url-lookup',
    group: 'search',
    summary: 'Archived websites at an address, with the archived address to open',
    description:
      'Matches a website whose address, or a capture whose original address, is the given one ' +
      '(scheme and a trailing slash ignored, host lower-cased). works is empty when nothing matches.',
    query: UrlLookupQuerySchema,
    response: UrlLookupSchema,
    errors: [400, 500],
  }),
  metadata: endpoint({
    method: 'GET',
    path: '/search/:category/metadata',
    group: 'search',
    summary: 'Lookups and date range defaults of a collection (url key or id), or of all with -1',
    description:
      'libraries (by nuc, branches under their parent), newspaper titles (newspapers only), ' +
      'and the earliest and latest day of the collection records (YYYY-MM-DD).',
    params: SearchCategoryParamsSchema,
    response: SearchMetadataSchema,
    errors: [400, 404, 500],
  }),
};
