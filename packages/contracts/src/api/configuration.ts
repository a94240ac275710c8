import { z } from 'zod';
import { AchievementSchema } from './achievements.ts';

export const LinkSchema = z.object({ title: z.string(), url: z.string() });
export type Link = z.infer<typeof LinkSchema>;

/** A footer block: acknowledgement of country, newsletter widget (spec 01 §3). */
export const TextBlockSchema = z.object({
  title: z.string(),
  body: z.string(),
  action: z.string().optional(),
  actionLink: z.string().optional(),
});
export type TextBlock = z.infer<typeof TextBlockSchema>;

export const CulturalAdviceSchema = z.object({
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  /** Label of the button that hides the advice. */
  action: z.string(),
  /** Label of the button that shows the advice. */
  action1: z.string(),
});
export type CulturalAdvice = z.infer<typeof CulturalAdviceSchema>;

export const PartnerWidgetSchema = z.object({
  image: z.string(),
  imageAlt: z.string(),
  image1: z.string(),
  imageAlt1: z.string(),
  body: z.string(),
  action: z.string(),
  actionLink: z.string(),
});

export const CategorySummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  urlNamespace: z.string(),
  urlKey: z.string(),
  searchHandler: z.string(),
});
export type CategorySummary = z.infer<typeof CategorySummarySchema>;

export const LandingSummarySchema = z.object({ id: z.number(), urlKey: z.string(), name: z.string() });
export type LandingSummary = z.infer<typeof LandingSummarySchema>;

export const BrandingSchema = z.object({
  productName: z.string(),
  logoUrl: z.string(),
  logoAlt: z.string(),
  /** Named brand colours as CSS colour values. */
  colours: z.record(z.string(), z.string()),
});
export type Branding = z.infer<typeof BrandingSchema>;

/** GET /configuration/application (spec 01 §3 Global config). */
export const ApplicationConfigSchema = z.object({
  branding: BrandingSchema,
  homePageType: z.string(),
  navigation: z.array(LinkSchema),
  categories: z.array(CategorySummarySchema),
  navLandingPages: z.array(LandingSummarySchema),
  acknowledgementOfCountry: TextBlockSchema,
  newsletterWidget: TextBlockSchema,
  social: z.object({ facebook: z.string(), twitter: z.string(), youtube: z.string() }),
  culturalAdviceWidget: CulturalAdviceSchema,
  partnerWidget: PartnerWidgetSchema,
  footerLinks: z.array(LinkSchema),
  bottomLinks: z.array(LinkSchema),
});
export type ApplicationConfig = z.infer<typeof ApplicationConfigSchema>;

/** GET /configuration/environment (spec 01 §3, 03 §3). */
export const EnvironmentConfigSchema = z.object({
  systemTag: z.string().nullable(),
  publicUrl: z.string(),
  searchHelpUrl: z.string(),
  culturalSensitivityFeedbackUrl: z.string(),
  /**
   * The national library's copy-ordering service (Copies Direct) as a template: `{recordId}` and
   * `{title}` are filled for an edition the library holds (ADR 011); null: not offered.
   */
  copiesDirectUrl: z.string().nullable(),
  maxAllowedSearchDownloads: z.number(),
  searchDownloadsDaysToLive: z.number(),
  bulkDownloadableCollections: z.array(z.string()),
  defaultPageSize: z.number(),
  /** The achievements contributors can earn (ADR 020). */
  achievements: z.array(AchievementSchema),
  /** True when the loaded corpus was generated rather than imported from real data. */
  syntheticCorpus: z.boolean(),
});
export type EnvironmentConfig = z.infer<typeof EnvironmentConfigSchema>;

export const AlertImpactSchema = z.enum(['info', 'warning', 'error', 'outage']);

/** GET /configuration/alerts?deliverySystem (spec 01 §3 Alert); summary is sanitised HTML. */
export const AlertSchema = z.object({
  id: z.number(),
  summary: z.string(),
  impact: AlertImpactSchema,
  link: z.string().nullable(),
  routerLink: z.string().nullable(),
  action: z.string().nullable(),
  fromCMS: z.boolean(),
  displayFrom: z.string().nullable(),
  displayTo: z.string().nullable(),
});
export type Alert = z.infer<typeof AlertSchema>;
