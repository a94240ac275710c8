import { z } from 'zod';
import { userContributionPage, userContributionPaging } from './contributions.ts';

/**
 * The profile's Tags tab (spec 03 §2 Tags tab; ADR 039): a reader's tags, one row per tag and
 * visibility with the count of items it is on, sorted and filtered as the tab offers.
 */

/** The tab's sorts, in the order the spec names them. */
export const TAG_SUMMARY_SORTS = ['alphabetical', 'mostUsed', 'leastUsed'] as const;
export type TagSummarySort = (typeof TAG_SUMMARY_SORTS)[number];

/** The tab's visibility filter (spec 03 §2 'All, Public, Private'). */
export const TAG_VISIBILITY_FILTERS = ['all', 'public', 'private'] as const;
export type TagVisibilityFilter = (typeof TAG_VISIBILITY_FILTERS)[number];

/** GET /tag/user/{user}/summary: sort, visibility, paging. */
export const UserTagSummaryQuerySchema = z.object({
  ...userContributionPaging,
  sort: z.enum(TAG_SUMMARY_SORTS).default('alphabetical'),
  visibility: z.enum(TAG_VISIBILITY_FILTERS).default('all'),
});
export type UserTagSummaryQuery = z.infer<typeof UserTagSummaryQuerySchema>;

export const TagSummaryRowSchema = z.object({
  name: z.string(),
  priv: z.boolean(),
  /** How many items the reader tagged with it. */
  count: z.number(),
  /** A search for the tag; null for a private tag seen by anyone but its owner (their search is their own). */
  link: z.string().nullable(),
});
export type TagSummaryRow = z.infer<typeof TagSummaryRowSchema>;

export const UserTagSummarySchema = z.object({
  ...userContributionPage,
  tags: z.array(TagSummaryRowSchema),
});
export type UserTagSummary = z.infer<typeof UserTagSummarySchema>;

/** The tab's words (the spec names the sorts and filters; the rest it leaves open). */
export const PROFILE_TAG_WORDS = {
  heading: 'Tags',
  sortLabel: 'Sort by',
  sort: { alphabetical: 'Alphabetical', mostUsed: 'Most used', leastUsed: 'Least used' } as Record<
    TagSummarySort,
    string
  >,
  visibilityLabel: 'Visibility',
  visibility: { all: 'All', public: 'Public', private: 'Private' } as Record<TagVisibilityFilter, string>,
  priv: (priv: boolean): string => (priv ? 'Private' : 'Public'),
  /** '1 item', '3 items'. */
  items: (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`,
  noMatch: 'No tags match the selected filter.',
  /** Shown when the reader has no tag the viewer may see (the spec gives no words). */
  none: (own: boolean, displayName: string): string =>
    own ? 'You have no tags yet.' : `${displayName} has no tags to show.`,
} as const;
