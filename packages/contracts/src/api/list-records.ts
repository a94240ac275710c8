import { z } from 'zod';
import { UserAchievementSchema } from './achievements.ts';
import {
  COLLABORATOR_ROLES,
  CSV_DELIMITERS,
  LIST_CITATION_FORMATS,
  LIST_EXPORT_FORMATS,
  LIST_FILTER_TYPES,
  LIST_ITEM_TYPES,
  LIST_MESSAGES,
  LIST_ROLES,
  LIST_SORTS,
  REMOVAL_REASONS,
} from './list-rules.ts';
import { ID_MAX, IdSchema, recordId, text } from '../input.ts';
import { LIST_VISIBILITY_FILTERS, PROFILE_LIST_TABS } from './profile-rules.ts';

/**
 * A list, its items and the answers of the spec 03 §7 Lists calls (spec 03 §3 List, List item,
 * List filters, List summary, Paged response shape; ADR 038). Users are named by username
 * (`fullUserId`), as the calls' `{user}` parameters are.
 */

export const ListUserSchema = z.object({ fullUserId: z.string(), displayName: z.string() });
export type ListUser = z.infer<typeof ListUserSchema>;

export const ListRoleSchema = z.enum(LIST_ROLES);
export const CollaboratorRoleSchema = z.enum(COLLABORATOR_ROLES);

export const ListPermissionsSchema = z.object({
  manage: z.boolean(),
  editDetails: z.boolean(),
  deleteList: z.boolean(),
  changeRoles: z.boolean(),
  transfer: z.boolean(),
  reorder: z.boolean(),
  removeAnyItem: z.boolean(),
  removeOwnItems: z.boolean(),
  addUrlItems: z.boolean(),
  decideRequests: z.boolean(),
  removeCollaborators: z.boolean(),
  removeAdministrators: z.boolean(),
  chooseThumbnail: z.boolean(),
});

/** GET /list/{id}: spec 03 §3 List, with the caller's standing on it. */
export const ListSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  /** The owner, as the spec names it twice (author and owner). */
  author: ListUserSchema,
  owner: ListUserSchema,
  numItems: z.number(),
  priv: z.boolean(),
  collaborative: z.boolean(),
  collaboratorCount: z.number(),
  followerCount: z.number(),
  currentUserAFollower: z.boolean(),
  currentUserAContributor: z.boolean(),
  currentUserJoinRequestPending: z.boolean(),
  currentUserIsBlocked: z.boolean(),
  /** The caller's role, or null for viewers (followers, strangers, anonymous). */
  currentUserRole: ListRoleSchema.nullable(),
  permissions: ListPermissionsSchema,
  /** Whether the caller may ask to join: signed in, not a contributor, list collaborative, not blocked. */
  mayRequestToJoin: z.boolean(),
  mayFollow: z.boolean(),
  /**
   * Whether the caller may open the owner's profile page (/userProfile/user/{username}): false for a
   * private profile they may not see (ADR 039), so the page names the owner without a dead link.
   */
  ownerProfileVisible: z.boolean(),
  thumbnailUrl: z.string().nullable(),
  /** Item types present on the list (LIST_ITEM_TYPES). */
  itemTypes: z.array(z.enum(LIST_ITEM_TYPES)),
  facebookGroupId: z.string().nullable(),
  created: z.string(),
  updated: z.string(),
});
export type List = z.infer<typeof ListSchema>;

export const CollaborationRequestSchema = z.object({
  requestId: z.number(),
  user: ListUserSchema,
  status: z.enum(['PENDING', 'APPROVED', 'DENIED', 'BLOCKED']),
  created: z.string(),
});
export type CollaborationRequest = z.infer<typeof CollaborationRequestSchema>;

/** GET /list/{id}/collaborationRequests. */
export const CollaborationRequestsSchema = z.object({
  pendingCollaborationRequests: z.array(CollaborationRequestSchema),
  blockedCollaborationRequests: z.array(CollaborationRequestSchema),
});
export type CollaborationRequests = z.infer<typeof CollaborationRequestsSchema>;

/** GET /list/{id}/manage: the list with its people, for the manage page. */
export const ListManageSchema = ListSchema.extend({
  collaborators: z.array(ListUserSchema.extend({ role: CollaboratorRoleSchema, since: z.string() })),
  ...CollaborationRequestsSchema.shape,
  /** Spec 03 §5: collaboration needs the owner's profile to be public. */
  ownerProfilePublic: z.boolean(),
  /** People who added items, notes or tags (the delete confirmation names how many). */
  contributorCount: z.number(),
});
export type ListManage = z.infer<typeof ListManageSchema>;

/** Spec 03 §3 List item, every field for its type; fields a type lacks are null. */
export const ListItemSchema = z.object({
  id: z.number(),
  listId: z.number(),
  /** Position on the list, 1 first. */
  listSeq: z.number(),
  type: z.enum(LIST_ITEM_TYPES),
  /** The record's id ('12345') or, for a web page, its address. */
  target: z.string(),
  /** The record is gone: the item shows that the resource has been deleted. */
  missing: z.boolean(),
  title: z.string(),
  description: z.string().nullable(),
  /** Every author; the page shows LIST_LIMITS.authorsShown then '+N more'. */
  author: z.array(z.string()),
  yearRange: z.string().nullable(),
  /** Editions of a work. */
  numItems: z.number().nullable(),
  numHoldings: z.number().nullable(),
  singleHoldingName: z.string().nullable(),
  onlineText: z.string().nullable(),
  format: z.string().nullable(),
  imageUrl: z.string().nullable(),
  thumbnailIsCulturallySensitive: z.boolean(),
  workId: z.number().nullable(),
  /** Where the item leads: a portal path, or the web page's address. */
  deliverySystemLink: z.string(),
  language: z.string().nullable(),
  note: z.string().nullable(),
  noteEditable: z.boolean(),
  noteDeletable: z.boolean(),
  /** May the caller remove this item. */
  removable: z.boolean(),
  createdBy: ListUserSchema.nullable(),
  created: z.string(),
  updated: z.string(),
  /** Newspaper articles. */
  newspaper: z.string().nullable(),
  date: z.string().nullable(),
  page: z.string().nullable(),
  abstrct: z.string().nullable(),
  wordCount: z.number().nullable(),
  /** People and organisations. */
  occupations: z.array(z.string()),
  primaryDisplayName: z.string().nullable(),
});
export type ListItem = z.infer<typeof ListItemSchema>;

/** GET /list/{id}/items: a page of items (ADR 038; the spec's paged response shape, 03 §3). */
export const ListItemsQuerySchema = z.object({
  /** 1-based; clamped between 1 and the last page (spec 03 §2). */
  page: z.string().optional(),
  sort: z.enum(LIST_SORTS).optional(),
  desc: z.enum(['true', 'false']).optional(),
  type: z.enum(LIST_ITEM_TYPES).optional(),
  lang: text().max(100).optional(),
  /** A decade ('1890s') as the date filter names it. */
  date: text().max(20).optional(),
  /** Words searched within the list: item titles, notes and full text. */
  q: text().max(200).optional(),
  pageSize: z.string().optional(),
});
export type ListItemsQuery = z.infer<typeof ListItemsQuerySchema>;

export const ListItemsPageSchema = z.object({
  content: z.array(ListItemSchema),
  pageable: z.object({ offset: z.number() }),
  size: z.number(),
  totalPages: z.number(),
  /** The page answered, 1-based (clamped). */
  number: z.number(),
  totalElements: z.number(),
  numberOfElements: z.number(),
});
export type ListItemsPage = z.infer<typeof ListItemsPageSchema>;

const FilterValueSchema = z.object({ value: z.string(), itemIds: z.array(z.number()) });

/** GET /list/{id}/filters?type=: filter values with their item ids; 'all' also gives order and sorts. */
export const ListFiltersQuerySchema = z.object({ type: z.enum(LIST_FILTER_TYPES).optional() });
export const ListFiltersSchema = z.object({
  type: z.array(FilterValueSchema).optional(),
  lang: z.array(FilterValueSchema).optional(),
  date: z.array(FilterValueSchema).optional(),
  all: z.array(z.object({ id: z.number(), seq: z.number() })).optional(),
  sortOptions: z.array(z.enum(LIST_SORTS)).optional(),
});
export type ListFilters = z.infer<typeof ListFiltersSchema>;

/** Spec 03 §3 List summary, as a user's lists and trending lists show them. */
export const ListOverviewSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  priv: z.boolean(),
  collaborative: z.boolean(),
  editable: z.boolean(),
  userId: z.string(),
  author: ListUserSchema,
  numItems: z.number(),
  followerCount: z.number(),
  currentUserAFollower: z.boolean(),
  /** Pending requests to join: counted for managers only, 0 for anyone else. */
  pendingCollaborationRequests: z.number(),
  thumbnailUrl: z.string().nullable(),
  role: ListRoleSchema.nullable(),
  updated: z.string(),
});
export type ListOverview = z.infer<typeof ListOverviewSchema>;

/**
 * GET /list/user/{user}: lists the user owns or works on that the caller may see, 20 a page. With
 * `tab` (the profile's Lists tab set, ADR 039): that tab's lists, filtered by the user's role and
 * the lists' visibility, and every tab's count and pending-request dot.
 */
export const UserListsQuerySchema = z.object({
  page: z.string().optional(),
  tab: z.enum(PROFILE_LIST_TABS).optional(),
  role: z.enum(LIST_ROLES).optional(),
  visibility: z.enum(LIST_VISIBILITY_FILTERS).optional(),
});
const ListTabSummarySchema = z.object({ count: z.number().int().min(0), pending: z.boolean() });
export const UserListsSchema = z.object({
  content: z.array(ListOverviewSchema),
  totalElements: z.number(),
  totalPages: z.number(),
  number: z.number(),
  size: z.number(),
  tabs: z
    .object({
      personal: ListTabSummarySchema,
      collaborative: ListTabSummarySchema,
      followed: ListTabSummarySchema,
    })
    .optional(),
});
export type UserLists = z.infer<typeof UserListsSchema>;

/** GET /list/trendingLists: public lists with the most follows, additions and views lately. */
export const TrendingListsSchema = z.object({ lists: z.array(ListOverviewSchema) });
export type TrendingLists = z.infer<typeof TrendingListsSchema>;

/* Write calls. */

export const ListIdParamsSchema = z.object({ id: recordId('list') });
export const ListItemParamsSchema = z.object({ id: recordId('list'), item: recordId('list item') });
export const ListUserParamsSchema = z.object({ id: recordId('list'), user: text().min(1).max(255) });
export const RequestParamsSchema = z.object({ id: recordId('collaboration request') });

/** POST /list/{id}: the spec's update fields. */
export const UpdateListBodySchema = z.object({
  listId: IdSchema.optional(),
  name: text(),
  description: text().nullable().optional(),
  priv: z.enum(['y', 'n']).nullable().optional(),
  collaborative: z.boolean().optional(),
  facebookGroupId: text().nullable().optional(),
});
export type UpdateListBody = z.infer<typeof UpdateListBodySchema>;

/** DELETE /list/{id} and other calls answering only whether they did it. */
export const ListResultSchema = z.object({ result: z.boolean() });
export type ListResult = z.infer<typeof ListResultSchema>;

/** PUT /list/{id}/move/{item}. */
const SEQUENCE = { error: LIST_MESSAGES.sequenceInvalid };
/** Any whole number in the stores' range reads; the service says whether it is a position on the list. */
export const MoveItemBodySchema = z.object({
  newSeq: z.number(SEQUENCE).int(SEQUENCE).min(-ID_MAX, SEQUENCE).max(ID_MAX, SEQUENCE),
});
/** The list's order after a change: every item id and its position. */
export const ListOrderSchema = z.object({ all: z.array(z.object({ id: z.number(), seq: z.number() })) });
export type ListOrder = z.infer<typeof ListOrderSchema>;

/** PUT /list/{id}/items/{item}: the item's note; empty text removes it. */
export const ItemNoteBodySchema = z.object({ note: text().nullable() });

/** POST /list/{id}/addUrlItem: spec 03 §3 New URL item, sent as id (the link), type uri, description (the title). */
export const AddUrlItemBodySchema = z.object({
  reason: text().nullable().optional(),
  item: z.object({ id: text(), type: z.literal('uri'), description: text() }),
});
export type AddUrlItemBody = z.infer<typeof AddUrlItemBodySchema>;
export const AddUrlItemSchema = z.object({
  item: ListItemSchema,
  message: z.string(),
  userAchievement: UserAchievementSchema.nullable(),
});

/** POST /list/{id}/thumbnail and GET /list/{id}/availableThumbnails. */
export const ThumbnailBodySchema = z.object({ thumbnailUrl: text().nullable() });
export const ThumbnailSchema = z.object({ thumbnailUrl: z.string().nullable() });
export const AvailableThumbnailsQuerySchema = z.object({
  start: z.string().optional(),
  size: z.string().optional(),
});
export const AvailableThumbnailsSchema = z.object({
  /** Item id to image address, in list order. */
  thumbnails: z.record(z.string(), z.string()),
  start: z.number(),
  size: z.number(),
  total: z.number(),
});
export type AvailableThumbnails = z.infer<typeof AvailableThumbnailsSchema>;

/** POST /list/collaborationRequest: the caller asks to join (userId, when sent, must be the caller). */
export const CollaborationRequestBodySchema = z.object({ userId: text().optional(), listId: IdSchema });
export const CollaborationRequestAnswerSchema = z.object({
  status: z.enum(['new', 'already']),
  message: z.string(),
});

export const DeclineQuerySchema = z.object({ blockUser: z.enum(['true', 'false']).optional() });
export const RoleQuerySchema = z.object({ newRole: CollaboratorRoleSchema });
export const RemoveCollaboratorQuerySchema = z.object({
  removeContributions: z.enum(['true', 'false']).optional(),
  /** Required when a manager removes someone else; not when people leave by themselves. */
  reason: z.enum(REMOVAL_REASONS).optional(),
});

/** POST /list/{id}/follow and /stopFollowing. */
export const FollowSchema = z.object({ followerCount: z.number(), currentUserAFollower: z.boolean() });
export type Follow = z.infer<typeof FollowSchema>;

/** GET /list/{id}/export/{format}. */
export const ListExportParamsSchema = z.object({ id: recordId('list'), format: z.enum(LIST_EXPORT_FORMATS) });
export const ListExportQuerySchema = z.object({
  delimiter: z.enum(Object.keys(CSV_DELIMITERS) as [keyof typeof CSV_DELIMITERS]).optional(),
  quoted: z.enum(['true', 'false']).optional(),
  format: z.enum(LIST_CITATION_FORMATS).optional(),
});
