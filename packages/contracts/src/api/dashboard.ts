import { z } from 'zod';

/**
 * GET /dashboard/embedInfo?nuc (spec 03 §3 Dashboard embed info, §7; ADR 044): the libraries a
 * partner account is linked to and the report on the chosen one. The report is drawn by the portal
 * itself, not embedded from a reporting service, so reportEmbedToken and groupId are null and
 * reportId names the library the report is on.
 */

/** A library symbol (NUC), as holdings name it. */
export const NucSchema = z
  .string()
  .trim()
  .min(1, 'Please choose a library.')
  .max(40)
  .regex(/^[\w@:.-]+$/, 'A library is named by its symbol (NUC).');

export const DashboardEmbedQuerySchema = z.object({ nuc: NucSchema.optional() });
export type DashboardEmbedQuery = z.infer<typeof DashboardEmbedQuerySchema>;

/** One row of a breakdown: what it counts (null: not recorded), its holdings and distinct records. */
export const HeldCountSchema = z.object({
  key: z.string().nullable(),
  label: z.string(),
  holdings: z.number(),
  records: z.number(),
});
export type HeldCount = z.infer<typeof HeldCountSchema>;

/** One month (YYYY-MM) of readers' use of the library's records. */
export const UsageMonthSchema = z.object({
  month: z.string(),
  /** Null: the portal does not record record views (ADR 044). */
  recordViews: z.number().nullable(),
  listAdditions: z.number(),
  tags: z.number(),
  notes: z.number(),
  /**
   * Null: text corrections are made on newspaper and gazette articles (ADR 046), and the catalogue
   * does not attribute an article to a library (ADR 044).
   */
  corrections: z.number().nullable(),
});
export type UsageMonth = z.infer<typeof UsageMonthSchema>;

export const LibraryReportSchema = z.object({
  nuc: z.string(),
  name: z.string(),
  totals: z.object({ holdings: z.number(), records: z.number() }),
  byCollection: z.array(HeldCountSchema),
  byFormat: z.array(HeldCountSchema),
  byDecade: z.array(HeldCountSchema),
  /** The last months, oldest first, each present even when nothing happened in it. */
  usage: z.array(UsageMonthSchema),
});
export type LibraryReport = z.infer<typeof LibraryReportSchema>;

export const DashboardEmbedInfoSchema = z.object({
  /** NUC → library name, in name order. */
  libraries: z.record(z.string(), z.string()),
  reportEmbedToken: z.string().nullable(),
  groupId: z.string().nullable(),
  /** The NUC of the library reported on; null when the account is linked to none. */
  reportId: z.string().nullable(),
  report: LibraryReportSchema.nullable(),
});
export type DashboardEmbedInfo = z.infer<typeof DashboardEmbedInfoSchema>;
