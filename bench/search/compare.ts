import fs from 'node:fs';
import { QUERY_CLASSES } from './queries.ts';
import { type BenchResults, classRows, totalsEqualToPostgres } from './report.ts';
import { percentile } from './stats.ts';
import type { LoadResult } from './load.ts';
import { fmt, table } from './text-table.ts';

/**
 * `npm run bench:search -- --compare <earlier results.json>`: each figure of a run beside an
 * earlier run's, with the change, so a change to search or the request path shows what it cost
 * (issue 27 §4).
 */

export interface Figure {
  /** What is measured, store first: 'sqlite overall p50'. */
  name: string;
  value: number | null;
  unit: 'ms' | 'req/s' | 'queries';
  better: 'lower' | 'higher';
}

/** An earlier run's results, or a clear refusal of a file that is not one. */
export function readResults(file: string): BenchResults {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`${file} cannot be read as the results of a run: ${why}`, { cause: error });
  }
  const results = parsed as Partial<BenchResults> | null;
  if (!results || !Array.isArray(results.stores) || !results.options || !Array.isArray(results.queries))
    throw new Error(`${file} is not the results of npm run bench:search`);
  return results as BenchResults;
}

/** Changes smaller than this share of the earlier figure are noise on a shared machine. */
const NOISE = 0.05;

function loadFigures(store: string, label: string, load: LoadResult | null | undefined): Figure[] {
  if (!load) return [];
  return [
    { name: `${store} ${label} req/s`, value: load.throughput, unit: 'req/s', better: 'higher' },
    { name: `${store} ${label} p99`, value: load.latency.p99, unit: 'ms', better: 'lower' },
  ];
}

/** Every figure a run reports, by a name that is the same in every run. */
export function benchFigures(results: BenchResults): Figure[] {
  const rows = classRows(results);
  const figures: Figure[] = [];
  for (const run of results.stores) {
    const store = run.store;
    for (const cls of ['overall' as const, ...QUERY_CLASSES]) {
      const cell = rows.find((r) => r.cls === cls)?.stores[store];
      figures.push(
        { name: `${store} ${cls} p50`, value: cell?.p50 ?? null, unit: 'ms', better: 'lower' },
        { name: `${store} ${cls} p95`, value: cell?.p95 ?? null, unit: 'ms', better: 'lower' },
      );
    }
    const serverMs = run.samples
      .filter((s) => s.error === null && s.cls !== 'repeated' && s.serverMs !== null)
      .map((s) => s.serverMs ?? 0);
    figures.push({
      name: `${store} server-side p50`,
      value: percentile(serverMs, 50),
      unit: 'ms',
      better: 'lower',
    });
    // Runs before the uncached figure existed ran one load, which --load-uncached made uncached.
    const cachedLoad = run.load?.uncached ? null : run.load;
    const uncachedLoad = run.load?.uncached ? run.load : run.loadUncached;
    figures.push(
      ...loadFigures(store, 'load', cachedLoad),
      ...loadFigures(store, 'uncached load', uncachedLoad),
    );
    const equal = totalsEqualToPostgres(results, run);
    if (equal)
      figures.push({
        name: `${store} totals equal to PostgreSQL's`,
        value: equal.same,
        unit: 'queries',
        better: 'higher',
      });
  }
  return figures;
}

function change(before: Figure, after: Figure): string {
  if (before.value === null || after.value === null) return '';
  const diff = after.value - before.value;
  const share = before.value === 0 ? (diff === 0 ? 0 : Infinity) : diff / before.value;
  const sign = diff > 0 ? '+' : diff < 0 ? '−' : '±';
  const percent = Number.isFinite(share) ? ` (${sign}${Math.abs(Math.round(share * 100))}%)` : '';
  const amount = after.unit === 'queries' ? String(Math.abs(diff)) : fmt(Math.abs(diff));
  const improved = after.better === 'lower' ? diff < 0 : diff > 0;
  const verdict = Math.abs(share) < NOISE ? 'same' : improved ? 'better' : 'worse';
  return `${sign}${amount}${percent}  ${verdict}`;
}

const shown = (f: Figure | undefined) =>
  f?.value == null ? '-' : f.unit === 'queries' ? String(f.value) : `${fmt(f.value)} ${f.unit}`;

/** The table of every figure in either run: earlier, now, and the change. */
export function formatComparison(earlier: BenchResults, now: BenchResults, earlierName: string): string {
  const before = new Map(benchFigures(earlier).map((f) => [f.name, f]));
  const after = benchFigures(now);
  const names = [
    ...after.map((f) => f.name),
    ...[...before.keys()].filter((n) => !after.some((f) => f.name === n)),
  ];
  const rows = names.map((name) => {
    const b = before.get(name);
    const a = after.find((f) => f.name === name);
    return [name, shown(b), shown(a), b && a ? change(b, a) : ''];
  });
  const describe = (r: BenchResults) =>
    `${r.code?.commit ?? 'unknown'}${r.code?.uncommittedFiles ? ` (+${r.code.uncommittedFiles} uncommitted)` : ''}, ${r.options.records.toLocaleString('en')} records, ${r.startedAt.slice(0, 16)}`;
  const lines = [`Compared with ${earlierName}: ${describe(earlier)}; now: ${describe(now)}.`];
  if (earlier.options.records !== now.options.records || earlier.options.clients !== now.options.clients)
    lines.push('The runs differ in records or clients: their figures are not like for like.');
  lines.push(
    table(null, ['figure', 'earlier', 'now', 'change'], rows, ['l', 'r', 'r', 'l']),
    `'same' is a change under ${NOISE * 100}% of the earlier figure; lower is better for times, higher for requests per second and equal totals.`,
  );
  return lines.join('\n');
}
