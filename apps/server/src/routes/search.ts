import {
  ApiErrorSchema,
  FACET_CODES,
  type FacetCode,
  FacetCodeSchema,
  FacetsAnswerSchema,
  type RawQuery,
  ResultsPageSchema,
  dependsOnCaller,
} from '@trove/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { AnswerCache } from '../http/answer-cache.ts';
import { HttpError } from '../http/errors.ts';
import { guardExplain } from '../http/data-manager.ts';
import { RawQuerySchema, criteriaOf } from '../http/search-criteria.ts';
import { callerOf } from '../http/viewer.ts';
import { search, searchFacets } from '../services/search-service.ts';

/** Results change only when the catalogue does; a minute of caching spares repeated paging. */
const SEARCH_CACHE_SECONDS = 60;
/** Text of kept search answers (a page of results is a few kilobytes: some thousands of searches). */
const ANSWER_CACHE_CHARS = 24 * 1024 * 1024;

const CategoryParamsSchema = z.object({
  category: z.string().regex(/^(-1|\d{1,9}|[A-Za-z0-9_-]{1,64})$/, 'Not a collection key or id'),
});

/** The repeated `facet` parameters of a facets call, each a known facet code. */
function facetCodesOf(query: RawQuery): FacetCode[] {
  const raw = query.facet;
  const codes = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw])
    .map((c) => c.trim())
    .filter(Boolean);
  const unknown = codes.filter((c) => !FacetCodeSchema.safeParse(c).success);
  if (codes.length === 0 || unknown.length > 0)
    throw new HttpError(
      400,
      'validation',
      codes.length === 0
        ? 'Name at least one facet: facet=format&facet=decade …'
        : `Not a facet: ${unknown.join(', ')}. Facets are ${FACET_CODES.join(', ')}.`,
      [{ path: ['facet'], message: 'Not a facet code' }],
    );
  return [...new Set(codes)] as FacetCode[];
}

/** Sends JSON that is already serialised: answers are checked by their types, and cached as text. */
const asIs = (payload: unknown) => payload as string;

export function searchRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const answers = new AnswerCache(ANSWER_CACHE_CHARS);
  const version = () => deps.search.current?.status().revision ?? -1;
  return async (app) => {
    app.get(
      '/search/:category',
      {
        schema: {
          tags: ['search'],
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
            'and public tag facets.',
          params: CategoryParamsSchema,
          querystring: RawQuerySchema,
          response: {
            200: ResultsPageSchema,
            400: ApiErrorSchema,
            401: ApiErrorSchema,
            403: ApiErrorSchema,
            404: ApiErrorSchema,
            500: ApiErrorSchema,
            503: ApiErrorSchema,
          },
        },
        config: { cacheSeconds: SEARCH_CACHE_SECONDS },
      },
      async (request, reply) => {
        const started = performance.now();
        const criteria = guardExplain(request, criteriaOf(request.query, { requireTerms: true }));
        const viewer = callerOf(request)?.userId ?? null;
        // An answer that depends on who asks (their own tags) is never kept for the next asker.
        const shared = !dependsOnCaller(criteria);
        // Keyed by what the search is, not how it was written: a page's own call and a reader's
        // call of the same search (parameters in another order or spelled out) share the answer.
        const key = `${version()}|${request.params.category}|${JSON.stringify(criteria)}`;
        let json = shared ? answers.get(key) : undefined;
        if (json === undefined) {
          const page = await search(deps, request.params.category, criteria, viewer);
          json = JSON.stringify(page);
          if (shared) answers.set(key, json);
        }
        reply.header('server-timing', `search;dur=${(performance.now() - started).toFixed(1)}`);
        // Already serialised: sent through the untyped reply, which takes text as it is.
        return (reply as FastifyReply).type('application/json; charset=utf-8').serializer(asIs).send(json);
      },
    );

    app.get(
      '/search/:category/facets',
      {
        schema: {
          tags: ['search'],
          summary: 'The named facets of a search, counted over every match',
          description:
            'The same search parameters as GET /search/{category}, plus facet (repeated): the facet codes wanted, ' +
            `any of ${FACET_CODES.join(', ')}. Answers { facets }, leaving out facets without terms.`,
          params: CategoryParamsSchema,
          querystring: RawQuerySchema,
          response: {
            200: FacetsAnswerSchema,
            400: ApiErrorSchema,
            401: ApiErrorSchema,
            403: ApiErrorSchema,
            404: ApiErrorSchema,
            503: ApiErrorSchema,
          },
        },
        config: { cacheSeconds: SEARCH_CACHE_SECONDS },
      },
      async (request) => {
        const codes = facetCodesOf(request.query);
        const facets = await searchFacets(
          deps,
          request.params.category,
          guardExplain(request, criteriaOf(request.query, { requireTerms: true })),
          codes,
          callerOf(request)?.userId ?? null,
        );
        return { facets };
      },
    );
  };
}
