import { z } from 'zod';

/** The outcomes of the copyright rules engine (spec 02 Copyright status box; ADR 009 gives each its rule). */
export const COPYRIGHT_CONTEXT_CODES = [
  '1.1',
  '1.2',
  '1.3',
  '2.1',
  '2.2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  'Unknown',
] as const;
export const CopyrightContextSchema = z.enum(COPYRIGHT_CONTEXT_CODES);
export type CopyrightContext = z.infer<typeof CopyrightContextSchema>;

export const CopyrightStatusValueSchema = z.enum(['Out of Copyright', 'In Copyright', 'Unknown']);
export type CopyrightStatusValue = z.infer<typeof CopyrightStatusValueSchema>;

export const CopyrightMaterialSchema = z.enum([
  'literary',
  'dramatic',
  'musical',
  'artistic',
  'photograph',
  'sound recording',
  'film',
]);
export type CopyrightMaterial = z.infer<typeof CopyrightMaterialSchema>;

/** GET /copyrightstatus/{id}: the status of one version (edition) and the facts it was worked out from. */
export const CopyrightStatusSchema = z.object({
  /** The version id the status belongs to. */
  id: z.number(),
  status: CopyrightStatusValueSchema,
  contextMsg: CopyrightContextSchema,
  /** One sentence saying why, for the box's details; for Unknown, the spec's message. */
  reason: z.string(),
  /** For Unknown: which fact the record lacks. */
  detail: z.string().nullable(),
  /** The last year of protection when it is known (protection ends on 31 December of it). */
  expiresAfter: z.number().nullable(),
  /** known (named creators) or anonymous (no natural person named). */
  creatorStatus: z.enum(['known', 'anonymous']),
  /** The latest year of death among the creators, when every creator's is known. */
  creatorDateOfDeath: z.number().nullable(),
  materialType: CopyrightMaterialSchema.nullable(),
  publishedStatus: z.enum(['published', 'unpublished']).nullable(),
  /** Year of first publication (or of making, for unpublished material). */
  publicationDate: z.number().nullable(),
  govtCopyrightOwnership: z.boolean(),
  /** Assumptions the rules made where the record says nothing. */
  assumptions: z.array(z.string()),
});
export type CopyrightStatus = z.infer<typeof CopyrightStatusSchema>;
