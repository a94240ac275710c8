/**
 * The partner dashboard's words and constants (spec 03 §2 Partner, Partner dashboard; ADR 044),
 * without zod so the pages may use them. The spec names 'View Dashboard' and 'Your contributions';
 * the rest it leaves open.
 */

/** How many months of readers' use the report shows, the current month last. */
export const DASHBOARD_USAGE_MONTHS = 12;

export const DASHBOARD_WORDS = {
  heading: 'Partner dashboard',
  partnerTab: 'Partner',
  viewDashboard: 'View Dashboard',
  partnerIntro: 'See what your library contributes to the catalogue and how readers use it.',
  selectorLabel: 'Your contributions',
  show: 'Show',
  noLibraries:
    'No library is linked to your account yet. Ask the portal’s administrators to link your account to your library.',
  totals: (holdings: string, records: string) => `${holdings} holdings of ${records} records`,
  byCollection: 'Holdings by collection',
  byFormat: 'Holdings by format',
  byDecade: 'Holdings by decade',
  usage: 'How readers used your records',
  usageNote:
    'Public tags, notes and list additions on your records, by month. Record views are not recorded by this portal, and text corrections are made on newspaper and gazette articles, which it does not attribute to a library.',
  notRecorded: 'Not recorded',
  unknownFormat: 'Format not recorded',
  unknownYear: 'Year not known',
  nothingHeld: 'The catalogue holds no records from this library yet.',
  tableOf: (chart: string) => `${chart}: table`,
  columns: {
    collection: 'Collection',
    format: 'Format',
    decade: 'Decade',
    holdings: 'Holdings',
    records: 'Records',
    month: 'Month',
    recordViews: 'Record views',
    listAdditions: 'List additions',
    tags: 'Tags',
    notes: 'Notes',
    corrections: 'Corrections',
  },
} as const;

/** The kinds of readers' use the report counts, in its table's order. */
export const USAGE_KINDS = ['recordViews', 'listAdditions', 'tags', 'notes', 'corrections'] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];

/** '1890s' for 1890; the words for an unknown year otherwise. */
export function decadeLabel(key: string | null): string {
  return key === null ? DASHBOARD_WORDS.unknownYear : `${key}s`;
}

/** 'Jan 2026' for '2026-01'. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${names[(m ?? 1) - 1] ?? month} ${year}`;
}

/** The last `count` months (YYYY-MM) up to and including the one of `now`, oldest first (UTC). */
export function lastMonths(now: Date, count: number): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return months;
}
