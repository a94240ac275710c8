import { z } from 'zod';
import { IdSchema, text } from '../input.ts';
import { LIMITS } from '../limits.ts';
import { UserAchievementSchema } from './achievements.ts';
import { TagSchema } from './contributions.ts';

/**
 * Adding and removing tags and notes, and the human check in front of anonymous ones (spec 01 §4,
 * §5, §7; spec 02 §2, §5–§8; ADR 015).
 */

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

/** Characters left in a note, and whether the form warns (800 or fewer left) or refuses (over 4000). */
export function noteLengthState(content: string): { remaining: number; warn: boolean; tooLong: boolean } {
  const remaining = LIMITS.noteMax - content.length;
  return { remaining, warn: remaining <= LIMITS.noteWarnRemaining, tooLong: remaining < 0 };
}

/** The first problem with a note's fields, in the spec's words, or null when it may be saved. */
export function noteProblem(content: string, visibility: string | null | undefined): string | null {
  if (content.trim() === '') return CONTRIBUTION_WRITE_MESSAGES.fieldRequired('content');
  if (visibility !== 'public' && visibility !== 'private')
    return CONTRIBUTION_WRITE_MESSAGES.fieldRequired('visibility');
  if (noteLengthState(content).tooLong) return CONTRIBUTION_WRITE_MESSAGES.noteTooLong(content.length);
  return null;
}

/** GET /captcha/challenge: an ALTCHA challenge (parameters and signature) for the widget. */
export const CaptchaChallengeSchema = z.object({
  parameters: z.record(z.string(), z.unknown()),
  signature: z.string().optional(),
});

/** GET /captcha/status. */
export const CaptchaStatusSchema = z.object({ isHuman: z.boolean() });
export type CaptchaStatus = z.infer<typeof CaptchaStatusSchema>;

/** POST /captcha/verify: the spec's field name, holding the ALTCHA payload (base64 JSON). */
export const CaptchaVerifyBodySchema = z.object({ recaptchaResponse: text().min(1).max(8000) });
export const CaptchaVerifySchema = z.object({ result: z.literal('ok') });

const TargetRefSchema = z.object({ type: z.enum(WRITE_TARGETS), id: IdSchema });

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

/** POST /annotation/{target} and PUT /annotation/{id}. */
export const NoteBodySchema = z.object({
  content: text(),
  priv: z.boolean().nullable().optional(),
});
/** The spec names the fields userId (the session's, so not taken from the body), content, priv, target (the record id). */
export const AddNoteBodySchema = NoteBodySchema.extend({ target: IdSchema });
export type AddNoteBody = z.infer<typeof AddNoteBodySchema>;
export const RemoveNoteSchema = z.object({ result: z.boolean() });
