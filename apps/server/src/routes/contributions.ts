import {
  ANNOTATION_TARGETS,
  AnnotationsSchema,
  ApiErrorSchema,
  CACHE_SECONDS,
  ContainingListsSchema,
  TAG_TARGETS,
  TagsSchema,
  recordIdText,
} from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { parseRecordId } from '../http/errors.ts';
import { viewerOf } from '../http/viewer.ts';
import { getAnnotations, getContainingLists, getTags } from '../services/contribution-service.ts';

// Any text may arrive as an id; one that cannot name a record is answered like a missing record.
const idParams = (record: string) => z.object({ id: recordIdText(record) });
const errors = { 404: ApiErrorSchema, 410: ApiErrorSchema, 500: ApiErrorSchema };

/**
 * Spec 02 §7 read calls of tags, notes and containing lists. Answers depend on who calls
 * (http/viewer.ts): anonymous callers see public ones only, a signed-in caller their own private ones too.
 */
export function contributionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    for (const type of ANNOTATION_TARGETS) {
      app.get(
        `/annotation/${type}/:id`,
        {
          schema: {
            tags: ['contributions'],
            summary: `Notes on a ${type === 'person' ? 'person or organisation' : type}, newest first`,
            description:
              'Public notes, plus the caller’s own private ones. A private list is answered as missing (404) to anyone but its owner.',
            params: idParams(type),
            response: { 200: AnnotationsSchema, ...errors },
          },
          config: { cacheSeconds: CACHE_SECONDS.annotations },
        },
        (request) => {
          const { id } = request.params;
          return getAnnotations(deps, type, id, parseRecordId(type, id), viewerOf(request));
        },
      );
    }

    for (const type of TAG_TARGETS) {
      app.get(
        `/tag/${type}/:id`,
        {
          schema: {
            tags: ['contributions'],
            summary: `Tags on a ${type === 'person' ? 'person or organisation' : type}, by name`,
            description:
              'Public tags, plus the caller’s own private ones. A private list is answered as missing (404) to anyone but its owner.',
            params: idParams(type),
            response: { 200: TagsSchema, ...errors },
          },
          config: { cacheSeconds: CACHE_SECONDS.annotations },
        },
        (request) => {
          const { id } = request.params;
          return getTags(deps, type, id, parseRecordId(type, id), viewerOf(request));
        },
      );
    }

    const containing = [
      ['work', 'work', 'a work or any of its editions'],
      ['personOrOrg', 'person', 'a person or organisation'],
    ] as const;
    for (const [type, record, words] of containing) {
      app.get(
        `/list/containing/${type}/:id`,
        {
          schema: {
            tags: ['contributions'],
            summary: `Lists holding ${words}, and the caller’s own lists (empty when anonymous)`,
            params: idParams(record),
            response: { 200: ContainingListsSchema, ...errors },
          },
          config: { cacheSeconds: CACHE_SECONDS.annotations },
        },
        (request) => {
          const { id } = request.params;
          return getContainingLists(deps, type, id, parseRecordId(record, id), viewerOf(request));
        },
      );
    }
  };
}
