import { z } from 'zod';

/**
 * Related resources of an edition (spec 02 §2 Action panel, §9), read from its catalogue record
 * (ADR 011): related materials (MARC 856 with second indicator 2), part/s (773 host item, 774
 * constituent units, 760/762 series entries), related-to links (765-787) and contents (505).
 */

export const RelatedMaterialSchema = z.object({ url: z.string(), linkText: z.string().nullable() });
export type RelatedMaterial = z.infer<typeof RelatedMaterialSchema>;

/** A linked entry: the relation ('Part of', 'Preceded by' …), its title, and our work when we hold it. */
export const RelatedEntrySchema = z.object({
  relation: z.string(),
  title: z.string(),
  /** Extra words of the entry (edition, dates, ISSN), shown after the title. */
  note: z.string().nullable(),
  /** The work in this portal the entry names, matched by record id or exact title; else null. */
  workId: z.number().nullable(),
});
export type RelatedEntry = z.infer<typeof RelatedEntrySchema>;

export const RelatedResourcesSchema = z.object({
  relatedMaterials: z.array(RelatedMaterialSchema),
  parts: z.array(RelatedEntrySchema),
  relatedTo: z.array(RelatedEntrySchema),
  contents: z.array(z.string()),
});
export type RelatedResources = z.infer<typeof RelatedResourcesSchema>;
