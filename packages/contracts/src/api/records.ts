import { z } from 'zod';
import { LastCorrectionSchema } from './corrections.ts';
import { RelatedResourcesSchema } from './related.ts';
import { PendingSchema, RawRecordSchema } from './versions.ts';

export const AvailableUrlSchema = z.object({
  url: z.string(),
  linkText: z.string().nullable(),
  /** Access type: r means conditional access. */
  type: z.string(),
  nuc: z.string().nullable(),
});

export const HoldingSchema = z.object({
  library: z.object({
    fullName: z.string(),
    nuc: z.string(),
    stateAbbrev: z.string().nullable(),
    openToPublic: z.boolean(),
  }),
  callNumber: z.string().nullable(),
  url: z.string().nullable(),
});

/** A version (edition) of a work (spec 02 §3). */
export const VersionSchema = z.object({
  id: z.number(),
  title: z.string(),
  format: z.string().nullable(),
  creators: z.array(z.string()),
  contributors: z.array(z.string()),
  published: z.string().nullable(),
  publisher: z.string().nullable(),
  place: z.string().nullable(),
  year: z.number().nullable(),
  date: z.string().nullable(),
  /** ISO 639-2 codes ('eng'), or a name where the source gave one the standard lacks. */
  languages: z.array(z.string()),
  /** The same languages by name, for reading ('English'). */
  languageNames: z.array(z.string()),
  identifiers: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  thumbnailUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  onlineText: z.string().nullable(),
  /** Descriptive fields (notes, series, contents, extent …) in display order. */
  details: z.array(z.object({ label: z.string(), values: z.array(z.string()) })),
  availableUrls: z.array(AvailableUrlSchema),
  holdings: z.array(HoldingSchema),
  numHoldings: z.number(),
  records: z.array(z.object({ recordId: z.string(), source: z.string(), nuc: z.string().nullable() })),
  /** Related materials, part/s, related-to links and contents (spec 02 §2; ADR 011). */
  related: RelatedResourcesSchema,
});
export type Version = z.infer<typeof VersionSchema>;

/** GET /work/{id} (spec 02 §3 Work), the fields issue 2's first work page shows. */
export const WorkSchema = z.object({
  id: z.number(),
  title: z.string(),
  workType: z.string(),
  category: z.string(),
  primaryFormat: z.string().nullable(),
  format: z.array(z.string()),
  creators: z.array(z.string()),
  subjects: z.array(z.string()),
  summary: z.string().nullable(),
  yearRange: z.string().nullable(),
  /** ISO 639-2 codes ('eng'), or a name where the source gave one the standard lacks. */
  languages: z.array(z.string()),
  /** The same languages by name, for reading ('English'). */
  languageNames: z.array(z.string()),
  thumbnailUrl: z.string().nullable(),
  culturallySensitive: z.boolean(),
  firstAustraliansInd: z.boolean(),
  synthetic: z.boolean(),
  items: z.array(VersionSchema),
  numHoldings: z.number(),
  /** Editions being separated or merged (ADR 010); absent from answers made before it existed. */
  pending: PendingSchema.optional(),
  /** The source records behind every version, only when asked with includeraw=y. */
  rawRecords: z.array(RawRecordSchema).optional(),
  /** Data managers only: an edition may be separated (more than one edition, ADR 016). */
  canSplit: z.boolean().optional(),
});
export type Work = z.infer<typeof WorkSchema>;

export const BiographySchema = z.object({
  id: z.number(),
  org: z.string().nullable(),
  nuc: z.string().nullable(),
  bioghist: z.string(),
  url: z.string().nullable(),
  primary: z.boolean(),
});

/** GET /people/{id} (spec 02 §3 Person). */
/** A name a disambiguation record may now refer to; id is the person's record when there is one. */
export const DisambiguationNameSchema = z.object({ name: z.string(), id: z.number().nullable() });
export type DisambiguationName = z.infer<typeof DisambiguationNameSchema>;

export const PersonSchema = z.object({
  id: z.number(),
  primaryName: z.string(),
  primaryDisplayName: z.string(),
  entityType: z.enum(['person', 'corporatebody', 'family']),
  names: z.array(z.string()),
  birthDate: z.string().nullable(),
  deathDate: z.string().nullable(),
  birthPlace: z.string().nullable(),
  gender: z.string().nullable(),
  occupations: z.array(z.string()),
  biographies: z.array(BiographySchema),
  /** wikipedia, wikidata, adb, orcid, viaf, nla … each an address or identifier. */
  identifiers: z.record(z.string(), z.string()),
  thumbnailUrl: z.string().nullable(),
  deleted: z.boolean(),
  culturallySensitive: z.boolean(),
  synthetic: z.boolean(),
  /** Spec 02 §2: a disambiguation record lists the names it may now refer to (ADR 013). */
  disambiguation: z.boolean(),
  disambiguationNames: z.array(DisambiguationNameSchema),
});
export type Person = z.infer<typeof PersonSchema>;

export const NewspaperTitleSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(['newspaper', 'gazette']),
  state: z.string().nullable(),
  place: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  issn: z.string().nullable(),
});
export type NewspaperTitle = z.infer<typeof NewspaperTitleSchema>;

/** A neighbouring article of the same issue, ordered by page sequence then id. */
export const ArticleRefSchema = z.object({
  id: z.number(),
  heading: z.string(),
  page: z.string().nullable(),
});
export type ArticleRef = z.infer<typeof ArticleRefSchema>;

/** GET /newspaper/article/{id}: a newspaper or gazette article with its OCR text. */
export const ArticleSchema = z.object({
  id: z.number(),
  heading: z.string(),
  category: z.string().nullable(),
  date: z.string().nullable(),
  page: z.string().nullable(),
  pageSequence: z.number().nullable(),
  illustrated: z.boolean(),
  wordCount: z.number().nullable(),
  correctionCount: z.number(),
  /** Who corrected the text last and when (ADR 046); null while it is the OCR as loaded. */
  lastCorrection: LastCorrectionSchema.nullable(),
  /** OCR text as sanitised HTML paragraphs. */
  text: z.string(),
  title: NewspaperTitleSchema.nullable(),
  troveUrl: z.string().nullable(),
  culturallySensitive: z.boolean(),
  synthetic: z.boolean(),
  /** The articles before and after this one in the same issue (same title and date; ADR 013). */
  previous: ArticleRefSchema.nullable(),
  next: ArticleRefSchema.nullable(),
});
export type Article = z.infer<typeof ArticleSchema>;

/** GET /work/{id}/version/{versionId}: a version with the work it belongs to. */
export const WorkVersionSchema = VersionSchema.extend({
  workId: z.number(),
  /** This version's source records, only when asked with includeraw=y. */
  rawRecords: z.array(RawRecordSchema).optional(),
});
export type WorkVersion = z.infer<typeof WorkVersionSchema>;

/** GET /work/version/{id} and GET /work/nbdid/{id}: where a version lives. */
export const VersionRefSchema = z.object({ workId: z.number(), versionId: z.number() });
export type VersionRef = z.infer<typeof VersionRefSchema>;

export const VersionSeparatedSchema = z.object({
  error: z.literal('separated'),
  message: z.string(),
  details: VersionRefSchema,
});
export type VersionSeparated = z.infer<typeof VersionSeparatedSchema>;

export type Holding = z.infer<typeof HoldingSchema>;

/** GET /work/{id}/borrowOptions: holdings by state, each open-to-public first then by library name. */
const holdings = z.array(HoldingSchema);
export const BorrowOptionsSchema = z.object({
  all: holdings,
  act: holdings,
  nsw: holdings,
  nt: holdings,
  qld: holdings,
  sa: holdings,
  tas: holdings,
  vic: holdings,
  wa: holdings,
  unknown: holdings,
});
export type BorrowOptions = z.infer<typeof BorrowOptionsSchema>;
