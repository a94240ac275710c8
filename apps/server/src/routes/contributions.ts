import {
  ANNOTATION_TARGETS,
  CACHE_SECONDS,
  CONTAINING_TARGETS,
  ENDPOINTS,
  TAG_TARGETS,
} from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { parseRecordId } from '../http/errors.ts';
import { serve } from '../http/serve-endpoint.ts';
import { viewerOf } from '../http/viewer.ts';
import { getAnnotations, getContainingLists, getTags } from '../services/contribution-service.ts';

const cached = { config: { cacheSeconds: CACHE_SECONDS.annotations } };

/**
 * Spec 02 §7 read calls of tags, notes and containing lists. Answers depend on who calls
 * (http/viewer.ts): anonymous callers see public ones only, a signed-in caller their own private ones too.
 */
export function contributionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    for (const type of ANNOTATION_TARGETS) {
      serve(
        app,
        ENDPOINTS.notesOn[type],
        ({ request, params: { id } }) =>
          getAnnotations(deps, type, id, parseRecordId(type, id), viewerOf(request)),
        cached,
      );
    }

    for (const type of TAG_TARGETS) {
      serve(
        app,
        ENDPOINTS.tagsOn[type],
        ({ request, params: { id } }) => getTags(deps, type, id, parseRecordId(type, id), viewerOf(request)),
        cached,
      );
    }

    for (const type of CONTAINING_TARGETS) {
      const record = type === 'personOrOrg' ? 'person' : type;
      serve(
        app,
        ENDPOINTS.listsHolding[type],
        ({ request, params: { id } }) =>
          getContainingLists(deps, type, id, parseRecordId(record, id), viewerOf(request)),
        cached,
      );
    }
  };
}
