import { z } from 'zod';
import { IdSchema, text } from '../input.ts';
import { UserAchievementSchema } from './achievements.ts';
import { WorkTypeSchema } from './search.ts';

/** Lists: the lists holding a record, and adding search results to lists (spec 01 §2.9, §5, §7, §8; spec 02 §7; spec 03 §3 List summary; ADR 017). */

const NewListSchema = z.object({
  name: text().max(500),
  description: text().nullable().optional(),
  /** Visibility is required when creating: true private, false public, null not chosen. */
  priv: z.boolean().nullable().optional(),
  collaborative: z.boolean().optional(),
});
export type NewList = z.infer<typeof NewListSchema>;

/** What may be added to a list: a search result by its work type, or an edition of a work (its page's Add to list). */
export const ListAddableTypeSchema = z.union([WorkTypeSchema, z.literal('version')]);
export type ListAddableType = z.infer<typeof ListAddableTypeSchema>;

/** POST /list/addItems (spec 01 §7): the session gives userId, so it is not taken from the body. */
export const AddListItemsBodySchema = z.object({
  items: z
    .array(
      z.object({
        id: IdSchema,
        type: ListAddableTypeSchema,
        format: text().nullable().optional(),
      }),
    )
    .min(1)
    .max(100),
  lists: z.array(z.union([z.object({ id: IdSchema }), NewListSchema])).max(100),
  reason: text().nullable().optional(),
});
export type AddListItemsBody = z.infer<typeof AddListItemsBodySchema>;

export const AddListItemsSchema = z.object({
  items: z.array(z.object({ name: z.string(), createdItemIds: z.array(z.number()) })),
  errors: z.array(z.string()),
  userAchievement: UserAchievementSchema.nullable(),
});
export type AddListItems = z.infer<typeof AddListItemsSchema>;

/**
 * GET /list/summary/user/{user} (spec 03 §3 List summary, §7): the user's lists the caller may see,
 * by name; to the user themselves, also the lists they collaborate on or administer.
 */
export const UserListSummariesSchema = z.object({
  lists: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      priv: z.boolean(),
      numItems: z.number(),
      collaborative: z.boolean(),
      /** True where the caller may add items: their own lists and those they collaborate on. */
      editable: z.boolean(),
      /** The owner's user id (the full user name, as elsewhere in the API) and display name. */
      userId: z.string(),
      author: z.string(),
      followerCount: z.number(),
      currentUserAFollower: z.boolean(),
      /** Requests to join waiting for a decision; 0 unless the caller decides them. */
      pendingCollaborationRequests: z.number(),
    }),
  ),
});
export type UserListSummaries = z.infer<typeof UserListSummariesSchema>;

/**
 * Containing-list types of spec 02 §5 as the spec's paths name them, and newspaper and gazette
 * articles, which lists hold too (issue 15 §5; ADR 038).
 */
export const CONTAINING_TARGETS = ['work', 'personOrOrg', 'article'] as const;
export type ContainingTarget = (typeof CONTAINING_TARGETS)[number];

/** A list as the record pages show it (spec 03 §3 List summary). */
export const ListSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  itemCount: z.number(),
  priv: z.boolean(),
  owner: z.object({ displayName: z.string() }),
  /**
   * On the lists holding a record (GET /list/containing/...): the item holding it that the caller
   * may remove there (DELETE /list/{id}/remove/{item}/{target}), or null; absent elsewhere.
   */
  itemId: z.number().nullable().optional(),
});
export type ListSummary = z.infer<typeof ListSummarySchema>;

/** GET /list/containing/work/{id}, /list/containing/personOrOrg/{id} and /list/containing/article/{id}. */
export const ContainingListsSchema = z.object({
  /** Lists the caller may see that hold the record, most recently updated first. */
  containing: z.array(ListSummarySchema),
  /** How many lists the caller may see hold it; at most CONTRIBUTION_LIMITS.listsAnswered are answered. */
  total: z.number(),
  /** The signed-in caller's own lists it could be added to; empty for anonymous callers. */
  available: z.array(ListSummarySchema),
});
export type ContainingLists = z.infer<typeof ContainingListsSchema>;
