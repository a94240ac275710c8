import { z } from 'zod';
import { PERSON_RESOURCE_LIMITS, PERSON_TABS } from './people-rules.ts';

/**
 * GET /people/{id}/resources (ADR 013): the resource tabs of the person and organisation page,
 * loaded separately from the person (spec 02 §4), with the partners that contributed them.
 */

const nuc = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[\w@:.-]+$/, 'A partner is a library symbol (NUC)');

/** Query string: tab, paging and the partners chosen (partner repeated, or one comma-separated value). */
export const PersonResourcesQuerySchema = z.object({
  tab: z.enum(PERSON_TABS).default('selected'),
  startPos: z.coerce.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(PERSON_RESOURCE_LIMITS.showAllPageSize)
    .default(PERSON_RESOURCE_LIMITS.pageSize),
  partner: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) =>
      (Array.isArray(v) ? v : v === undefined ? [] : [v])
        .flatMap((s) => s.split(','))
        .filter((s) => s !== ''),
    )
    .pipe(z.array(nuc).max(PERSON_RESOURCE_LIMITS.partnersMax)),
});
export type PersonResourcesQuery = z.infer<typeof PersonResourcesQuerySchema>;

export const PartnerSchema = z.object({ nuc: z.string(), name: z.string() });
export type Partner = z.infer<typeof PartnerSchema>;

/** Why a work is linked to a person: the relation and the rule that made the link (ADR 033). */
export const PersonLinkSchema = z.object({ relation: z.string(), reason: z.string() });
export type PersonLink = z.infer<typeof PersonLinkSchema>;

/** Spec 02 §2 resource item: title, creator, format, years, text, series, language, location, thumb, url, partner. */
export const PersonResourceSchema = z.object({
  /** The work's id: the portal's page is /work/{id}. */
  id: z.number(),
  title: z.string(),
  creator: z.string().nullable(),
  format: z.string().nullable(),
  years: z.string().nullable(),
  /** The summary or abstract. */
  text: z.string().nullable(),
  series: z.string().nullable(),
  language: z.string().nullable(),
  /** Place of publication or creation. */
  location: z.string().nullable(),
  thumb: z.string().nullable(),
  /** The first online copy, when one is known. */
  url: z.string().nullable(),
  /** Contributing partners (holding or cataloguing libraries), by name. */
  partner: z.array(PartnerSchema),
  /** How the work relates to the person: creator, contributor, subject. */
  relations: z.array(z.string()),
  /** Each relation with why the link was made ('MARC 600 subject: heading with life dates'; ADR 033). */
  links: z.array(PersonLinkSchema),
});
export type PersonResource = z.infer<typeof PersonResourceSchema>;

/** A related name: a person or organisation who shares resources with this one. */
export const RelatedNameSchema = z.object({
  id: z.number(),
  name: z.string(),
  entityType: z.enum(['person', 'corporatebody', 'family']),
  birthDate: z.string().nullable(),
  deathDate: z.string().nullable(),
  /** Resources both are linked to. */
  shared: z.number(),
});
export type RelatedName = z.infer<typeof RelatedNameSchema>;

export const PartnerCountSchema = PartnerSchema.extend({ count: z.number() });
export type PartnerCount = z.infer<typeof PartnerCountSchema>;

export const PersonResourcesSchema = z.object({
  personId: z.number(),
  tab: z.enum(PERSON_TABS),
  startPos: z.number(),
  pageSize: z.number(),
  /** Items in the chosen tab (with the partner filter). */
  total: z.number(),
  /** Each tab's count, with the partner filter applied to the resource tabs. */
  counts: z.object({ selected: z.number(), related: z.number(), by: z.number(), about: z.number() }),
  /** Resources of the by, about and selected tabs; empty for related. */
  resources: z.array(PersonResourceSchema),
  /** Names of the related tab; empty for the others. */
  names: z.array(RelatedNameSchema),
  /** Every partner of the person's resources with how many it contributed (unfiltered): the sidebar. */
  partners: z.array(PartnerCountSchema),
  /** The partner NUCs the answer is filtered on. */
  selectedPartners: z.array(z.string()),
});
export type PersonResources = z.infer<typeof PersonResourcesSchema>;
