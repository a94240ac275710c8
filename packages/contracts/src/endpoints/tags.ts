import { z } from 'zod';
import { UserContributionParamsSchema } from '../api/contributions.ts';
import {
  AddTagsBodySchema,
  AddTagsSchema,
  BulkDeleteTagsBodySchema,
  BulkDeleteTagsSchema,
  RemoveTagSchema,
  TagSuggestionsQuerySchema,
  TagSuggestionsSchema,
  TagsSchema,
  UserTagsQuerySchema,
  UserTagsSchema,
} from '../api/tags.ts';
import { UserTagSummaryQuerySchema, UserTagSummarySchema } from '../api/profile-tags.ts';
import { TAG_TARGETS } from '../api/tags-rules.ts';
import { recordId, recordIdText } from '../input.ts';
import { endpoint } from './endpoint.ts';
import { perMember } from './per-member.ts';

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
  ofUser: endpoint({
    method: 'GET',
    path: '/tag/user/:user',
    group: 'contributions',
    summary: 'A user’s public tags, or all of their own to themselves, newest first',
    description:
      'includePublic and includePrivate (true or false, both true by default) choose visibilities; startPos and pageSize (at most 100, 20 by default) page.',
    params: UserContributionParamsSchema,
    query: UserTagsQuerySchema,
    response: UserTagsSchema,
    errors: [400, 404],
  }),
  summaryOfUser: endpoint({
    method: 'GET',
    path: '/tag/user/:user/summary',
    group: 'contributions',
    summary:
      'A user’s tags for their profile’s Tags tab: each tag and visibility with its count of tagged items',
    description:
      'sort (alphabetical, mostUsed, leastUsed; alphabetical by default), visibility (all, public, private; all by default), startPos and pageSize (at most 100, 20 by default). Private tags only for their owner and viewers allowed to see private profiles; a private profile is not found for anyone else.',
    params: UserContributionParamsSchema,
    query: UserTagSummaryQuerySchema,
    response: UserTagSummarySchema,
    errors: [400, 404],
  }),
};

/** Tags on one record, by its type: `tagsOn.work({ id })`. */
export const tagsOn = perMember(TAG_TARGETS, (type) =>
  endpoint({
    method: 'GET',
    path: `/tag/${type}/:id`,
    group: 'contributions',
    summary: `Tags on a ${type === 'person' ? 'person or organisation' : type}, by name`,
    description:
      'Public tags, plus the caller’s own private ones. A private list is answered as missing (404) to anyone but its owner.',
    // Any text may arrive as an id; one that cannot name a record is answered like a missing record.
    params: z.object({ id: recordIdText(type) }),
    response: TagsSchema,
    errors: [404, 410, 500],
  }),
);
