import { z } from 'zod';
import { IdSchema } from '../input.ts';
import { LIMITS } from '../limits.ts';
import { UsernameParamSchema } from './profile.ts';

/**
 * What tags, notes and lists share (spec 02 §2, §3, §5, §7; spec 03 §3, §7, §9; ADR 012, 015, 021):
 * what they are written on, the panels' texts, who made them, and the paging of a user's own.
 */

/** What notes may be attached to (spec 02 §5); organisations are person records, so 'person' serves both. */
export const ANNOTATION_TARGETS = ['work', 'version', 'person', 'list'] as const;
export type AnnotationTarget = (typeof ANNOTATION_TARGETS)[number];

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
export const ContributionAuthorSchema = z.object({ displayName: z.string() }).nullable();

/** What a visitor may tag or annotate, as the calls name it (spec 02 §5); an organisation is a person record. */
export const WRITE_TARGETS = ['work', 'version', 'person', 'organisation', 'list'] as const;
export type WriteTarget = (typeof WRITE_TARGETS)[number];

/** The stored target type: organisations are person records (ADR 012). */
export function storedTarget(type: WriteTarget): 'work' | 'version' | 'person' | 'list' {
  return type === 'organisation' ? 'person' : type;
}

/** The human check the product really uses, named where the spec says reCAPTCHA (ADR 015). */
export const HUMAN_CHECK_NAME = 'ALTCHA';

/** Texts of the tag and note panels, word for word from the spec (with the human check's real name). */
export const CONTRIBUTION_WRITE_MESSAGES = {
  humanCheckFirst: `You must prove you are human and pass the ${HUMAN_CHECK_NAME} challenge first.`,
  fieldRequired: (field: string) => `The "${field}" field is required`,
  confirmRemoveTag: (tag: string) => `Are you sure you wish to remove the tag '${tag}'?`,
  confirmRemoveNote: 'Are you sure you wish to remove this note?',
  removeTagFailed: 'An unexpected error occurred while removing your tag',
  removeTagAction: 'remove your tag',
  saveTagAction: 'save your tag',
  /** Spec 02 §8 'Note save failure', with the spec's own wording. */
  saveNoteAction: 'saving your note',
  removeNoteAction: 'remove your note',
  privateNeedsSignIn: 'Sign in to add private tags and notes.',
  readOnly: 'Tags cannot be changed while the site is read-only.',
  noteTooLong: (length: number) =>
    `Your note is too long (${length} characters). A note must not be longer than ${LIMITS.noteMax} characters.`,
  noteRemaining: (remaining: number) => `${remaining} characters remaining`,
  noTagNames: 'Enter at least one tag name.',
} as const;

/** Visibility, which the forms require: 'public' or 'private'. */
export const VisibilitySchema = z.enum(['public', 'private']);

/** A record a tag or note is written on, as the calls name it. */
export const TargetRefSchema = z.object({ type: z.enum(WRITE_TARGETS), id: IdSchema });

export const USER_CONTRIBUTION_PAGE = { size: 20, maxSize: 100 } as const;

/** The spec's include flags arrive as text: 'true' or 'false' (and y/n, 1/0). */
export const includeFlag = z
  .enum(['true', 'false', 'y', 'n', '1', '0'])
  .transform((value) => value === 'true' || value === 'y' || value === '1');

export const userContributionPaging = {
  startPos: z.coerce.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(USER_CONTRIBUTION_PAGE.maxSize)
    .default(USER_CONTRIBUTION_PAGE.size),
};

export const UserContributionParamsSchema = z.object({ user: UsernameParamSchema });

/** What a tag or note is on, with the record's title and where its page is (null: no page to go to). */
export const UserContributionTargetSchema = z.object({
  type: z.enum(ANNOTATION_TARGETS),
  id: z.number(),
  itemTitle: z.string().nullable(),
  link: z.string().nullable(),
});

export const userContributionPage = { total: z.number(), startPos: z.number(), pageSize: z.number() };
