/**
 * The person page's resource tabs, their labels, limits and empty texts (spec 02 §2, §4; ADR 013).
 * Without zod, so the browser has them without the schemas (ADR 035).
 */

/** The tabs in the order the page shows them (spec 02 §2). */
export const PERSON_TABS = ['selected', 'related', 'by', 'about'] as const;
export type PersonTab = (typeof PERSON_TABS)[number];
export const PERSON_TAB_LABELS: Record<PersonTab, string> = {
  selected: 'Selected',
  related: 'Related',
  by: 'Resources by',
  about: 'Resources about',
};

/** Spec 02 §9 'resource pages 10'; Show all asks for the largest page (ADR 013). */
export const PERSON_RESOURCE_LIMITS = {
  pageSize: 10,
  showAllPageSize: 500,
  /** Selected: the best-held resources by or about the person, at most this many. */
  selectedMax: 10,
  /** Partner NUCs one request may filter on. */
  partnersMax: 50,
} as const;

/** Spec 02 §2 empty states: the related names tab, and every resource tab. */
export const PERSON_EMPTY = {
  names: 'No names were found',
  records: 'No records were found',
} as const;
