import { z } from 'zod';
import { text } from '../input.ts';
import { LIMITS } from '../limits.ts';
import { FacetSchema } from '../search/facet-schemas.ts';
import { SORT_OPTIONS } from './search-rules.ts';
import { PartialMatchSchema, QueryProblemNoticeSchema, SpellingSuggestionSchema } from './search-help.ts';

export const SortBySchema = z.enum(SORT_OPTIONS);

/** Query string of GET /search/{category} (spec 01 §7); limits and fielded terms arrive with issue 3. */
export const SearchQuerySchema = z.object({
  keyword: text().trim().min(1, 'A keyword is required'),
  startPos: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.maxPageSize).default(LIMITS.defaultPageSize),
  sortBy: SortBySchema.default('relevance'),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/** A run of snippet text; `match` marks the words that matched the query. */
export const SnippetPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof SnippetPartSchema>;

export const WORK_TYPES = ['work', 'website', 'newspaper', 'people', 'list'] as const;
export const WorkTypeSchema = z.enum(WORK_TYPES);
export type WorkType = z.infer<typeof WorkTypeSchema>;

/** One result row (spec 01 §3 Work result), the fields the results page shows. */
export const WorkResultSchema = z.object({
  id: z.number(),
  workType: WorkTypeSchema,
  /** Collection url key of the record. */
  category: z.string(),
  title: z.string(),
  /** Creators separated by semicolons. */
  author: z.string().nullable(),
  date: z.string().nullable(),
  yearRange: z.string().nullable(),
  description: z.string().nullable(),
  snippets: z.array(z.array(SnippetPartSchema)),
  thumbnailUrl: z.string().nullable(),
  thumbnailIsCulturallySensitive: z.boolean(),
  formatDisplay: z.string().nullable(),
  primaryFormat: z.string().nullable(),
  /**
   * The record's main language as stored: an ISO 639-2 code ('fre'), or a name the standard lacks;
   * null when it has none. Pages mark a title in another language with it (WCAG 3.1.2).
   */
  language: z.string().nullable(),
  onlineText: z.string().nullable(),
  /** Newspaper rows: the newspaper's title, page and word count. */
  newspaper: z.string().nullable(),
  page: z.string().nullable(),
  wordCount: z.number().nullable(),
  /** People rows: person, corporatebody or family, and occupations. */
  entityType: z.string().nullable(),
  occupations: z.array(z.string()),
  /** Website rows: the archived address to open. */
  deliveryUrl: z.string().nullable(),
  /** List rows: how many items the list holds (absent for other rows). */
  itemCount: z.number().optional(),
  /**
   * Article rows: how many have corrected the text here (distinct accounts, and each visitor's
   * correction; ADR 046); absent for other rows.
   */
  numberOfCorrectors: z.number().optional(),
  synthetic: z.boolean(),
  /** With explain (data managers): the parts of this result's score. */
  searchExplainString: z.string().optional(),
});
export type WorkResult = z.infer<typeof WorkResultSchema>;

export const ResultGroupSchema = z.object({
  /** Collection url key and name of this group. */
  category: z.string(),
  name: z.string(),
  totalFound: z.number(),
  works: z.array(WorkResultSchema),
});
export type ResultGroup = z.infer<typeof ResultGroupSchema>;

/** GET /search/{category}: a results page (spec 01 §3). Across all (-1) it is grouped per collection. */
export const ResultsPageSchema = z.object({
  works: z.array(WorkResultSchema),
  numRecords: z.number(),
  totalRecords: z.number(),
  maxRecords: z.number(),
  startPos: z.number(),
  pageSize: z.number(),
  facets: z.array(FacetSchema),
  resultGroups: z.array(ResultGroupSchema),
  hasMoreGroups: z.boolean(),
  /** With pageTotals: how many results the previous and next pages hold (website paging). */
  previousPageTotals: z.number().optional(),
  nextPageTotals: z.number().optional(),
  /** Limits removed because together they left nothing to show (spec 01 §4 empty-result retry). */
  removedLimits: z.array(z.string()).optional(),
  /** Search help (issue 14 §2, api/search-help.ts): a spelling that finds more, when few match. */
  suggestion: SpellingSuggestionSchema.optional(),
  /** No record holds every word of the keyword: these hold most of them. */
  partialMatch: PartialMatchSchema.optional(),
  /** The keyword could not be read as a query: why and where; the search ran on its words. */
  queryProblem: QueryProblemNoticeSchema.optional(),
});
export type ResultsPage = z.infer<typeof ResultsPageSchema>;

/** GET /search/{category}/facets: the named facets (repeated `facet` parameters) of a search. */
export const FacetsAnswerSchema = z.object({ facets: z.array(FacetSchema) });
export type FacetsAnswer = z.infer<typeof FacetsAnswerSchema>;

/** A date as the date range fields take it; years before 1 keep their minus sign (-0500-01-01). */
const IsoDaySchema = z.string().regex(/^-?\d{4}-\d{2}-\d{2}$/, 'Not a YYYY-MM-DD date');

const LibraryFields = {
  nuc: z.string(),
  name: z.string(),
  /** The name under its parent organisation's, when it has one. */
  fullName: z.string(),
  shortName: z.string().nullable(),
};

/** A contributing library of the organisation lookup; its branches one level down. */
export const MetadataLibrarySchema = z.object({
  ...LibraryFields,
  childLibraries: z.array(z.object({ ...LibraryFields, childLibraries: z.array(z.never()) })),
});
export type MetadataLibrary = z.infer<typeof MetadataLibrarySchema>;

/** A newspaper or gazette title of the title lookup. */
export const MetadataTitleSchema = z.object({
  id: z.number(),
  name: z.string(),
  state: z.string().nullable(),
  startYear: z.number().nullable(),
  endYear: z.number().nullable(),
});
export type MetadataTitle = z.infer<typeof MetadataTitleSchema>;

/** GET /search/{category}/metadata (spec 01 §3): lookups and the date range defaults of a collection. */
export const SearchMetadataSchema = z.object({
  libraries: z.array(MetadataLibrarySchema),
  /** Only for the newspapers collection; empty elsewhere. */
  titles: z.array(MetadataTitleSchema),
  minDate: IsoDaySchema.nullable(),
  maxDate: IsoDaySchema.nullable(),
});
export type SearchMetadata = z.infer<typeof SearchMetadataSchema>;

export const UrlLookupQuerySchema = z.object({
  url: text().trim().min(1, 'A url is required').max(2_000),
});
export type UrlLookupQuery = z.infer<typeof UrlLookupQuerySchema>;

/** An archived website found by its address, with the archived address to open. */
export const UrlLookupWorkSchema = WorkResultSchema.pick({
  id: true,
  workType: true,
  category: true,
  title: true,
  date: true,
  synthetic: true,
}).extend({ url: z.string(), deliveryUrl: z.string() });
export type UrlLookupWork = z.infer<typeof UrlLookupWorkSchema>;

/** GET /search/url-lookup (spec 01 §4, §7): the client redirects to works[0].deliveryUrl. */
export const UrlLookupSchema = z.object({ works: z.array(UrlLookupWorkSchema) });
export type UrlLookup = z.infer<typeof UrlLookupSchema>;

/** Any query parameter of a search, once or repeated; parseSearchCriteria decides what they mean. */
export const RawQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** A search's collection in its address: a url key, an id, or -1 for every collection. */
export const SearchCategoryParamsSchema = z.object({
  category: z.string().regex(/^(-1|\d{1,9}|[A-Za-z0-9_-]{1,64})$/, 'Not a collection key or id'),
});
