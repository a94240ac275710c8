import { DashboardEmbedInfoSchema, DashboardEmbedQuerySchema } from '../api/dashboard.ts';
import { endpoint } from './endpoint.ts';

/** The partner dashboard (spec 03 §7 GET /dashboard/embedInfo?nuc; ADR 044). */
export const dashboard = {
  embedInfo: endpoint({
    method: 'GET',
    path: '/dashboard/embedInfo',
    group: 'profile',
    summary:
      'The libraries a partner account is linked to and the report on one of them: holdings by collection, format and decade, and readers’ use by month',
    description:
      'nuc: the library to report on (one the account is linked to; the first by name when absent). Partners only (403 otherwise); an unknown library is 404, one not linked to the caller 403, a blank or malformed nuc 400.',
    query: DashboardEmbedQuerySchema,
    response: DashboardEmbedInfoSchema,
    errors: [400, 401, 403, 404],
  }),
};
