import { z } from 'zod';
import { text } from '../input.ts';
import { UserAchievementSchema } from './achievements.ts';
import { TAG_NAME_MAX } from './tags-rules.ts';
import {
  ContributionAuthorSchema,
  TargetRefSchema,
  UserContributionTargetSchema,
  includeFlag,
  userContributionPage,
  userContributionPaging,
} from './contributions.ts';

/**
 * Tags: on a record, a user's own, adding and removing them (spec 01 §5, §7; spec 02 §2 Tags panel,
 * §3 Tag, §5–§7; spec 03 §7 GET /tag/user/{user}; ADR 015, 021).
 */

/** Spec 02 §3 Tag. */
export const TagSchema = z.object({
  id: z.number(),
  name: z.string(),
  user: ContributionAuthorSchema,
  /** The viewer's own tag, which they may remove. */
  editable: z.boolean(),
  mine: z.boolean(),
  priv: z.boolean(),
  /** A subject heading offered by a user: its link searches subjects, not public tags. */
  subject: z.boolean(),
  /** Where the tag leads: SearchAll with the tag as the query. */
  link: z.string(),
});
export type Tag = z.infer<typeof TagSchema>;

/** GET /tag/{work|version|person|list}/{id}. */
export const TagsSchema = z.object({ tags: z.array(TagSchema) });
export type Tags = z.infer<typeof TagsSchema>;

/** POST /tag (spec 01 §7): targets, and tags with content and visibility. */
export const AddTagsBodySchema = z.object({
  targets: z.array(TargetRefSchema).min(1).max(100),
  tags: z
    .array(z.object({ content: text().max(4000), priv: z.boolean() }))
    .min(1)
    .max(100),
});
export type AddTagsBody = z.infer<typeof AddTagsBodySchema>;

/** The tags added, as the record pages show them, and the achievements adding them earned. */
export const AddTagsSchema = z.object({
  items: z.array(TagSchema.extend({ target: TargetRefSchema })),
  userAchievement: UserAchievementSchema.nullable(),
});
export type AddTags = z.infer<typeof AddTagsSchema>;

/** DELETE /tag/{id}: true when removed (a falsy answer means failure, spec 02 §7). */
export const RemoveTagSchema = z.object({ result: z.boolean() });

/**
 * POST /tag/bulkDelete (spec 01 §5, §7): the same shape as POST /tag; priv null removes public
 * and private tags alike (the form's 'Both').
 */
export const BulkDeleteTagsBodySchema = z.object({
  targets: z.array(TargetRefSchema).min(1).max(100),
  tags: z
    .array(z.object({ content: text().max(4000), priv: z.boolean().nullable() }))
    .min(1)
    .max(100),
});
export type BulkDeleteTagsBody = z.infer<typeof BulkDeleteTagsBodySchema>;
export const BulkDeleteTagsSchema = z.object({
  items: z.array(z.object({ id: z.number(), workId: z.number().nullable(), content: z.string() })),
});
export type BulkDeleteTags = z.infer<typeof BulkDeleteTagsSchema>;

/** GET /tag (autocomplete). */
export const TagSuggestionsSchema = z.object({ suggestions: z.array(z.string()) });
export const TagSuggestionsQuerySchema = z.object({ text: text().max(TAG_NAME_MAX).default('') });

/** GET /tag/user/{user}: paging, and which visibilities to include (both by default). */
export const UserTagsQuerySchema = z.object({
  ...userContributionPaging,
  includePublic: includeFlag.default(true),
  includePrivate: includeFlag.default(true),
});
export type UserTagsQuery = z.infer<typeof UserTagsQuerySchema>;

export const UserTagSchema = z.object({
  id: z.number(),
  name: z.string(),
  priv: z.boolean(),
  /** ISO-8601 UTC. */
  created: z.string(),
  target: UserContributionTargetSchema,
});
export const UserTagsSchema = z.object({ ...userContributionPage, tags: z.array(UserTagSchema) });
export type UserTags = z.infer<typeof UserTagsSchema>;
