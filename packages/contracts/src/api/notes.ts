import { z } from 'zod';
import { IdSchema, text } from '../input.ts';
import { UserAchievementSchema } from './achievements.ts';
import { ANNOTATION_TARGETS } from './contributions-rules.ts';
import {
  ContributionAuthorSchema,
  UserContributionTargetSchema,
  userContributionPage,
  userContributionPaging,
} from './contributions.ts';

/**
 * Notes, which the spec calls annotations in its paths: on a record, a user's own, adding, changing
 * and removing them (spec 02 §2 Notes panel, §3 Annotation, §5–§7; spec 03 §7 GET
 * /annotation/user/{user}; ADR 012, 021). Content is plain text, always shown as text.
 */

/** Spec 02 §3 Annotation. */
export const AnnotationSchema = z.object({
  id: z.number(),
  /** Plain text as written: shown as text, never as markup. */
  content: z.string(),
  priv: z.boolean(),
  target: z.object({ type: z.enum(ANNOTATION_TARGETS), id: z.number() }),
  userId: z.number().nullable(),
  user: ContributionAuthorSchema,
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

/** POST /annotation/{target} and PUT /annotation/{id}. */
export const NoteBodySchema = z.object({
  content: text(),
  priv: z.boolean().nullable().optional(),
});
/** The spec names the fields userId (the session's, so not taken from the body), content, priv, target (the record id). */
export const AddNoteBodySchema = NoteBodySchema.extend({ target: IdSchema });
export type AddNoteBody = z.infer<typeof AddNoteBodySchema>;
export const RemoveNoteSchema = z.object({ result: z.boolean() });

/** GET /annotation/user/{user}: paging. */
export const UserNotesQuerySchema = z.object(userContributionPaging);
export type UserNotesQuery = z.infer<typeof UserNotesQuerySchema>;

export const UserNoteSchema = z.object({
  id: z.number(),
  /** Plain text as written: shown as text, never as markup. */
  content: z.string(),
  priv: z.boolean(),
  /** ISO-8601 UTC. */
  lastModified: z.string(),
  target: UserContributionTargetSchema,
});
export const UserNotesSchema = z.object({ ...userContributionPage, notes: z.array(UserNoteSchema) });
export type UserNotes = z.infer<typeof UserNotesSchema>;
