import {
  AchievementSchema,
  ApplicationConfigSchema,
  BannerColoursSchema,
  BookshopListSchema,
  BrandingSchema,
  DEFAULT_ACHIEVEMENTS,
  EnvironmentConfigSchema,
  FacetInfoSchema,
  LandingPageSchema,
  LogoSchema,
  RelatedNewsSchema,
  SpotlightArticleSchema,
  SupportingPageSchema,
} from '@trove/contracts';
import { z } from 'zod';

/**
 * The shapes editorial content is stored in (JSON in config_entry, landing_page.page,
 * spotlight_article.article and collection.page). Text may say `{product}`, replaced by the
 * configured product name when served; reading validates, because operators edit these.
 */

export const CONFIG_KEYS = {
  application: 'content.application',
  environment: 'content.environment',
  exploreInfo: 'content.exploreinfo',
  bookshops: 'content.bookshops',
  supporting: (key: string) => `content.supporting.${key}`,
  alertsSeeded: 'content.seeded.alerts',
  syntheticCorpus: 'corpus.synthetic',
} as const;

export const StoredApplicationSchema = ApplicationConfigSchema.omit({
  categories: true,
  navLandingPages: true,
}).extend({
  branding: BrandingSchema.omit({ productName: true }),
});
export type StoredApplication = z.infer<typeof StoredApplicationSchema>;

/** The Copies Direct ordering template first seeded (ADR 011); operators may change or clear it. */
export const DEFAULT_COPIES_DIRECT_URL = 'https://copiesdirect.nla.gov.au/?recordId={recordId}&title={title}';

export const StoredEnvironmentSchema = EnvironmentConfigSchema.omit({
  systemTag: true,
  publicUrl: true,
  syntheticCorpus: true,
}).extend({
  // Environments stored before the Buy option existed have no entry: they get the default.
  copiesDirectUrl: z.string().nullable().default(DEFAULT_COPIES_DIRECT_URL),
  // Likewise environments stored before achievements existed (ADR 020).
  achievements: z.array(AchievementSchema).default(DEFAULT_ACHIEVEMENTS),
});
export type StoredEnvironment = z.infer<typeof StoredEnvironmentSchema>;

/** The bookshop directory (ADR 011), one JSON array in config_entry, edited by operators. */
export const StoredBookshopsSchema = BookshopListSchema;

export const StoredLandingSchema = LandingPageSchema.omit({
  id: true,
  urlKey: true,
  name: true,
  featuredArticle: true,
  secondaryFeatures: true,
}).extend({
  /** Slugs of spotlight articles. */
  featuredArticle: z.string().nullable(),
  secondaryFeatures: z.array(z.string()),
  /** Build the trivia from records dated on today's day and month, when there are any. */
  onThisDay: z.boolean().default(false),
});
export type StoredLanding = z.input<typeof StoredLandingSchema>;

export const StoredArticleSchema = SpotlightArticleSchema.omit({ id: true });
export type StoredArticle = z.input<typeof StoredArticleSchema>;

export const StoredCollectionPageSchema = z.object({
  logosAndAltText: z.array(LogoSchema).default([]),
  image: z.string().nullable().default(null),
  imageAlt: z.string().nullable().default(null),
  imageCaption: z.string().nullable().default(null),
  bannerColours: BannerColoursSchema.nullable().default(null),
  /** HTML; `{recordCount}` is replaced by the collection's current number of records ('1 record', '2,301 records'). */
  body: z.string(),
  callToAction: z.string().nullable().default(null),
  callToActionLink: z.string().nullable().default(null),
  relatedNews: z.array(RelatedNewsSchema).default([]),
  /** url keys (same namespace) of related collections. */
  relatedCollectionKeys: z.array(z.string()).default([]),
  exploreByFacets: z.array(z.string()).default([]),
});
export type StoredCollectionPage = z.input<typeof StoredCollectionPageSchema>;

export const StoredSupportingSchema = SupportingPageSchema.omit({ key: true });
export type StoredSupporting = z.infer<typeof StoredSupportingSchema>;

export const StoredExploreInfoSchema = z.array(FacetInfoSchema);

/** Replaces `{product}` in every string of a stored JSON document. */
export function withProduct(json: string, productName: string): unknown {
  const escaped = JSON.stringify(productName).slice(1, -1);
  return JSON.parse(json.replaceAll('{product}', escaped));
}
