import {
  ENDPOINTS,
  FACET_CODES,
  type FacetCode,
  FacetCodeSchema,
  type RawQuery,
  dependsOnCaller,
} from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { AnswerCache } from '../http/answer-cache.ts';
import { HttpError } from '../http/errors.ts';
import { KeptAnswer, asksFresh, sendKept } from '../http/kept-answer.ts';
import { guardExplain } from '../http/data-manager.ts';
import { criteriaOf } from '../services/search-criteria.ts';
import { serve } from '../http/serve-endpoint.ts';
import { callerOf } from '../http/viewer.ts';
import { search, searchFacets } from '../services/search.service.ts';

/** Results change only when the catalogue does; a minute of caching spares repeated paging. */
const SEARCH_CACHE_SECONDS = 60;
/** Text of kept search answers (a page of results is a few kilobytes: some thousands of searches). */
const ANSWER_CACHE_CHARS = 24 * 1024 * 1024;

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

export function searchRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const answers = new AnswerCache(ANSWER_CACHE_CHARS);
  const version = () => deps.search.current?.status().revision ?? -1;
  const cached = { config: { cacheSeconds: SEARCH_CACHE_SECONDS } };
  return async (app) => {
    serve(
      app,
      ENDPOINTS.search.run,
      async ({ params, query, request, reply }) => {
        const started = performance.now();
        const criteria = guardExplain(request, criteriaOf(query, { requireTerms: true }));
        const viewer = callerOf(request)?.userId ?? null;
        // An answer that depends on who asks (their own tags) is never kept for the next asker.
        const shared = !dependsOnCaller(criteria);
        // Keyed by what the search is, not how it was written: a page's own call and a reader's
        // call of the same search (parameters in another order or spelled out) share the answer.
        const key = `${version()}|${params.category}|${JSON.stringify(criteria)}`;
        // A client that asks for no cached answer gets one searched afresh (which is then kept).
        const fresh = asksFresh(request.headers);
        let answer = shared && !fresh ? answers.get(key) : undefined;
        if (answer === undefined) {
          const page = await search(deps, params.category, criteria, viewer, { fresh });
          answer = new KeptAnswer(JSON.stringify(page));
          if (shared) answers.set(key, answer);
        }
        reply.header('server-timing', `search;dur=${(performance.now() - started).toFixed(1)}`);
        return sendKept(request, reply, answer);
      },
      cached,
    );

    serve(
      app,
      ENDPOINTS.search.facets,
      async ({ params, query, request }) => {
        const codes = facetCodesOf(query);
        const facets = await searchFacets(
          deps,
          params.category,
          guardExplain(request, criteriaOf(query, { requireTerms: true })),
          codes,
          callerOf(request)?.userId ?? null,
        );
        return { facets };
      },
      cached,
    );
  };
}
