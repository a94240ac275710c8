import { z } from 'zod';
import { BookshopListSchema, BookshopSearchListSchema, OtherSupplierListSchema } from '../api/bookshops.ts';
import { recordIdText } from '../input.ts';
import { endpoint } from './endpoint.ts';

const EditionParams = z.object({ id: recordIdText('work'), versionId: recordIdText('version') });
// Bookshop ids are short slugs of the directory; anything else is a malformed request (400).
const BookshopParams = EditionParams.extend({
  bookshopId: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'A bookshop id is lower-case letters, digits and hyphens.'),
});

/** The Buy option's calls (spec 02 §7 Bookshops; ADR 011). */
export const bookshops = {
  list: endpoint({
    method: 'GET',
    path: '/bookshops',
    group: 'buy',
    summary: 'The bookshops the portal is able to search, national library shop first',
    response: BookshopListSchema,
    errors: [500],
  }),
  search: endpoint({
    method: 'GET',
    path: '/work/:id/version/:versionId/bookshops/:bookshopId',
    group: 'buy',
    summary: 'Searches for an edition at one bookshop (a search at the shop, not a stock check)',
    params: BookshopParams,
    response: BookshopSearchListSchema,
    errors: [400, 404, 410, 500],
  }),
  suppliers: endpoint({
    method: 'GET',
    path: '/work/:id/version/:versionId/suppliers',
    group: 'buy',
    summary: 'Other suppliers of an edition with an ordering link (Copies Direct)',
    params: EditionParams,
    response: OtherSupplierListSchema,
    errors: [400, 404, 410, 500],
  }),
};
