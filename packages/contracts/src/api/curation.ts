import { z } from 'zod';
import { IdSchema, text } from '../input.ts';
import { LIMITS } from '../limits.ts';
import {
  MERGE_COUNT_MESSAGE,
  MERGE_DISTINCT_MESSAGE,
  mergeNoteTooLong,
  separateNoteTooLong,
} from './curation-rules.ts';

/** Data managers separating an edition from a work and merging works (spec 02 §2, 01 §6; ADR 016). */

const workId = IdSchema;

/** A note of at most `limit` characters, refused with `tooLong`'s words. */
const noteOfAtMost = (limit: number, tooLong: (length: number) => string) =>
  text()
    .max(limit, {
      error: (issue) => tooLong(typeof issue.input === 'string' ? issue.input.length : limit + 1),
    })
    .default('');

/** POST /work/split/{id}: the version to separate and an optional reason. */
export const SplitWorkBodySchema = z.object({
  versionId: workId,
  note: noteOfAtMost(LIMITS.separateNote, separateNoteTooLong),
});
export type SplitWorkBody = z.infer<typeof SplitWorkBodySchema>;

/** POST /work/merge: the target first, then the works merged into it (spec 01 §7). */
export const MergeWorksBodySchema = z.object({
  workIds: z
    .array(workId)
    .min(2, { message: MERGE_COUNT_MESSAGE })
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, { message: MERGE_DISTINCT_MESSAGE }),
  note: noteOfAtMost(LIMITS.mergeNote, mergeNoteTooLong),
});
export type MergeWorksBody = z.infer<typeof MergeWorksBodySchema>;

/** Answer of split and merge: the work now holding the moved editions. */
export const RegroupAnswerSchema = z.object({ workId: z.number() });
export type RegroupAnswer = z.infer<typeof RegroupAnswerSchema>;

export const SPLIT_NOT_ALLOWED_MESSAGE =
  'Only an edition of a work with more than one edition can be separated';
export const REGROUP_PENDING_MESSAGE =
  'Editions of this work are still being separated or merged. Try again in a few minutes.';
export const versionNotInWorkMessage = (versionId: number, workId: number) =>
  `Version with id: ${versionId} is not an edition of work ${workId}`;

/** Deleted-record details a data manager receives with a 410 answer (spec 02 §2, §8). */
export const DeletedDetailsSchema = z.object({
  deletedOn: z.string(),
  /** The change that deleted the work; null when it was deleted some other way (a source withdrawal). */
  record: z
    .object({
      kind: z.enum(['split', 'merge']),
      fromWorkId: z.number(),
      toWorkId: z.number(),
      versionIds: z.array(z.number()),
      note: z.string(),
      username: z.string().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
});
export type DeletedDetails = z.infer<typeof DeletedDetailsSchema>;
