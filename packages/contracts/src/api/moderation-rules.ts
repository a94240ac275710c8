/**
 * Moderation of tags and notes by content managers (spec 03 §2 Moderation, §7 GET /annotation/;
 * issue 16 §5; ADR 045): its filters, the reason rule and the tab's words. No zod here, so the
 * pages may use it without shipping zod (ADR 035).
 */

/** What the tab reviews: its Notes and Tags tabs. */
export const MODERATION_TYPES = ['note', 'tag'] as const;
export type ModerationType = (typeof MODERATION_TYPES)[number];

/** Spec 03 §2: both by default, public, private. */
export const MODERATION_VISIBILITIES = ['both', 'public', 'private'] as const;
export type ModerationVisibility = (typeof MODERATION_VISIBILITIES)[number];

/** Spec 03 §9: sort by user ASC or DESC. */
export const MODERATION_SORTS = ['ASC', 'DESC'] as const;
export type ModerationSort = (typeof MODERATION_SORTS)[number];

/** Ours (ADR 045): every item, those anyone may see, or those hidden or deleted. */
export const MODERATION_STATES = ['all', 'visible', 'hidden', 'deleted'] as const;
export type ModerationStateFilter = (typeof MODERATION_STATES)[number];

/** What a content manager may do to an item, and its state afterwards. */
export const MODERATION_ACTIONS = ['hide', 'delete', 'restore'] as const;
export type ModerationActionName = (typeof MODERATION_ACTIONS)[number];

/** The call's page: profile lists are 20 a page (spec 03 §9); at most 100. */
export const MODERATION_PAGE = { size: 20, maxSize: 100 } as const;

/** A reason is required and kept short enough to read in the log. */
export const MODERATION_REASON_MAX = 1000;

/** The spec's shared messages (03 §5 requiredPlain, maxPlain), word for word. */
export const MODERATION_MESSAGES = {
  reasonRequired: 'Please enter a value for this field.',
  reasonTooLong: 'Please enter a shorter value for this field.',
} as const;

/** The reason's problem, or null: required after trimming, at most MODERATION_REASON_MAX characters. */
export function moderationReasonProblem(reason: string | null | undefined): string | null {
  const trimmed = (reason ?? '').trim();
  if (trimmed.length === 0) return MODERATION_MESSAGES.reasonRequired;
  if ([...trimmed].length > MODERATION_REASON_MAX) return MODERATION_MESSAGES.reasonTooLong;
  return null;
}

/** The tab's words; the spec names the tabs, the filter and the sort and leaves the rest open. */
export const MODERATION_WORDS = {
  heading: 'Moderate Content',
  tabs: { note: 'Notes', tag: 'Tags', log: 'Log' } as Record<ModerationType | 'log', string>,
  visibilityLabel: 'Visibility',
  visibility: { both: 'Both', public: 'Public', private: 'Private' } as Record<ModerationVisibility, string>,
  sortLabel: 'Sort by user',
  sort: { ASC: 'Ascending', DESC: 'Descending' } as Record<ModerationSort, string>,
  stateLabel: 'State',
  state: { all: 'All', visible: 'Visible', hidden: 'Hidden', deleted: 'Deleted' } as Record<
    ModerationStateFilter,
    string
  >,
  apply: 'Apply',
  /** A row's state as shown. */
  itemState: (state: 'hidden' | 'deleted' | null): string =>
    state === 'hidden' ? 'Hidden by a moderator' : state === 'deleted' ? 'Deleted by a moderator' : 'Visible',
  action: { hide: 'Hide', delete: 'Delete', restore: 'Restore' } as Record<ModerationActionName, string>,
  /** The confirmation's question, naming the item. */
  confirm: (action: ModerationActionName, type: ModerationType): string =>
    `Are you sure you wish to ${action} this ${type}?`,
  reasonLabel: 'Reason',
  reasonHint: `Required; at most ${MODERATION_REASON_MAX} characters. It is kept in the moderation log.`,
  cancel: 'Cancel',
  done: {
    hide: 'The item is now hidden.',
    delete: 'The item is now deleted.',
    restore: 'The item is restored.',
  } as Record<ModerationActionName, string>,
  anonymous: 'an anonymous visitor',
  goneRecord: 'A record that is no longer available',
  none: {
    note: 'No notes match the selected filters.',
    tag: 'No tags match the selected filters.',
  } as Record<ModerationType, string>,
  logEmpty: 'Nothing has been moderated yet.',
  logAction: { hide: 'Hidden', delete: 'Deleted', restore: 'Restored' } as Record<
    ModerationActionName,
    string
  >,
  operator: 'an operator',
} as const;
