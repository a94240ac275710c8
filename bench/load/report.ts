import { fmt, table } from '../search/text-table.ts';
import type { Kind, RunFigures } from './crowd.ts';

export interface LoadResults {
  startedAt: string;
  commit: string;
  store: string;
  vocabulary: number;
  timeoutSeconds: number;
  cores: number;
  runs: RunFigures[];
}

const statusList = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, count]) => `${status}:${count}`)
    .join(' ') || '-';

const seconds = (ms: number | null) => (ms === null ? '-' : fmt(ms / 1000));

/** One line per run and, below it, one per half of the crowd (pages, API). */
export function formatReport(results: LoadResults): string {
  const rows: string[][] = [];
  for (const run of results.runs) {
    rows.push([
      `${run.readers} readers`,
      String(run.requests),
      fmt(run.perSecond),
      fmt(run.latency.p50),
      fmt(run.latency.p95),
      fmt(run.latency.p99),
      seconds(run.latency.max),
      String(run.errors),
      String(run.timeouts),
      String(run.non2xx),
      statusList(run.statuses),
      run.cpuMsPerAnswer == null ? '-' : fmt(run.cpuMsPerAnswer),
      `${run.loadBefore.toFixed(2)} / ${run.loadAfter.toFixed(2)}`,
    ]);
    for (const kind of ['pages', 'api'] as Kind[]) {
      const half = run.byKind[kind];
      rows.push([
        `  ${kind}`,
        String(half.requests),
        fmt(half.requests / run.seconds),
        fmt(half.latency.p50),
        fmt(half.latency.p95),
        fmt(half.latency.p99),
        seconds(half.latency.max),
        '',
        '',
        String(half.non2xx),
        statusList(half.statuses),
        '',
        '',
      ]);
    }
  }
  const header = [
    'run',
    'answers',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'max s',
    'errors',
    'timeouts',
    'non-2xx',
    'statuses',
    'server CPU ms/answer',
    'load 1m before / after',
  ];
  const align: ('l' | 'r')[] = ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'r', 'l'];
  return [
    `bench:load on ${results.store}, commit ${results.commit}, ${results.cores} cores, ` +
      `${results.vocabulary} words, timeout ${results.timeoutSeconds} s (timed-out requests count as ${results.timeoutSeconds} s in the percentiles)`,
    table(null, header, rows, align),
  ].join('\n');
}
