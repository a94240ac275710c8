import { z } from 'zod';
import { text } from '../input.ts';
import { LIMITS } from '../limits.ts';
import { USER_TAG_LIMIT } from '../search/criteria.ts';
import { UserAchievementSchema } from './achievements.ts';
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

/**
 * What tags have a read call on: work, edition and person pages show them, and a list's tags are
 * read back like its notes (a private list is there for its owner alone).
 */
export const TAG_TARGETS = ['work', 'version', 'person', 'list'] as const;
export type TagTarget = (typeof TAG_TARGETS)[number];

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

/**
 * Where a tag leads (spec 01 §2.5, 02 §2 Routes: SearchAll). A public tag is a `publictag:"…"`
 * keyword search; one holding a double quote cannot sit inside one, so it goes as the publictag
 * parameter instead. A private tag is found among its owner's own tags only: the user-tag limit
 * `l-usertag={name}` (ADR 022), which finds nothing for anyone else. A subject tag searches
 * subjects, with quote characters stripped (spec 02 §2 Tags panel).
 */
export function tagLink(name: string, subject: boolean, priv = false): string {
  if (subject) return `/search?${new URLSearchParams({ subject: stripQuotes(name) }).toString()}`;
  if (priv) return `/search?${new URLSearchParams({ [USER_TAG_LIMIT]: name }).toString()}`;
  if (name.includes('"')) return `/search?${new URLSearchParams({ publictag: name }).toString()}`;
  return `/search?${new URLSearchParams({ keyword: `publictag:"${name}"` }).toString()}`;
}

/** Double quote characters (straight, curly, guillemets) removed, spaces tidied; apostrophes stay. */
export function stripQuotes(text: string): string {
  return text
    .replace(/["\u201c\u201d\u201e\u00ab\u00bb]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Spec 02 §9: Show all asks for this many tags. */
export const TAGS_SHOW_ALL = 99_999;

/** The tags a panel shows: the first 20 until Show all (spec 02 §9). */
export function shownTags<T>(tags: readonly T[], showAll: boolean): T[] {
  return tags.slice(0, showAll ? TAGS_SHOW_ALL : LIMITS.tagsShown);
}

/**
 * The tag names typed in one box: separated by commas; a comma inside a tag needs double quotes
 * ("Smith, John"); spaces around each trimmed and empty entries dropped; repeats kept once.
 */
export function parseTagNames(text: string): string[] {
  const names: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      names.push(current);
      current = '';
    } else current += char;
  }
  names.push(current);
  const tidy = names.map((name) => name.replace(/\s+/g, ' ').trim()).filter((name) => name !== '');
  return [...new Set(tidy)];
}

/** Longest tag name accepted; the spec sets none, a tag is a short label (ADR 015). */
export const TAG_NAME_MAX = 200;

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

/** Most suggestions, and the characters typed before any (spec 01 §9). */
export const TAG_AUTOCOMPLETE = { minChars: 1, max: 5 } as const;

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
