import { z } from 'zod';
import { MergeWorksBodySchema, RegroupAnswerSchema, SplitWorkBodySchema } from '../api/curation.ts';
import { recordIdText } from '../input.ts';
import { endpoint } from './endpoint.ts';

/** Data managers regrouping editions (spec 02 §7 Split edition, 01 §7 Merge; ADR 016). */
export const curation = {
  split: endpoint({
    method: 'POST',
    path: '/work/split/:id',
    group: 'curation',
    summary:
      'Data managers: separate an edition (versionId) from a work with more than one edition into a new work; optional note up to 200 characters',
    params: z.object({ id: recordIdText('work') }),
    body: SplitWorkBodySchema,
    response: RegroupAnswerSchema,
    errors: [400, 401, 403, 404, 409, 410],
  }),
  merge: endpoint({
    method: 'POST',
    path: '/work/merge',
    group: 'curation',
    summary:
      'Data managers: merge works (workIds, the target first, at least 2) into the target; the others are deleted; optional note up to 200 characters',
    body: MergeWorksBodySchema,
    response: RegroupAnswerSchema,
    errors: [400, 401, 403, 404, 409, 410],
  }),
};
