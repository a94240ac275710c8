import { z } from 'zod';
import { BannerColoursSchema } from './landing.ts';

export const SEARCH_HANDLERS = [
  'EBTW',
  'RESOURCE',
  'NEWSPAPER',
  'GAZETTE',
  'NEWSPAPER_AND_GAZETTE',
  'WEBSITE',
  'PEOPLE',
  'LIST',
  'ARTICLE',
  'RESEARCH',
  'BOOK',
  'BOOK_LIBRARY',
  'PICTURE',
  'MUSIC',
  'COLLECTION',
  'MAP',
  'MAP_AND_PICTURE',
  'MAGAZINE',
] as const;
export const SearchHandlerSchema = z.enum(SEARCH_HANDLERS);
export type SearchHandler = z.infer<typeof SearchHandlerSchema>;

export const ContributorSchema = z.object({
  contributorName: z.string(),
  contributorPrefix: z.string().nullable(),
  contributorLink: z.string().nullable(),
  contributorAdditionalText: z.string().nullable(),
});
export type Contributor = z.infer<typeof ContributorSchema>;

export const LogoSchema = z.object({ url: z.string(), alt: z.string() });

export const RelatedNewsSchema = z.object({ title: z.string(), summary: z.string(), link: z.string() });

export const CollectionRefSchema = z.object({
  id: z.number(),
  name: z.string(),
  urlNamespace: z.string(),
  urlKey: z.string(),
  catchline: z.string().nullable(),
});
export type CollectionRef = z.infer<typeof CollectionRefSchema>;

/** GET /collection/{ns}/{key}/configuration: what the search and explore views need. */
export const CollectionConfigSchema = CollectionRefSchema.extend({
  explorable: z.boolean(),
  searchable: z.boolean(),
  searchHandler: SearchHandlerSchema,
  uiSearchType: z.string().nullable(),
  searchDelay: z.number(),
  exploreByFacets: z.array(z.string()),
  relatedCollections: z.array(z.number()),
});
export type CollectionConfig = z.infer<typeof CollectionConfigSchema>;

/** GET /collection/{ns}/{key}/page: the About view (spec 01 §2.4, §3 Collection). */
export const CollectionPageSchema = CollectionConfigSchema.extend({
  logosAndAltText: z.array(LogoSchema),
  image: z.string().nullable(),
  imageAlt: z.string().nullable(),
  imageCaption: z.string().nullable(),
  bannerColours: BannerColoursSchema.nullable(),
  /** Sanitised HTML. */
  body: z.string(),
  callToAction: z.string().nullable(),
  callToActionLink: z.string().nullable(),
  relatedNews: z.array(RelatedNewsSchema),
  relatedCollectionPages: z.array(CollectionRefSchema),
  /** Number of records in the collection, so the page can say how much there is. */
  recordCount: z.number(),
});
export type CollectionPage = z.infer<typeof CollectionPageSchema>;

/** GET /collection/exploreinfo */
export const FacetInfoSchema = z.object({
  facet: z.string(),
  shortname: z.string(),
  longname: z.string(),
  description: z.string(),
});
export type FacetInfo = z.infer<typeof FacetInfoSchema>;
