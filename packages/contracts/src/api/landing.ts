import { z } from 'zod';

export const BannerColoursSchema = z.enum([
  'yellow-purple',
  'lightblue-purple',
  'magenta-purple',
  'green-purple',
]);
export const FeaturedColourSchema = z.enum(['green', 'light-blue', 'yellow', 'magenta']);

/** A spotlight article (spec 01 §3 Article). */
export const SpotlightArticleSchema = z.object({
  id: z.number(),
  title: z.string(),
  catchline: z.string().optional(),
  summary: z.string(),
  externalUrl: z.string(),
  artworkUrl: z.string().optional(),
  artworkImageAlt: z.string().optional(),
  callToAction: z.string().optional(),
  videoId: z.string().optional(),
  logoImage: z.array(z.string()).default([]),
  logoAlt: z.array(z.string()).default([]),
  bannerColours: BannerColoursSchema.optional(),
  featuredColour: FeaturedColourSchema.optional(),
});
export type SpotlightArticle = z.infer<typeof SpotlightArticleSchema>;

export const CallToActionSchema = z.object({
  title: z.string(),
  summary: z.string(),
  action: z.string(),
  actionLink: z.string(),
  action1: z.string().optional(),
  action1Link: z.string().optional(),
});

export const TriviaSchema = z.object({
  troveTriviaTitle: z.string(),
  title: z.string(),
  summary: z.string(),
  externalUrl: z.string(),
  artworkUrl: z.string().optional(),
  artworkImageAlt: z.string().optional(),
});

export const SupportArticleSchema = z.object({
  title: z.string(),
  summary: z.string(),
  link: z.string(),
  thumbnailUrl: z.string().optional(),
  thumbnailAlt: z.string().optional(),
});

/** A landing page (spec 01 §3), with its featured articles resolved. */
export const LandingPageSchema = z.object({
  id: z.number(),
  urlKey: z.string(),
  name: z.string(),
  /** Collection url key a search from this page defaults to, if any. */
  categoryKey: z.string().nullable(),
  bannerTopText: z.string(),
  bannerBottomText: z.string().optional(),
  bannerBottomCallToAction: z.string().optional(),
  bannerBottomLink: z.string().optional(),
  image: z.string().optional(),
  imageAlt: z.string().optional(),
  featuredArticle: SpotlightArticleSchema.nullable(),
  secondaryFeatures: z.array(SpotlightArticleSchema),
  additionalComponentsTitle: z.string().optional(),
  additionalComponents: z.array(
    z.object({ name: z.string(), supportArticles: z.array(SupportArticleSchema) }),
  ),
  callToAction: z.array(CallToActionSchema),
  bodyTextBlockTitle: z.string().optional(),
  troveTrivia: z.array(TriviaSchema),
});
export type LandingPage = z.infer<typeof LandingPageSchema>;

/** A section of a supporting page, e.g. one data source on the credits page. */
export const SupportingSectionSchema = z.object({
  title: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  links: z.array(z.object({ title: z.string(), url: z.string() })),
});

/** GET /supporting/{key}/configuration: a supporting page such as 'credits' (spec 03 §7). */
export const SupportingPageSchema = z.object({
  key: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  sections: z.array(SupportingSectionSchema),
});
export type SupportingPage = z.infer<typeof SupportingPageSchema>;
