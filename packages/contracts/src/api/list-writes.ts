import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { UserAchievementSchema } from './achievements.ts';
import { WorkTypeSchema, type WorkType } from './search.ts';

/** Adding search results to lists (spec 01 §2.9, §5, §7, §8; ADR 017). */

export const LIST_WRITE_MESSAGES = {
  selectList: 'Select at least one available list to add to',
  nameRequired: 'A name for the new list is required',
  visibilityRequired: 'The "visibility" field is required',
  collaborativeNeedsPublic: 'Only a public list can be collaborative.',
  collaborativeNeedsPublicProfile:
    'Only people whose profile is public can create a collaborative list. Your profile is not public.',
  descriptionTooLong: (length: number) =>
    `Your description is too long (${length} characters). The description must not be longer than ${LIMITS.listDescription} characters.`,
  reasonTooLong: (length: number) =>
    `Your reason is too long (${length} characters). The reason must not be longer than ${LIMITS.listReason} characters.`,
  notForType: 'Websites and lists cannot be added to a list.',
  alreadyOnList: (count: number, list: string) =>
    `${count} of the selected works ${count === 1 ? 'is' : 'are'} already on ${list}.`,
  /** Spec 01 §8: 'N works have been added to ...'. */
  added: (count: number, lists: readonly string[]) => `${count} works have been added to ${lists.join(', ')}`,
  saveAction: 'saving your lists',
} as const;

/** Result types that may go on a list: not websites or lists (spec 01 §6). */
export const LISTABLE_TYPES = ['work', 'newspaper', 'people'] as const satisfies readonly WorkType[];
export const isListable = (type: WorkType): boolean => (LISTABLE_TYPES as readonly WorkType[]).includes(type);

const NewListSchema = z.object({
  name: z.string().max(500),
  description: z.string().nullable().optional(),
  /** Visibility is required when creating: true private, false public, null not chosen. */
  priv: z.boolean().nullable().optional(),
  collaborative: z.boolean().optional(),
});
export type NewList = z.infer<typeof NewListSchema>;

/** POST /list/addItems (spec 01 §7): the session gives userId, so it is not taken from the body. */
export const AddListItemsBodySchema = z.object({
  items: z
    .array(
      z.object({
        id: z.number().int().positive(),
        type: WorkTypeSchema,
        format: z.string().nullable().optional(),
      }),
    )
    .min(1)
    .max(100),
  lists: z.array(z.union([z.object({ id: z.number().int().positive() }), NewListSchema])).max(100),
  reason: z.string().nullable().optional(),
});
export type AddListItemsBody = z.infer<typeof AddListItemsBodySchema>;

export const AddListItemsSchema = z.object({
  items: z.array(z.object({ name: z.string(), createdItemIds: z.array(z.number()) })),
  errors: z.array(z.string()),
  userAchievement: UserAchievementSchema.nullable(),
});
export type AddListItems = z.infer<typeof AddListItemsSchema>;

/** The first problem with a new list's fields, in the spec's words, or null. */
export function newListProblem(list: NewList, profilePublic: boolean): string | null {
  if (list.name.trim() === '') return LIST_WRITE_MESSAGES.nameRequired;
  if (list.priv === null || list.priv === undefined) return LIST_WRITE_MESSAGES.visibilityRequired;
  const description = list.description ?? '';
  if (description.length > LIMITS.listDescription)
    return LIST_WRITE_MESSAGES.descriptionTooLong(description.length);
  if (list.collaborative) {
    if (list.priv) return LIST_WRITE_MESSAGES.collaborativeNeedsPublic;
    if (!profilePublic) return LIST_WRITE_MESSAGES.collaborativeNeedsPublicProfile;
  }
  return null;
}

/** The first problem with the whole request (lists chosen, each new list, the reason), or null. */
export function addItemsProblem(
  body: Pick<AddListItemsBody, 'lists' | 'reason'>,
  profilePublic: boolean,
): string | null {
  if (body.lists.length === 0) return LIST_WRITE_MESSAGES.selectList;
  for (const list of body.lists)
    if (!('id' in list)) {
      const problem = newListProblem(list, profilePublic);
      if (problem) return problem;
    }
  const reason = body.reason ?? '';
  if (reason.length > LIMITS.listReason) return LIST_WRITE_MESSAGES.reasonTooLong(reason.length);
  return null;
}

/** GET /list/summary/user/{user} (spec 03 §7): the user's lists the caller may see, by name. */
export const UserListSummariesSchema = z.object({
  lists: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      priv: z.boolean(),
      numItems: z.number(),
      /** True for the caller's own lists: those they may add to. */
      editable: z.boolean(),
    }),
  ),
});
export type UserListSummaries = z.infer<typeof UserListSummariesSchema>;
