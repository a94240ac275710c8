import { ApiErrorSchema, ResultsPageSchema, hasSearchTerms, parseSearchCriteria } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { search } from '../services/search-service.ts';

/** Results change only when the catalogue does; a minute of caching spares repeated paging. */
const SEARCH_CACHE_SECONDS = 60;

/** Any query parameter, once or repeated; parseSearchCriteria decides what they mean. */
const RawQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

export function searchRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/search/:category',
      {
        schema: {
          tags: ['search'],
          summary: 'Search one collection (url key or id), or every collection with category -1',
          description:
            'Parameters (ADR 008): keyword, title, creator, subject, name, organisationname, each also with .any, .phrase ' +
            'or .not; isbn, issn, ismn, nuc, publictag, batchId; date.from/date.to and existencedate.from/.to (YYYY, ' +
            'YYYY-MM or YYYY-MM-DD), year.from/year.to, l-birth, l-death; l- limits, repeatable (any of the values), ' +
            'with {limit}.mod=all or not; startPos, pageSize, pageTotals, sortBy (relevance, dateDesc, dateAsc), explain. ' +
            'The keyword reads the query language: "phrases", "phrases"~N, prefix*, AND / OR / NOT, -word, brackets, ' +
            'title:, creator:, subject:, text:, isbn:, issn:, ismn:, nuc:, publictag:, fullTextInd:, ' +
            'has:correctabletext and date:[1900 TO 1910]. For one collection: a page of results with the exact total ' +
            "and the facets of the collection's handler counted over every match; a search that finds nothing because " +
            'of its limits is redone without them (removedLimits names them). For -1: resultGroups, one per collection ' +
            'with matches, each with its exact totalFound and its first 3 results (8 for image tiles), and the subject ' +
            'and public tag facets.',
          params: z.object({
            category: z.string().regex(/^(-1|\d{1,9}|[A-Za-z0-9_-]{1,64})$/, 'Not a collection key or id'),
          }),
          querystring: RawQuerySchema,
          response: {
            200: ResultsPageSchema,
            400: ApiErrorSchema,
            404: ApiErrorSchema,
            500: ApiErrorSchema,
            503: ApiErrorSchema,
          },
        },
        config: { cacheSeconds: SEARCH_CACHE_SECONDS },
      },
      async (request, reply) => {
        const started = performance.now();
        const { criteria, problems } = parseSearchCriteria(request.query);
        if (problems.length > 0)
          throw new HttpError(
            400,
            'validation',
            problems.map((p) => `${p.param}: ${p.message}`).join(' '),
            problems.map((p) => ({ path: [p.param], message: p.message })),
          );
        if (!hasSearchTerms(criteria))
          throw new HttpError(400, 'validation', 'A keyword is required: say what to search for.', [
            { path: ['keyword'], message: 'A keyword is required' },
          ]);
        const page = await search(deps, request.params.category, criteria);
        reply.header('server-timing', `search;dur=${(performance.now() - started).toFixed(1)}`);
        return page;
      },
    );
  };
}
