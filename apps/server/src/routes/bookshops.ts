import {
  ApiErrorSchema,
  BookshopListSchema,
  BookshopSearchListSchema,
  CACHE_SECONDS,
  OtherSupplierListSchema,
  recordIdText,
} from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { parseRecordId } from '../http/errors.ts';
import { listBookshops, listOtherSuppliers, searchBookshop } from '../services/bookshop-service.ts';

const EditionParams = z.object({ id: recordIdText('work'), versionId: recordIdText('version') });
// Bookshop ids are short slugs of the directory; anything else is a malformed request (400).
const BookshopParams = EditionParams.extend({
  bookshopId: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'A bookshop id is lower-case letters, digits and hyphens.'),
});
const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 410: ApiErrorSchema, 500: ApiErrorSchema };
const cache = { cacheSeconds: CACHE_SECONDS.bookshops };

const editionIds = (params: { id: string; versionId: string }) => ({
  raw: params,
  workId: parseRecordId('work', params.id),
  versionId: parseRecordId('version', params.versionId),
});

/** The Buy option's calls (spec 02 §7 Bookshops; ADR 011). */
export function bookshopRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/bookshops',
      {
        schema: {
          tags: ['buy'],
          summary: 'The bookshops the portal is able to search, national library shop first',
          response: { 200: BookshopListSchema, 500: ApiErrorSchema },
        },
        config: cache,
      },
      () => listBookshops(deps),
    );
    app.get(
      '/work/:id/version/:versionId/bookshops/:bookshopId',
      {
        schema: {
          tags: ['buy'],
          summary: 'Searches for an edition at one bookshop (a search at the shop, not a stock check)',
          params: BookshopParams,
          response: { 200: BookshopSearchListSchema, ...errors },
        },
        config: cache,
      },
      (request) => searchBookshop(deps, editionIds(request.params), request.params.bookshopId),
    );
    app.get(
      '/work/:id/version/:versionId/suppliers',
      {
        schema: {
          tags: ['buy'],
          summary: 'Other suppliers of an edition with an ordering link (Copies Direct)',
          params: EditionParams,
          response: { 200: OtherSupplierListSchema, ...errors },
        },
        config: cache,
      },
      (request) => listOtherSuppliers(deps, editionIds(request.params)),
    );
  };
}
