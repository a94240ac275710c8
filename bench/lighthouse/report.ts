import { table } from '../search/text-table.ts';
import type { Audited, Preset } from './audit.ts';

export interface ReportRow {
  page: string;
  preset: Preset;
  audited: Audited;
}

const score = (v: number | null) => (v === null ? '-' : String(v));
const ms = (v: number | null) =>
  v === null ? '-' : v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${Math.round(v)} ms`;
const shift = (v: number | null) => (v === null ? '-' : v.toFixed(3));

/** The four scores and the four key metrics, one row per page and preset. */
export function scoreTable(rows: ReportRow[]): string {
  return table(
    [
      ['', 2],
      ['Scores', 4],
      ['Metrics', 4],
      ['', 1],
    ],
    ['Page', 'Preset', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'CPU index'],
    rows.map(({ page, preset, audited: { scores, metrics, benchmarkIndex } }) => [
      page,
      preset,
      score(scores.performance),
      score(scores.accessibility),
      score(scores['best-practices']),
      score(scores.seo),
      ms(metrics.FCP),
      ms(metrics.LCP),
      ms(metrics.TBT),
      shift(metrics.CLS),
      String(Math.round(benchmarkIndex)),
    ]),
    ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
  );
}

/** The audits that failed on each page and preset, those that cost their category most first. */
export function failureList(rows: ReportRow[], limit: number): string {
  const lines: string[] = [];
  for (const { page, preset, audited } of rows) {
    const shown = audited.failures.slice(0, limit);
    lines.push(`${page} (${preset}): ${shown.length === 0 ? 'no failing audits' : ''}`.trimEnd());
    for (const f of shown) {
      const value = f.displayValue ? ` (${f.displayValue})` : '';
      lines.push(`  - [${f.category}] ${f.title}${value}, score ${Math.round(f.score * 100)}`);
    }
    const more = audited.failures.length - shown.length;
    if (more > 0) lines.push(`  … and ${more} more`);
    for (const warning of audited.warnings) lines.push(`  ! ${warning}`);
  }
  return lines.join('\n');
}
