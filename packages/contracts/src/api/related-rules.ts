import type { RelatedResources } from './related.ts';

/**
 * How many related resources the panel shows, and whether there are any (spec 02 §9). Without zod,
 * so the browser has them without the schemas (ADR 035).
 */

/** Spec 02 §9: related materials 4, part/s and related-to 5 each, contents 15, before Show all. */
export const RELATED_LIMITS = { relatedMaterials: 4, parts: 5, relatedTo: 5, contents: 15 } as const;

export const EMPTY_RELATED: RelatedResources = {
  relatedMaterials: [],
  parts: [],
  relatedTo: [],
  contents: [],
};

/** Whether an edition has anything to show under Related resources. */
export const hasRelated = (r: RelatedResources): boolean =>
  r.relatedMaterials.length + r.parts.length + r.relatedTo.length + r.contents.length > 0;

/** The first `limit` items, or all of them once the list is expanded; hidden counts the rest. */
export function limitList<T>(
  items: readonly T[],
  limit: number,
  all: boolean,
): { shown: T[]; hidden: number } {
  if (all || items.length <= limit) return { shown: [...items], hidden: 0 };
  return { shown: items.slice(0, limit), hidden: items.length - limit };
}
