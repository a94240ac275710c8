import { z } from 'zod';

/** One MARC field as the raw-record view shows it: control fields carry a value, data fields subfields. */
export const MarcFieldSchema = z.object({
  tag: z.string(),
  /** Indicators of a data field, a blank as ' '; null for control fields (001-009). */
  ind1: z.string().nullable(),
  ind2: z.string().nullable(),
  value: z.string().nullable(),
  subfields: z.array(z.object({ code: z.string(), value: z.string() })),
});
export type MarcField = z.infer<typeof MarcFieldSchema>;

/**
 * A source record behind a version, as it arrived (spec 02 §2 'The raw record shows only with
 * includeraw'). MARC records are also given as fields, so they can be read as a table.
 */
export const RawRecordSchema = z.object({
  versionId: z.number(),
  recordId: z.string(),
  source: z.string(),
  nuc: z.string().nullable(),
  /** How the record is stored: marcxml, json, csv … */
  format: z.string(),
  raw: z.string(),
  /** The MARC record read into fields; null when the record is not MARC or could not be read. */
  marc: z.object({ leader: z.string(), fields: z.array(MarcFieldSchema) }).nullable(),
});
export type RawRecord = z.infer<typeof RawRecordSchema>;

export const INCLUDERAW_MESSAGE = "includeraw must be 'y' to include the raw records, or left out";

/** `includeraw=y` and nothing else (spec 02 §2: 'includeraw true only when it equals y'). */
export const IncludeRawQuerySchema = z.object({
  includeraw: z.literal('y', { message: INCLUDERAW_MESSAGE }).optional(),
});

/**
 * Separation or merge of editions still in flight (spec 02 §2 banners), derived from the versions
 * the work holds now and the versions it was last settled with (ADR 010).
 */
export const PendingSchema = z.object({ separation: z.boolean(), merge: z.boolean() });
export type Pending = z.infer<typeof PendingSchema>;
