import {
  CATEGORIES,
  DASHBOARD_USAGE_MONTHS,
  DASHBOARD_WORDS,
  type DashboardEmbedInfo,
  type DashboardEmbedQuery,
  type HeldCount,
  type LibraryReport,
  MESSAGES,
  decadeLabel,
  lastMonths,
} from '@trove/contracts';
import type { HeldCount as HeldRow, LinkedLibrary, MonthCount } from '@trove/db';
import type { Caller } from '../auth/caller.ts';
import type { ServiceDeps } from '../deps.ts';
import { admitted, enforce } from '../domain/decision.ts';
import { notFound } from '../domain/errors.ts';
import { mayReportOn, maySeeDashboard } from './dashboard-policy.ts';

type Deps = ServiceDeps<'libraries' | 'dashboard'>;

/**
 * GET /dashboard/embedInfo?nuc (spec 03 §7; ADR 044): the libraries linked to the partner's
 * account and the report on the one asked for (the first by name when none is). An unknown
 * library is not found; a known one not linked to the caller is refused.
 */
export async function dashboardEmbedInfo(
  deps: Deps,
  caller: Caller | null,
  query: DashboardEmbedQuery,
): Promise<DashboardEmbedInfo> {
  const partner = admitted(caller, maySeeDashboard(caller));
  const linked = await deps.store.libraries.librariesOfAccount(partner.userId);
  let chosen: LinkedLibrary | null = linked[0] ?? null;
  if (query.nuc !== undefined) {
    const library = await deps.store.libraries.libraryByNuc(query.nuc);
    if (!library) throw notFound(MESSAGES.notFound('library', query.nuc));
    enforce(
      mayReportOn(
        linked.map((l) => l.nuc),
        library.nuc,
      ),
    );
    chosen = library;
  }
  return {
    libraries: Object.fromEntries(linked.map((l) => [l.nuc, l.name])),
    reportEmbedToken: null,
    groupId: null,
    reportId: chosen?.nuc ?? null,
    report: chosen ? await libraryReport(deps, chosen, deps.now()) : null,
  };
}

const categoryName = (key: string | null) => CATEGORIES.find((c) => c.key === key)?.name ?? key ?? '';

/** Labelled rows, the unrecorded one last (the stores sort null apart: SQLite first, PostgreSQL last). */
const labelled = (rows: HeldRow[], label: (key: string | null) => string): HeldCount[] =>
  [...rows.filter((r) => r.key !== null), ...rows.filter((r) => r.key === null)].map((row) => ({
    ...row,
    label: label(row.key),
  }));

/** The report on one library: its holdings broken down three ways, and the last months' use. */
export async function libraryReport(
  deps: ServiceDeps<'dashboard'>,
  library: LinkedLibrary,
  now: Date,
): Promise<LibraryReport> {
  const { dashboard } = deps.store;
  const months = lastMonths(now, DASHBOARD_USAGE_MONTHS);
  const since = `${months[0]}-01`;
  const [totals, byCollection, byFormat, byDecade, contributions, listAdditions] = await Promise.all([
    dashboard.heldTotals(library.nuc),
    dashboard.heldByCategory(library.nuc),
    dashboard.heldByFormat(library.nuc),
    dashboard.heldByDecade(library.nuc),
    dashboard.contributionsByMonth(library.nuc, since),
    dashboard.listAdditionsByMonth(library.nuc, since),
  ]);
  const countIn = (rows: MonthCount[], month: string) => rows.find((r) => r.month === month)?.count ?? 0;
  return {
    nuc: library.nuc,
    name: library.name,
    totals,
    byCollection: labelled(byCollection, categoryName),
    byFormat: labelled(byFormat, (key) => key ?? DASHBOARD_WORDS.unknownFormat),
    byDecade: labelled(byDecade, decadeLabel),
    usage: months.map((month) => ({
      month,
      recordViews: null,
      listAdditions: countIn(listAdditions, month),
      tags: countIn(contributions.tags, month),
      notes: countIn(contributions.notes, month),
      corrections: null,
    })),
  };
}
