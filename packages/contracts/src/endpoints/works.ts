import { z } from 'zod';
import { IncludeRawQuerySchema } from '../api/versions.ts';
import { BorrowOptionsSchema, WorkSchema } from '../api/records.ts';
import { recordIdText } from '../input.ts';
import { endpoint } from './endpoint.ts';

// Any text may arrive as an id; one that cannot name a record is answered like a missing record
// (404, by recordIdText).
const WorkParams = z.object({ id: recordIdText('work') });

/** Spec 02 §2: a work with its versions, and where to borrow it. */
export const works = {
  get: endpoint({
    method: 'GET',
    path: '/work/:id',
    group: 'records',
    summary: 'A work with its versions',
    params: WorkParams,
    query: IncludeRawQuerySchema,
    response: WorkSchema,
    errors: [400, 401, 403, 404, 410, 500],
  }),
  borrowOptions: endpoint({
    method: 'GET',
    path: '/work/:id/borrowOptions',
    group: 'records',
    summary: 'Holdings of a work or one version, grouped by state',
    params: WorkParams,
    query: z.object({ versionId: recordIdText('version').optional() }),
    response: BorrowOptionsSchema,
    errors: [404, 410, 500],
  }),
};
