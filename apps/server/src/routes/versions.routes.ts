import { CACHE_SECONDS, ENDPOINTS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { parseRecordId } from '../http/errors.ts';
import { serve } from '../http/serve-endpoint.ts';
import { getNbdWork, getVersionWork, getWorkVersion } from '../services/versions.service.ts';
import { optionsOf } from './record-options.ts';

const cache = { config: { cacheSeconds: CACHE_SECONDS.record } };

/** Versions (spec 02 §2, §7, §8): a version of a work, and the work a version or source record is in. */
export function versionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
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
  };
}
