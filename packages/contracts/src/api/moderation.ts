import { z } from 'zod';
import { text } from '../input.ts';
import { ANNOTATION_TARGETS } from './contributions-rules.ts';
import {
  MODERATION_ACTIONS,
  MODERATION_PAGE,
  MODERATION_REASON_MAX,
  MODERATION_SORTS,
  MODERATION_STATES,
  MODERATION_TYPES,
  MODERATION_VISIBILITIES,
} from './moderation-rules.ts';

/**
 * GET /annotation/ (spec 03 §7 'GET /annotation/ (filters)', §3 Moderation note or tag and the
 * paged response shape) and the moderation actions beyond the spec (issue 16 §5, ADR 045).
 */

const paging = {
  /** Zero-based page number. */
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(MODERATION_PAGE.maxSize).default(MODERATION_PAGE.size),
};

export const ModerationQuerySchema = z.object({
  type: z.enum(MODERATION_TYPES).default('note'),
  visibility: z.enum(MODERATION_VISIBILITIES).default('both'),
  sort: z.enum(MODERATION_SORTS).default('ASC'),
  state: z.enum(MODERATION_STATES).default('all'),
  ...paging,
});
export type ModerationQuery = z.infer<typeof ModerationQuerySchema>;

/** Spec 03 §3 Moderation note or tag, with what a moderator acts on. */
export const ModerationItemSchema = z.object({
  id: z.number(),
  type: z.enum(MODERATION_TYPES),
  /** The title of what it is on; null when that record is gone. */
  itemTitle: z.string().nullable(),
  /** Where that record's page is; null when it is gone. */
  link: z.string().nullable(),
  /** The note's text or the tag's name, plain text as written. */
  content: z.string(),
  priv: z.boolean(),
  /** The author's user name; null for an anonymous visitor's public tag or note. */
  user: z.string().nullable(),
  /** What it is on, as the other contribution calls name it (ADR 039, 045). */
  targetType: z.enum(ANNOTATION_TARGETS),
  targetId: z.number(),
  /** ISO-8601 UTC. */
  created: z.string(),
  /** 'hidden' or 'deleted' by a content manager; null when anyone allowed may see it. */
  moderation: z.enum(['hidden', 'deleted']).nullable(),
});
export type ModerationItem = z.infer<typeof ModerationItemSchema>;

/** Spec 03 §3 paged response shape. */
function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    pageable: z.object({ offset: z.number(), pageNumber: z.number(), pageSize: z.number() }),
    size: z.number(),
    totalPages: z.number(),
    number: z.number(),
    totalElements: z.number(),
    numberOfElements: z.number(),
  });
}

export const ModerationPageSchema = pageOf(ModerationItemSchema);
export type ModerationPage = z.infer<typeof ModerationPageSchema>;

/** POST /annotation/{id}/hide … : why, which the log keeps. */
export const ModerationBodySchema = z.object({ reason: text().max(MODERATION_REASON_MAX * 4) });
export type ModerationBody = z.infer<typeof ModerationBodySchema>;

export const ModerationLogEntrySchema = z.object({
  id: z.number(),
  itemType: z.enum(MODERATION_TYPES),
  itemId: z.number(),
  action: z.enum(MODERATION_ACTIONS),
  reason: z.string(),
  /** The content manager's user name; null for an operator's command or an account since removed. */
  moderator: z.string().nullable(),
  /** ISO-8601 UTC. */
  at: z.string(),
});
export type ModerationLogEntry = z.infer<typeof ModerationLogEntrySchema>;

/** What a moderation action answers: the item as it is now and the log entry it made. */
export const ModerationResultSchema = z.object({
  item: ModerationItemSchema,
  entry: ModerationLogEntrySchema,
});
export type ModerationResult = z.infer<typeof ModerationResultSchema>;

export const ModerationLogQuerySchema = z.object({
  itemType: z.enum(MODERATION_TYPES).optional(),
  itemId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  ...paging,
});
export type ModerationLogQuery = z.infer<typeof ModerationLogQuerySchema>;

export const ModerationLogPageSchema = pageOf(ModerationLogEntrySchema);
export type ModerationLogPage = z.infer<typeof ModerationLogPageSchema>;
