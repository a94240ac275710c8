import { z } from 'zod';
import {
  AddTagsBodySchema,
  AddTagsSchema,
  BulkDeleteTagsBodySchema,
  BulkDeleteTagsSchema,
  RemoveTagSchema,
  TagSuggestionsQuerySchema,
  TagSuggestionsSchema,
} from '../api/contribution-writes.ts';
import { recordId } from '../input.ts';
import { endpoint } from './endpoint.ts';

/** Spec 01 §7 and 02 §7: tags on works, versions, people, organisations and lists. */
export const tags = {
  add: endpoint({
    method: 'POST',
    path: '/tag',
    group: 'contributions',
    summary:
      'Add tags (comma separated; quote a tag holding a comma) to works, versions, people, organisations or lists',
    body: AddTagsBodySchema,
    response: AddTagsSchema,
    errors: [400, 401, 403, 404, 410],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/tag/:id',
    group: 'contributions',
    summary: 'Remove one of your own tags; result false when there is no such tag',
    params: z.object({ id: recordId('tag') }),
    response: RemoveTagSchema,
    errors: [400, 401, 403, 404],
  }),
  removeMany: endpoint({
    method: 'POST',
    path: '/tag/bulkDelete',
    group: 'contributions',
    summary:
      'Remove the named tags (public, private or both: priv null) from the targets: your own, or anyone’s for a data manager',
    body: BulkDeleteTagsBodySchema,
    response: BulkDeleteTagsSchema,
    errors: [400, 401, 403, 404],
  }),
  suggest: endpoint({
    method: 'GET',
    path: '/tag',
    group: 'contributions',
    summary: 'Autocomplete: up to 5 of your own tags starting with the text, after 1 character',
    query: TagSuggestionsQuerySchema,
    response: TagSuggestionsSchema,
    errors: [],
  }),
};
