import { z } from 'zod';
import { UserContributionParamsSchema } from '../api/contributions.ts';
import {
  AddListItemsBodySchema,
  AddListItemsSchema,
  CONTAINING_TARGETS,
  ContainingListsSchema,
  UserListSummariesSchema,
} from '../api/lists.ts';
import { recordIdText } from '../input.ts';
import { endpoint } from './endpoint.ts';
import { perMember } from './per-member.ts';

/** Spec 01 §7 list calls of the search results (ADR 017). */
export const lists = {
  addItems: endpoint({
    method: 'POST',
    path: '/list/addItems',
    group: 'lists',
    summary:
      'Add works, articles or people to your own lists, existing ones (id) or a new one (name, description, priv, collaborative)',
    body: AddListItemsBodySchema,
    response: AddListItemsSchema,
    errors: [400, 401, 403, 404],
  }),
  summariesOf: endpoint({
    method: 'GET',
    path: '/list/summary/user/:user',
    group: 'lists',
    summary: 'A user’s lists by name: all of your own, only the public ones of anyone else',
    params: UserContributionParamsSchema,
    response: UserListSummariesSchema,
    errors: [404],
  }),
};

const holding = {
  work: { record: 'work', words: 'a work or any of its editions' },
  personOrOrg: { record: 'person', words: 'a person or organisation' },
} as const;

/** Spec 02 §5: the lists holding a record, by the spec's name of its type: `listsHolding.work({ id })`. */
export const listsHolding = perMember(CONTAINING_TARGETS, (type) =>
  endpoint({
    method: 'GET',
    path: `/list/containing/${type}/:id`,
    group: 'contributions',
    summary: `Lists holding ${holding[type].words}, and the caller’s own lists (empty when anonymous)`,
    // Any text may arrive as an id; one that cannot name a record is answered like a missing record.
    params: z.object({ id: recordIdText(holding[type].record) }),
    response: ContainingListsSchema,
    errors: [404, 410, 500],
  }),
);
