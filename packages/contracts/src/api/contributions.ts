import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { USER_TAG_LIMIT } from '../search/criteria.ts';
import { UserAchievementSchema } from './achievements.ts';

/**
 * Tags, notes and the lists holding a record (spec 02 §2 Tags panel, Notes panel, §3 Tag and
 * Annotation, §7 calls; spec 03 §3 List). Read calls only until accounts arrive (ADR 012).
 */

/** What notes may be attached to (spec 02 §5); organisations are person records, so 'person' serves both. */
export const ANNOTATION_TARGETS = ['work', 'version', 'person', 'list'] as const;
export type AnnotationTarget = (typeof ANNOTATION_TARGETS)[number];

/**
 * What tags have a read call on: work, edition and person pages show them, and a list's tags are
 * read back like its notes (a private list is there for its owner alone).
 */
export const TAG_TARGETS = ['work', 'version', 'person', 'list'] as const;
export type TagTarget = (typeof TAG_TARGETS)[number];

/** Containing-list types of spec 02 §5 as the spec's paths name them. */
export const CONTAINING_TARGETS = ['work', 'personOrOrg'] as const;
export type ContainingTarget = (typeof CONTAINING_TARGETS)[number];

/** Spec texts of the panels. */
export const CONTRIBUTION_MESSAGES = {
  noTags: 'No tags have been added to this record.',
  noItems: (label: string) => `No ${label}s have been added for this record`,
  noteLabel: 'note',
  showAll: 'Show all',
  showLess: 'Show less',
} as const;

/**
 * Answer sizes: notes and containing lists are read newest first up to these numbers, with the
 * total beside them (the spec sets none; ADR 012).
 */
export const CONTRIBUTION_LIMITS = { notesAnswered: 100, listsAnswered: 50 } as const;

/** Who made a contribution; null when an anonymous visitor made it after the human check. */
const ContributorSchema = z.object({ displayName: z.string() }).nullable();

/** Spec 02 §3 Tag. */
export const TagSchema = z.object({
  id: z.number(),
  name: z.string(),
  user: ContributorSchema,
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

/** Spec 02 §3 Annotation. */
export const AnnotationSchema = z.object({
  id: z.number(),
  /** Plain text as written: shown as text, never as markup. */
  content: z.string(),
  priv: z.boolean(),
  target: z.object({ type: z.enum(ANNOTATION_TARGETS), id: z.number() }),
  userId: z.number().nullable(),
  user: ContributorSchema,
  /** ISO-8601 UTC. */
  lastModified: z.string(),
  /** The date as people read it, e.g. '3 March 2024'. */
  lastModifiedStr: z.string(),
  editable: z.boolean(),
  deletable: z.boolean(),
  /** The achievements the write that answered this note earned; null when reading notes. */
  userAchievement: UserAchievementSchema.nullable(),
});
export type Annotation = z.infer<typeof AnnotationSchema>;

/** GET /annotation/{work|version|person|list}/{id}: newest first. */
export const AnnotationsSchema = z.object({
  annotations: z.array(AnnotationSchema),
  /** How many there are; at most CONTRIBUTION_LIMITS.notesAnswered are answered. */
  total: z.number(),
});
export type Annotations = z.infer<typeof AnnotationsSchema>;

/** A list as the record pages show it (spec 03 §3 List summary). */
export const ListSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  itemCount: z.number(),
  priv: z.boolean(),
  owner: z.object({ displayName: z.string() }),
});
export type ListSummary = z.infer<typeof ListSummarySchema>;

/** GET /list/containing/work/{id} and /list/containing/personOrOrg/{id}. */
export const ContainingListsSchema = z.object({
  /** Lists the caller may see that hold the record, most recently updated first. */
  containing: z.array(ListSummarySchema),
  /** How many lists the caller may see hold it; at most CONTRIBUTION_LIMITS.listsAnswered are answered. */
  total: z.number(),
  /** The signed-in caller's own lists it could be added to; empty for anonymous callers. */
  available: z.array(ListSummarySchema),
});
export type ContainingLists = z.infer<typeof ContainingListsSchema>;

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
