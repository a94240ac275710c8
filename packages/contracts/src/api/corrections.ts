import { z } from 'zod';
import { ID_MAX, text } from '../input.ts';

import { UserAchievementSchema } from './achievements.ts';
import { userContributionPaging } from './contributions.ts';
import { CORRECTION_LIMITS, CORRECTION_MESSAGES, HALL_OF_FAME_FILTERS } from './correction-rules.ts';

/**
 * Text correction of an article's OCR (issue 17 §1, ADR 046) and the profile's Text corrections
 * tab (spec 03 §3 Text correction, §7 recentCorrections).
 */

/** Who corrected an article last and when (the v3 API's lastCorrection). */
export const LastCorrectionSchema = z.object({
  /** ISO-8601 UTC. */
  lastupdated: z.string(),
  /** The corrector's display name; null for a visitor. */
  by: z.string().nullable(),
  /** Their user name, for a link to their profile; null for a visitor. */
  username: z.string().nullable(),
});
export type LastCorrection = z.infer<typeof LastCorrectionSchema>;

/** One line of an article as the editor shows it. */
export const ArticleLineSchema = z.object({
  /** Zero-based index; shown one-based. */
  no: z.number().int(),
  /** Zero-based paragraph the line belongs to. */
  paragraph: z.number().int(),
  text: z.string(),
});
export type ArticleLine = z.infer<typeof ArticleLineSchema>;

/** GET /newspaper/article/{id}/lines: what the correction editor needs. */
export const ArticleLinesSchema = z.object({
  articleId: z.number(),
  heading: z.string(),
  /** The live version the editor starts from; sent back as baseVersion. */
  version: z.number().int(),
  lines: z.array(ArticleLineSchema),
  /** The page image from the record, shown beside the lines; null when the record has none. */
  imageUrl: z.string().nullable(),
  correctionCount: z.number(),
  lastCorrection: LastCorrectionSchema.nullable(),
  /** Whether this caller may save now: false for a blocked account or a visitor yet to pass the human check. */
  mayCorrect: z.boolean(),
  /** Why not, in words to show; null when they may. */
  refusal: z.string().nullable(),
});
export type ArticleLines = z.infer<typeof ArticleLinesSchema>;

export const CorrectedLineSchema = z.object({
  no: z.number().int().min(0).max(100_000),
  text: text().max(CORRECTION_LIMITS.lineMax, CORRECTION_MESSAGES.lineTooLong(CORRECTION_LIMITS.lineMax)),
});

/** POST /newspaper/article/{id}/correction: the lines changed, against the version the reader began from. */
export const CorrectionBodySchema = z.object({
  baseVersion: z.number().int().min(0).max(ID_MAX),
  lines: z.array(CorrectedLineSchema).min(1, CORRECTION_MESSAGES.noChange).max(20_000),
  comment: text()
    .trim()
    .max(CORRECTION_LIMITS.commentMax, CORRECTION_MESSAGES.commentTooLong(CORRECTION_LIMITS.commentMax))
    .optional(),
});
export type CorrectionBody = z.infer<typeof CorrectionBodySchema>;

/** The answer to a save or a revert. */
export const CorrectionSavedSchema = z.object({
  correctionId: z.number(),
  /** 'held' waits for a data manager; its version is null until approved. */
  status: z.enum(['live', 'held']),
  version: z.number().int().nullable(),
  linesChanged: z.number().int(),
  correctionCount: z.number(),
  lastCorrection: LastCorrectionSchema.nullable(),
  /** CORRECTION_MESSAGES.saved or .held. */
  message: z.string(),
  userAchievement: UserAchievementSchema.nullable(),
});
export type CorrectionSaved = z.infer<typeof CorrectionSavedSchema>;

/**
 * The details of a 409 answer to a save whose base version is no longer the live one: the live
 * version and the lines changed since the base, with their text now, so the reader can merge.
 */
export const CorrectionConflictSchema = z.object({
  currentVersion: z.number().int(),
  lines: z.array(z.object({ no: z.number().int(), text: z.string() })),
});
export type CorrectionConflict = z.infer<typeof CorrectionConflictSchema>;

const CorrectorSchema = z.object({ username: z.string(), displayName: z.string() }).nullable();

/** One version in an article's history. */
export const TextVersionSchema = z.object({
  correctionId: z.number(),
  /** Null while held or once rejected. */
  version: z.number().int().nullable(),
  kind: z.enum(['correction', 'revert', 'demo']),
  status: z.enum(['live', 'held', 'rejected']),
  /** Null for a visitor who passed the human check. */
  user: CorrectorSchema,
  /** ISO-8601 UTC. */
  created: z.string(),
  comment: z.string().nullable(),
  reason: z.string().nullable(),
  revertsTo: z.number().int().nullable(),
  lineCount: z.number().int(),
});
export type TextVersion = z.infer<typeof TextVersionSchema>;

export const TextHistoryQuerySchema = z.object({ ...userContributionPaging });
/** GET /newspaper/article/{id}/history: newest first; held and rejected ones only for data managers. */
export const TextHistorySchema = z.object({
  articleId: z.number(),
  heading: z.string(),
  currentVersion: z.number().int(),
  total: z.number(),
  versions: z.array(TextVersionSchema),
});
export type TextHistory = z.infer<typeof TextHistorySchema>;

export const TextDiffQuerySchema = z.object({
  from: z.coerce.number().int().min(0),
  to: z.coerce.number().int().min(0),
});
/** GET /newspaper/article/{id}/diff?from&to: the lines that differ between two versions. */
export const TextDiffSchema = z.object({
  articleId: z.number(),
  from: z.number().int(),
  to: z.number().int(),
  lines: z.array(z.object({ no: z.number().int(), before: z.string(), after: z.string() })),
});
export type TextDiff = z.infer<typeof TextDiffSchema>;

const reason = text()
  .trim()
  .min(1, CORRECTION_MESSAGES.reasonRequired)
  .max(CORRECTION_LIMITS.reasonMax, CORRECTION_MESSAGES.reasonTooLong(CORRECTION_LIMITS.reasonMax));

/** POST /newspaper/article/{id}/revert (data managers): back to an earlier version, as a new one. */
export const RevertBodySchema = z.object({ version: z.number().int().min(0).max(ID_MAX), reason });
export type RevertBody = z.infer<typeof RevertBodySchema>;

/** A correction held for review, with what it would change. */
export const HeldCorrectionSchema = z.object({
  id: z.number(),
  articleId: z.number(),
  articleHeading: z.string(),
  user: CorrectorSchema,
  created: z.string(),
  comment: z.string().nullable(),
  /** Why it was held: CORRECTION_MESSAGES.heldEmptiedLine or .heldMostLines. */
  reason: z.string(),
  lines: z.array(z.object({ no: z.number().int(), before: z.string(), after: z.string() })),
});
export type HeldCorrection = z.infer<typeof HeldCorrectionSchema>;
export const HeldCorrectionsQuerySchema = z.object({ ...userContributionPaging });
export const HeldCorrectionsSchema = z.object({ total: z.number(), content: z.array(HeldCorrectionSchema) });
export type HeldCorrections = z.infer<typeof HeldCorrectionsSchema>;

/** POST /correction/{id}/approve and /reject: a reason is required to reject, optional to approve. */
export const ReviewBodySchema = z.object({ reason: reason.optional() });
export type ReviewBody = z.infer<typeof ReviewBodySchema>;
export const ReviewResultSchema = z.object({
  id: z.number(),
  status: z.enum(['live', 'rejected']),
  version: z.number().int().nullable(),
});

/** POST /correction/block (data managers): stop an account correcting, with a reason. */
export const BlockBodySchema = z.object({ username: text().trim().min(1).max(200), reason });
export type BlockBody = z.infer<typeof BlockBodySchema>;
export const CorrectionBlockSchema = z.object({
  username: z.string(),
  displayName: z.string(),
  reason: z.string(),
  blockedBy: z.string().nullable(),
  created: z.string(),
});
export type CorrectionBlock = z.infer<typeof CorrectionBlockSchema>;
export const CorrectionBlocksSchema = z.object({ content: z.array(CorrectionBlockSchema) });

/** Spec 03 §3 Leaderboard summary of the Text corrections tab. */
export const LeaderBoardSummarySchema = z.object({
  /** The reader's place under the newspaper filter, any time; null when they have none. */
  position: z.number().nullable(),
  /** Readers ranked under the newspaper filter, any time. */
  totalPositions: z.number(),
  /** The reader's own lines counted there. */
  totalContributions: z.number(),
});

/** Spec 03 §3 Text correction. */
export const TextCorrectionSchema = z.object({
  id: z.number(),
  created: z.string(),
  lineCount: z.number(),
  articleTitle: z.string(),
  articleId: z.number(),
  /** The record type: 'newspaper' or 'gazette' here; 'dlc' for digitised books and journals. */
  articleType: z.string(),
  category: z.enum(HALL_OF_FAME_FILTERS),
  /** The newspaper or gazette title. */
  parentTitle: z.string().nullable(),
  creator: z.string().nullable(),
  issue: z.string().nullable(),
  issueDate: z.string().nullable(),
  date: z.string().nullable(),
  page: z.string().nullable(),
  oldLines: z.array(z.string()),
  newLines: z.array(z.string()),
});
export type TextCorrection = z.infer<typeof TextCorrectionSchema>;

export const RecentCorrectionsQuerySchema = z.object({ ...userContributionPaging });
/** GET /profile/user/{username}/recentCorrections. */
export const RecentCorrectionsSchema = z.object({
  total: z.number(),
  content: z.array(TextCorrectionSchema),
  leaderBoardSummary: LeaderBoardSummarySchema,
});
export type RecentCorrections = z.infer<typeof RecentCorrectionsSchema>;
