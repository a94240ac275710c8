import { z } from 'zod';

/**
 * GET /profile/contributions (issue 16 §4; ADR 043): everything a reader has contributed, private
 * things included, as one JSON file for its owner.
 */

const TargetSchema = z.object({
  /** What it is on: work, version, person, list (spec 03 §3 target types as stored). */
  targetType: z.string(),
  targetId: z.number().int(),
  /** The record's title, or null when the record is gone. */
  title: z.string().nullable(),
});

export const ExportedTagSchema = TargetSchema.extend({
  id: z.number().int(),
  name: z.string(),
  priv: z.boolean(),
  created: z.string(),
});

export const ExportedNoteSchema = TargetSchema.extend({
  id: z.number().int(),
  content: z.string(),
  priv: z.boolean(),
  created: z.string(),
  lastModified: z.string(),
});

export const ExportedListItemSchema = z.object({
  id: z.number().int(),
  /** Position in the list, from 1. */
  position: z.number().int(),
  type: z.string(),
  /** The catalogue id; null for a web address item. */
  targetId: z.number().int().nullable(),
  url: z.string().nullable(),
  title: z.string().nullable(),
  note: z.string().nullable(),
  created: z.string(),
});

export const ExportedListSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  priv: z.boolean(),
  collaborative: z.boolean(),
  created: z.string(),
  updated: z.string(),
  items: z.array(ExportedListItemSchema),
});

/** A text correction the reader made (issue 17, ADR 047): live, held or rejected, with its lines. */
export const ExportedCorrectionSchema = z.object({
  id: z.number().int(),
  articleId: z.number().int(),
  articleTitle: z.string(),
  created: z.string(),
  kind: z.string(),
  status: z.string(),
  /** The version it made; null while held or once rejected. */
  version: z.number().int().nullable(),
  comment: z.string().nullable(),
  lineCount: z.number().int(),
  /** Zero-based line numbers with the text before and after. */
  lines: z.array(z.object({ no: z.number().int(), before: z.string(), after: z.string() })),
});

export const ContributionsExportSchema = z.object({
  exported: z.string(),
  user: z.object({ username: z.string(), displayName: z.string() }),
  tags: z.array(ExportedTagSchema),
  notes: z.array(ExportedNoteSchema),
  /** The lists the reader owns, each with all its items. */
  lists: z.array(ExportedListSchema),
  /** Items the reader added to lists someone else owns. */
  itemsAddedToOtherLists: z.array(ExportedListItemSchema.extend({ listId: z.number().int() })),
  /** Every text correction the reader made, newest first. */
  corrections: z.array(ExportedCorrectionSchema),
});
export type ContributionsExport = z.infer<typeof ContributionsExportSchema>;
