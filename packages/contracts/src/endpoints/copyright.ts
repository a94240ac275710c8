import { z } from 'zod';
import { CopyrightStatusSchema } from '../api/copyright.ts';
import { recordIdText } from '../input.ts';
import { endpoint } from './endpoint.ts';

/** Spec 02 §2 copyright status (ADR 008). */
export const copyright = {
  status: endpoint({
    method: 'GET',
    path: '/copyrightstatus/:id',
    group: 'records',
    summary: 'The Australian copyright status of a version (edition), by version id',
    params: z.object({ id: recordIdText('version') }),
    response: CopyrightStatusSchema,
    errors: [404, 500],
  }),
};
