import type { BenchResults, ClassRow, RowClass } from './report.ts';
import { percentile, ratio } from './stats.ts';
import type { StoreName } from './store-run.ts';
import { fmt } from './text-table.ts';

/** The issues' targets for a run, each marked PASS, MISS or n/a in the report. */

export interface TargetCheck {
  name: string;
  store: StoreName;
  value: string;
  pass: boolean | null;
  note?: string;
}

export function targetChecks(results: BenchResults, rows: ClassRow[]): TargetCheck[] {
  const overall = rows.find((r) => r.cls === 'overall');
  const checks: TargetCheck[] = [];
  for (const run of results.stores) {
    const store = run.store;
    const cell = (cls: RowClass) => rows.find((r) => r.cls === cls)?.stores[store];
    const ok = run.samples.filter((s) => s.error === null);
    const broadest = ok.filter((s) => s.cls === 'broadest').map((s) => s.ms);
    const at = (v: number | null | undefined, limit: number, name: string, label: string) =>
      checks.push({
        name,
        store,
        value: v == null ? 'n/a' : `${label} ${fmt(v)} ms`,
        pass: v == null ? null : v <= limit,
      });
    // Issue 27's targets, stricter than issue 3's (p50 30 ms, p95 150 ms, slowest broadest 500 ms).
    at(cell('overall')?.p50, 10, 'overall p50 <= 10 ms', 'p50');
    at(cell('overall')?.p95, 60, 'overall p95 <= 60 ms', 'p95');
    at(broadest.length ? percentile(broadest, 95) : null, 150, 'broadest p95 <= 150 ms', 'p95');
    at(cell('repeated')?.p50, 5, 'repeated (2nd call) <= 5 ms', 'p50');
    const facetsMissing = ok.some((s) => s.facets === 0 && (s.totalRecords ?? 0) > 0);
    for (const [name, slow] of [
      ['>= 10x faster than GROUP BY facets', overall?.groupBy?.p50],
      ['>= 10x faster than PG full text', overall?.fullText?.p50],
    ] as const) {
      const x = ratio(slow, cell('overall')?.p50);
      checks.push({
        name,
        store,
        value: x === null ? 'n/a' : `${x.toFixed(1)}x (overall p50)`,
        pass: x === null ? null : x >= 10,
        ...(facetsMissing && name.includes('GROUP BY')
          ? { note: 'the portal returned answers without facets: not a like-for-like comparison' }
          : {}),
      });
    }
    if (run.load)
      checks.push({
        name: `load: >= 4000 req/s (${run.load.clients} clients)`,
        store,
        value: `${run.load.throughput.toFixed(0)} req/s`,
        pass: run.load.throughput >= 4000,
      });
    for (const load of [run.load, run.loadUncached])
      if (load)
        checks.push({
          name: `${load.uncached ? 'uncached load' : 'load'}: zero errors (${load.clients} clients)`,
          store,
          value: `${load.errors} errors / ${load.requests}`,
          pass: load.errors === 0,
        });
  }
  return checks;
}
