/**
 * The sort orders of a search (spec 01 §7). Without zod, so the browser has them without the
 * schemas (ADR 035).
 */

export const SORT_OPTIONS = ['relevance', 'dateDesc', 'dateAsc'] as const;
export type SortBy = (typeof SORT_OPTIONS)[number];
