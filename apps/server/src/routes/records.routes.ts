import { CACHE_SECONDS, ENDPOINTS } from '@trove/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { isDataManager, requireDataManager } from '../http/data-manager.ts';
import { parseRecordId } from '../http/errors.ts';
import { serve } from '../http/serve-endpoint.ts';
import { callerOf } from '../http/viewer.ts';
import { getBorrowOptions } from '../services/borrow.service.ts';
import { type RecordOptions, getArticle, getPerson, getWork } from '../services/records.service.ts';
import { getPersonResources } from '../services/people.service.ts';
import { getNbdWork, getVersionWork, getWorkVersion } from '../services/versions.service.ts';

const cache = { config: { cacheSeconds: CACHE_SECONDS.record } };

/**
 * includeraw=y (spec 02 §2): data managers only (ADR 016); as every answer to a signed-in caller,
 * it is never cached (http/caching.ts).
 */
function rawRequested(request: FastifyRequest, query: { includeraw?: 'y' | undefined }): boolean {
  if (query.includeraw !== 'y') return false;
  requireDataManager(request);
  return true;
}

/** What the caller's role adds to a work or version answer (ADR 016). */
function optionsOf(request: FastifyRequest, query: { includeraw?: 'y' | undefined }): RecordOptions {
  return { includeRaw: rawRequested(request, query), dataManager: isDataManager(callerOf(request)) };
}

/** Spec 02 §2, §4 and §5 record calls: works, versions, people and articles. */
export function recordRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      ENDPOINTS.works.get,
      ({ request, params, query }) =>
        getWork(deps, params.id, parseRecordId('work', params.id), optionsOf(request, query)),
      cache,
    );

    // Registered before /work/:id/... so 'version' and 'nbdid' are never read as work ids.
    // Not found here is the VersionRedirect route's 'The requested resource could not be found.'
    serve(
      app,
      ENDPOINTS.versions.workOf,
      ({ params }) => getVersionWork(deps, parseRecordId('version', params.id)),
      cache,
    );
    serve(app, ENDPOINTS.versions.ofSourceRecord, ({ params }) => getNbdWork(deps, params.id), cache);

    serve(
      app,
      ENDPOINTS.versions.get,
      ({ request, params, query }) =>
        getWorkVersion(
          deps,
          params,
          parseRecordId('work', params.id),
          parseRecordId('version', params.versionId),
          optionsOf(request, query),
        ),
      cache,
    );

    serve(
      app,
      ENDPOINTS.works.borrowOptions,
      ({ params, query: { versionId } }) =>
        getBorrowOptions(
          deps,
          { id: params.id, versionId },
          parseRecordId('work', params.id),
          versionId === undefined ? undefined : parseRecordId('version', versionId),
        ),
      cache,
    );

    serve(
      app,
      ENDPOINTS.people.get,
      ({ params }) => getPerson(deps, params.id, parseRecordId('person', params.id)),
      cache,
    );
    serve(
      app,
      ENDPOINTS.people.resources,
      ({ params, query }) => getPersonResources(deps, params.id, parseRecordId('person', params.id), query),
      cache,
    );

    serve(
      app,
      ENDPOINTS.articles.get,
      ({ params }) => getArticle(deps, params.id, parseRecordId('article', params.id)),
      cache,
    );
  };
}
