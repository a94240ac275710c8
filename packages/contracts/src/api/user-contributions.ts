import { z } from 'zod';
import { ANNOTATION_TARGETS } from './contributions.ts';
import { UsernameParamSchema } from './profile.ts';

/**
 * A user's own tags and notes, as the profile's Tags and Notes tabs read them (spec 03 §3 Tag and
 * User note, §7 GET /tag/user/{user} and GET /annotation/user/{user}, §9 profile page size 20).
 * Private ones are answered to their owner alone (ADR 021).
 */

export const USER_CONTRIBUTION_PAGE = { size: 20, maxSize: 100 } as const;

/** The spec's include flags arrive as text: 'true' or 'false' (and y/n, 1/0). */
const flag = z
  .enum(['true', 'false', 'y', 'n', '1', '0'])
  .transform((value) => value === 'true' || value === 'y' || value === '1');

const paging = {
  startPos: z.coerce.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(USER_CONTRIBUTION_PAGE.maxSize)
    .default(USER_CONTRIBUTION_PAGE.size),
};

export const UserContributionParamsSchema = z.object({ user: UsernameParamSchema });

/** GET /tag/user/{user}: paging, and which visibilities to include (both by default). */
export const UserTagsQuerySchema = z.object({
  ...paging,
  includePublic: flag.default(true),
  includePrivate: flag.default(true),
});
export type UserTagsQuery = z.infer<typeof UserTagsQuerySchema>;

/** GET /annotation/user/{user}: paging. */
export const UserNotesQuerySchema = z.object(paging);
export type UserNotesQuery = z.infer<typeof UserNotesQuerySchema>;

/** What a tag or note is on, with the record's title and where its page is (null: no page to go to). */
const UserContributionTargetSchema = z.object({
  type: z.enum(ANNOTATION_TARGETS),
  id: z.number(),
  itemTitle: z.string().nullable(),
  link: z.string().nullable(),
});

const page = { total: z.number(), startPos: z.number(), pageSize: z.number() };

export const UserTagSchema = z.object({
  id: z.number(),
  name: z.string(),
  priv: z.boolean(),
  /** ISO-8601 UTC. */
  created: z.string(),
  target: UserContributionTargetSchema,
});
export const UserTagsSchema = z.object({ ...page, tags: z.array(UserTagSchema) });
export type UserTags = z.infer<typeof UserTagsSchema>;

export const UserNoteSchema = z.object({
  id: z.number(),
  /** Plain text as written: shown as text, never as markup. */
  content: z.string(),
  priv: z.boolean(),
  /** ISO-8601 UTC. */
  lastModified: z.string(),
  target: UserContributionTargetSchema,
});
export const UserNotesSchema = z.object({ ...page, notes: z.array(UserNoteSchema) });
export type UserNotes = z.infer<typeof UserNotesSchema>;
