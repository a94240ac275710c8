import {
  ApiErrorSchema,
  ArticleSchema,
  BorrowOptionsSchema,
  CACHE_SECONDS,
  PersonResourcesQuerySchema,
  PersonResourcesSchema,
  IncludeRawQuerySchema,
  PersonSchema,
  VersionRefSchema,
  VersionSeparatedSchema,
  WorkSchema,
  WorkVersionSchema,
  recordIdText,
} from '@trove/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { isDataManager, requireDataManager } from '../http/data-manager.ts';
import { parseRecordId } from '../http/errors.ts';
import { callerOf } from '../http/viewer.ts';
import { getBorrowOptions } from '../services/borrow-service.ts';
import { type RecordOptions, getArticle, getPerson, getWork } from '../services/record-service.ts';
import { getPersonResources } from '../services/person-resources-service.ts';
import { getNbdWork, getVersionWork, getWorkVersion } from '../services/version-service.ts';

// Any text may arrive as an id; one that cannot name a record is answered like a missing record
// (404, by the contract's recordIdText).
const idParams = (record: string) => z.object({ id: recordIdText(record) });
const errors = { 404: ApiErrorSchema, 410: ApiErrorSchema, 500: ApiErrorSchema };
const refusals = { 401: ApiErrorSchema, 403: ApiErrorSchema };
const cache = { cacheSeconds: CACHE_SECONDS.record };
const VersionParams = z.object({ id: recordIdText('work'), versionId: recordIdText('version') });
// NBD and source record ids: a control number, optionally with its organisation ('AuCNLKIN:123').
const NbdParams = z.object({ id: z.string().max(80) });
/**
 * includeraw=y (spec 02 §2): data managers only (ADR 016); as every answer to a signed-in caller,
 * it is never cached (http/caching.ts).
 */
function rawRequested(request: FastifyRequest, query: { includeraw?: 'y' }): boolean {
  if (query.includeraw !== 'y') return false;
  requireDataManager(request);
  return true;
}

/** What the caller's role adds to a work or version answer (ADR 016). */
function optionsOf(request: FastifyRequest, query: { includeraw?: 'y' }): RecordOptions {
  return { includeRaw: rawRequested(request, query), dataManager: isDataManager(callerOf(request)) };
}
const BorrowQuery = z.object({ versionId: recordIdText('version').optional() });

export function recordRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/work/:id',
      {
        schema: {
          tags: ['records'],
          summary: 'A work with its versions',
          params: idParams('work'),
          querystring: IncludeRawQuerySchema,
          response: { 200: WorkSchema, 400: ApiErrorSchema, ...refusals, ...errors },
        },
        config: cache,
      },
      (request) => {
        const options = optionsOf(request, request.query);
        return getWork(deps, request.params.id, parseRecordId('work', request.params.id), options);
      },
    );

    // Registered before /work/:id/... so 'version' and 'nbdid' are never read as work ids.
    app.get(
      '/work/version/:id',
      {
        schema: {
          tags: ['records'],
          summary: 'The work a version belongs to',
          params: idParams('version'),
          response: { 200: VersionRefSchema, ...errors },
        },
        config: cache,
      },
      // Not found here is the VersionRedirect route's 'The requested resource could not be found.'
      (request) => getVersionWork(deps, parseRecordId('version', request.params.id)),
    );

    app.get(
      '/work/nbdid/:id',
      {
        schema: {
          tags: ['records'],
          summary: 'The work and version of a National Bibliographic Database (source record) id',
          params: NbdParams,
          response: { 200: VersionRefSchema, ...errors },
        },
        config: cache,
      },
      (request) => getNbdWork(deps, request.params.id),
    );

    app.get(
      '/work/:id/version/:versionId',
      {
        schema: {
          tags: ['records'],
          summary: 'A version of a work; 301 when it has been separated into another work',
          params: VersionParams,
          querystring: IncludeRawQuerySchema,
          response: {
            200: WorkVersionSchema,
            301: VersionSeparatedSchema,
            400: ApiErrorSchema,
            ...refusals,
            ...errors,
          },
        },
        config: cache,
      },
      (request) => {
        const { id, versionId } = request.params;
        return getWorkVersion(
          deps,
          request.params,
          parseRecordId('work', id),
          parseRecordId('version', versionId),
          optionsOf(request, request.query),
        );
      },
    );

    app.get(
      '/work/:id/borrowOptions',
      {
        schema: {
          tags: ['records'],
          summary: 'Holdings of a work or one version, grouped by state',
          params: idParams('work'),
          querystring: BorrowQuery,
          response: { 200: BorrowOptionsSchema, ...errors },
        },
        config: cache,
      },
      (request) => {
        const { versionId } = request.query;
        return getBorrowOptions(
          deps,
          { id: request.params.id, versionId },
          parseRecordId('work', request.params.id),
          versionId === undefined ? undefined : parseRecordId('version', versionId),
        );
      },
    );

    app.get(
      '/people/:id',
      {
        schema: {
          tags: ['records'],
          summary: 'A person, organisation or family',
          params: idParams('person'),
          response: { 200: PersonSchema, ...errors },
        },
        config: cache,
      },
      (request) => getPerson(deps, request.params.id, parseRecordId('person', request.params.id)),
    );

    app.get(
      '/people/:id/resources',
      {
        schema: {
          tags: ['records'],
          summary:
            "A person's resources: one tab (selected, related, by, about) by page, each tab's count and the partners (ADR 013)",
          params: idParams('person'),
          querystring: PersonResourcesQuerySchema,
          response: { 200: PersonResourcesSchema, 400: ApiErrorSchema, ...errors },
        },
        config: cache,
      },
      (request) =>
        getPersonResources(
          deps,
          request.params.id,
          parseRecordId('person', request.params.id),
          request.query,
        ),
    );

    app.get(
      '/newspaper/article/:id',
      {
        schema: {
          tags: ['records'],
          summary: 'A newspaper or gazette article with its sanitised OCR text',
          params: idParams('article'),
          response: { 200: ArticleSchema, ...errors },
        },
        config: cache,
      },
      (request) => getArticle(deps, request.params.id, parseRecordId('article', request.params.id)),
    );
  };
}
