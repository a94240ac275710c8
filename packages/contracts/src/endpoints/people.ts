import { z } from 'zod';
import { PersonResourcesQuerySchema, PersonResourcesSchema } from '../api/people.ts';
import { PersonSchema } from '../api/records.ts';
import { recordIdText } from '../input.ts';
import { endpoint } from './endpoint.ts';

const PersonParams = z.object({ id: recordIdText('person') });

/** Spec 02 §4: a person, organisation or family, and their resources (ADR 013). */
export const people = {
  get: endpoint({
    method: 'GET',
    path: '/people/:id',
    group: 'records',
    summary: 'A person, organisation or family',
    params: PersonParams,
    response: PersonSchema,
    errors: [404, 410, 500],
  }),
  resources: endpoint({
    method: 'GET',
    path: '/people/:id/resources',
    group: 'records',
    summary:
      "A person's resources: one tab (selected, related, by, about) by page, each tab's count and the partners (ADR 013)",
    params: PersonParams,
    query: PersonResourcesQuerySchema,
    response: PersonResourcesSchema,
    errors: [400, 404, 410, 500],
  }),
};
