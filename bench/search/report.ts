import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { HttpSample } from './http-runner.ts';
import type { LoadResult } from './load.ts';
import type { FullTextSample } from './postgres-fulltext.ts';
import { type BenchQuery, QUERY_CLASSES, type QueryClass } from './queries.ts';
import { median, percentile, ratio } from './stats.ts';
import type { TargetCheck } from './targets.ts';
import { type Groups, fmt, fmtRatio, table } from './text-table.ts';
import type { StoreName, StoreRun } from './store-run.ts';

/** The printed table, the issue's targets with PASS/MISS, and the JSON written beside it. */

export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  options: {
    records: number;
    seed: number;
    seconds: number;
    clients: number;
    perClass: number;
    skipPostgres: boolean;
  };
  corpus: Record<string, unknown>;
  /** The commit measured and the uncommitted files under packages/ and apps/server at the time. */
  code?: { commit: string; uncommittedFiles: number };
  queries: BenchQuery[];
  stores: StoreRun[];
  fullText: FullTextSample[] | null;
  fullTextBuildSeconds: number | null;
  /** Each engine's index at this size (with --engine; absent in older results). */
  indexes?: EngineIndex[];
}

/** An engine's index: its build from the whole store, its size on disk, the memory it is served with (issue 28 §6). */
export interface EngineIndex {
  engine: 'fts5' | 'solr';
  buildSeconds: number;
  documents: number;
  diskMb: number;
  /** The portal's resident memory after the load; on Solr, with the nodes' heap in use added. */
  memoryMb: number | null;
}

export type RowClass = QueryClass | 'overall';

interface Pair {
  p50: number | null;
  p95: number | null;
}

export interface ClassRow {
  cls: RowClass;
  queries: number;
  medianHits: number | null;
  stores: Partial<Record<StoreName, Pair & { errors: number; facets: string; snippets: string }>>;
  fullText: Pair | null;
  groupBy: Pair | null;
  fullTextWithFacets: Pair | null;
}

const inClass = (cls: RowClass) => (s: { cls: QueryClass }) =>
  cls === 'overall' ? s.cls !== 'repeated' : s.cls === cls;

const pair = (values: number[]): Pair => ({ p50: percentile(values, 50), p95: percentile(values, 95) });

function storeCell(samples: HttpSample[]) {
  const ok = samples.filter((s) => s.error === null);
  const facets = median(ok.map((s) => s.facets));
  const expected = median(ok.map((s) => s.expectedFacets));
  const worksWithSnippets = ok.reduce((n, s) => n + s.worksWithSnippets, 0);
  const works = ok.reduce((n, s) => n + s.works, 0);
  return {
    ...pair(ok.map((s) => s.ms)),
    errors: samples.length - ok.length,
    facets: ok.length ? `${facets ?? 0}/${expected ?? 0}` : '-',
    snippets: works ? `${Math.round((100 * worksWithSnippets) / works)}%` : '-',
  };
}

export function classRows(results: BenchResults): ClassRow[] {
  return [...QUERY_CLASSES, 'overall' as const].map((cls) => {
    const stores: ClassRow['stores'] = {};
    for (const run of results.stores) stores[run.store] = storeCell(run.samples.filter(inClass(cls)));
    const fts = results.fullText?.filter(inClass(cls)).filter((s) => s.error === null) ?? null;
    const hits = results.stores[0]?.samples
      .filter(inClass(cls))
      .map((s) => s.totalRecords)
      .filter((n): n is number => n !== null);
    return {
      cls,
      queries: results.queries.filter(inClass(cls)).length,
      medianHits: hits?.length ? median(hits) : (median(fts?.map((s) => s.total) ?? []) ?? null),
      stores,
      fullText: fts ? pair(fts.map((s) => s.fullTextMs)) : null,
      groupBy: fts ? pair(fts.map((s) => s.facetsMs)) : null,
      fullTextWithFacets: fts ? pair(fts.map((s) => s.totalMs)) : null,
    };
  });
}

export function formatReport(results: BenchResults, rows: ClassRow[], checks: TargetCheck[]): string {
  const o = results.options;
  const stores = results.stores.map((s) => s.store);
  const hasPg = results.fullText !== null;
  const out: string[] = [];
  out.push('');
  out.push(
    `Search benchmark: ${o.records.toLocaleString('en')} synthetic records (seed ${o.seed}), ${results.queries.length} queries (${o.perClass} per class), end to end over HTTP; times in ms.`,
  );
  if (results.code)
    out.push(
      `Code: ${results.code.commit}${results.code.uncommittedFiles ? ` plus ${results.code.uncommittedFiles} uncommitted files under packages/ and apps/server` : ''}; run ${results.startedAt}.`,
    );
  out.push(
    'Each measured query is sent once, the first time the server sees it (after a warm-up with other words); "repeated" reports the second of two identical calls.',
  );
  out.push('');
  const head1: Groups = [['', 3]];
  const head2 = ['class', 'n', 'hits'];
  const align: ('l' | 'r')[] = ['l', 'r', 'r'];
  for (const s of stores) {
    head1.push([`${s} store`, 3]);
    head2.push('p50', 'p95', 'err');
    align.push('r', 'r', 'r');
  }
  if (hasPg) {
    head1.push(['pg full text', 2], ['group by', 2]);
    head2.push('p50', 'p95', 'p50', 'p95');
    align.push('r', 'r', 'r', 'r');
    for (const s of stores) {
      head1.push([`x vs ${s}`, 2]);
      head2.push('fts', 'grp');
      align.push('r', 'r');
    }
  }
  head1.push(['facets', 1], ['snippets', 1]);
  head2.push('got/exp', 'rows');
  align.push('r', 'r');
  const body = rows.map((r) => {
    const cells = [r.cls, String(r.queries), r.medianHits === null ? '-' : String(r.medianHits)];
    for (const s of stores) {
      const c = r.stores[s];
      cells.push(fmt(c?.p50), fmt(c?.p95), String(c?.errors ?? '-'));
    }
    if (hasPg) {
      cells.push(fmt(r.fullText?.p50), fmt(r.fullText?.p95), fmt(r.groupBy?.p50), fmt(r.groupBy?.p95));
      for (const s of stores) {
        const p50 = r.stores[s]?.p50;
        cells.push(fmtRatio(ratio(r.fullText?.p50, p50)), fmtRatio(ratio(r.groupBy?.p50, p50)));
      }
    }
    const first = r.stores[stores[0] ?? 'sqlite'];
    cells.push(first?.facets ?? '-', first?.snippets ?? '-');
    return cells;
  });
  out.push(table(head1, head2, body, align));
  out.push('');
  out.push('hits: median total of the class; err: 4xx/5xx answers; overall excludes "repeated";');
  if (hasPg) {
    out.push(
      'pg full text: tsvector+GIN page (ts_rank, LIMIT 20, ts_headline) + count(*); group by: every facet of the',
    );
    out.push('collection by GROUP BY over the match set; x vs store: their p50 over the store p50;');
  }
  out.push(
    'facets: median facets in an answer / facets of the collection (a facet with no terms in this corpus, such as language or tags, may be left out);',
  );
  out.push('snippets: share of result rows that carry a snippet (facets and snippets from the first store).');
  const serverP50 = (run: StoreRun) =>
    percentile(
      run.samples
        .filter((x) => x.error === null && x.cls !== 'repeated' && x.serverMs !== null)
        .map((x) => x.serverMs ?? 0),
      50,
    );
  const server = results.stores
    .map((run) => [run.store, serverP50(run)] as const)
    .filter(([, v]) => v !== null)
    .map(([store, v]) => `${store} ${fmt(v)} ms`);
  if (server.length) out.push(`Server-side time (server-timing header), overall p50: ${server.join(', ')}.`);
  if (results.fullText) out.push('', fullTextParts(results.fullText));
  const agreement = totalsAgreement(results);
  if (agreement) out.push('', agreement);
  out.push('');
  out.push('Targets (issues 3 and 27, 1M records on 2 cores):');
  out.push(
    table(
      null,
      ['target', 'store', 'measured', 'result'],
      checks.map((c) => [
        c.name,
        c.store,
        c.value,
        `${c.pass === null ? 'n/a' : c.pass ? 'PASS' : 'MISS'}${c.note ? `  (${c.note})` : ''}`,
      ]),
      ['l', 'l', 'l', 'l'],
    ),
  );

  out.push('');
  out.push('Load and memory:');
  out.push(
    table(
      null,
      [
        'store',
        'clients',
        'seconds',
        'requests',
        'req/s',
        'p50',
        'p95',
        'p99',
        'errors',
        'rss warm',
        'rss load',
        'start',
        'load avg',
      ],
      results.stores.flatMap((s) =>
        (s.loadUncached ? [s.load, s.loadUncached] : [s.load]).map((load) => loadRow(s, load)),
      ),
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
  );
  const load = results.stores.find((s) => s.load)?.load;
  // Results written before these fields existed lack them.
  if (load && 'distinctPaths' in load)
    out.push(
      `The load test cycles through the mix's ${load.distinctPaths} addresses, so repeats may come from the server's answer cache; the uncached one asks for every answer afresh (Cache-Control: no-cache), so neither the answer cache nor the engine's kept pages serve it.`,
    );
  out.push(
    'rss: VmRSS of the server process after the warm-up and after the load test; start: spawn to healthy;',
  );
  out.push(
    `load avg: the machine's 1-minute load average before the measured pass (${os.cpus().length} cores; other work on the machine inflates every figure).`,
  );

  if (results.indexes?.length) out.push('', formatIndexes(results.indexes));

  const errors = errorSummary(results);
  if (errors.length) {
    out.push('');
    out.push('Errors (counted, not fatal):');
    out.push(...errors);
  }
  return out.join('\n');
}

/** A row of the load table: one load test of a store, with the store's memory and start. */
function loadRow(s: StoreRun, load: LoadResult | null): string[] {
  return [
    `${s.store}${load?.uncached ? ', uncached' : ''}`,
    String(load?.clients ?? '-'),
    load ? load.seconds.toFixed(0) : '-',
    String(load?.requests ?? '-'),
    load ? load.throughput.toFixed(1) : '-',
    fmt(load?.latency.p50),
    fmt(load?.latency.p95),
    fmt(load?.latency.p99),
    String(load?.errors ?? '-'),
    s.rssAfterWarmupMb === null ? '-' : `${s.rssAfterWarmupMb.toFixed(0)} MB`,
    s.rssAfterLoadMb === null ? '-' : `${s.rssAfterLoadMb.toFixed(0)} MB`,
    `${s.startSeconds.toFixed(1)} s`,
    s.loadAverage === undefined ? '-' : s.loadAverage.toFixed(1),
  ];
}

/** PostgreSQL's parts per class: results page, count(*), facets by GROUP BY, and their sum. */
function fullTextParts(samples: FullTextSample[]): string {
  const parts = ['pageMs', 'countMs', 'facetsMs', 'totalMs'] as const;
  const body = [...QUERY_CLASSES, 'overall' as const].map((cls) => {
    const ok = samples.filter(inClass(cls)).filter((s) => s.error === null);
    return [
      cls,
      ...parts.flatMap((part) => [
        fmt(
          percentile(
            ok.map((s) => s[part]),
            50,
          ),
        ),
        fmt(
          percentile(
            ok.map((s) => s[part]),
            95,
          ),
        ),
      ]),
    ];
  });
  return [
    'PostgreSQL full text by part (page: 20 rows by ts_rank or date with ts_headline snippets):',
    table(
      [
        ['', 1],
        ['page', 2],
        ['count(*)', 2],
        ['group by', 2],
        ['total', 2],
      ],
      ['class', 'p50', 'p95', 'p50', 'p95', 'p50', 'p95', 'p50', 'p95'],
      body,
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
  ].join('\n');
}

/** How many of a store's totals equal PostgreSQL's count(*) for the same query; null without PostgreSQL. */
export function totalsEqualToPostgres(
  results: BenchResults,
  run: StoreRun,
): { same: number; compared: number } | null {
  if (!results.fullText) return null;
  const pg = new Map(results.fullText.filter((s) => s.error === null).map((s) => [s.id, s.total]));
  const compared = run.samples.filter((s) => s.totalRecords !== null && pg.has(s.id));
  return { same: compared.filter((s) => s.totalRecords === pg.get(s.id)).length, compared: compared.length };
}

/** How often the portal's totals equal PostgreSQL's count(*) for the same query (stemmers differ slightly). */
function totalsAgreement(results: BenchResults): string | null {
  if (!results.fullText) return null;
  const parts = results.stores.map((run) => {
    const equal = totalsEqualToPostgres(results, run);
    return `${run.store} ${equal?.same ?? 0}/${equal?.compared ?? 0}`;
  });
  return `Totals equal to PostgreSQL's count(*) for the same query: ${parts.join(', ')} queries.`;
}

/** One line per distinct error message, per store and class. */
export function errorSummary(results: BenchResults): string[] {
  const lines = new Map<string, number>();
  const note = (key: string) => lines.set(key, (lines.get(key) ?? 0) + 1);
  for (const run of results.stores) {
    for (const s of run.samples) if (s.error) note(`  ${run.store} ${s.cls}: ${s.error.slice(0, 160)}`);
    for (const [status, e] of Object.entries(run.load?.errorsByStatus ?? {}))
      lines.set(`  ${run.store} load, status ${status}: ${e.example.slice(0, 160)}`, e.count);
    if (run.warmupFailures) lines.set(`  ${run.store} warm-up: failed calls`, run.warmupFailures);
  }
  for (const s of results.fullText ?? [])
    if (s.error) note(`  pg full text ${s.cls}: ${s.error.slice(0, 160)}`);
  return [...lines.entries()].map(([line, n]) => `${line}${n > 1 ? `  (x${n})` : ''}`);
}

export function writeJson(
  dir: string,
  results: BenchResults,
  rows: ClassRow[],
  checks: TargetCheck[],
): string {
  fs.mkdirSync(dir, { recursive: true });
  const stamp = results.startedAt.replace(/[:.]/g, '-');
  const file = path.join(dir, `results-${stamp}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ ...results, summary: rows, targets: checks }, null, 2)}\n`);
  return file;
}

function formatIndexes(indexes: readonly EngineIndex[]): string {
  return [
    'Indexes (each built from the whole store; on Solr every copy of each shard counts on disk):',
    table(
      null,
      ['engine', 'records', 'build s', 'records/s', 'disk MB', 'memory MB'],
      indexes.map((i) => [
        i.engine,
        String(i.documents),
        fmt(i.buildSeconds),
        fmt(i.documents / i.buildSeconds),
        fmt(i.diskMb),
        fmt(i.memoryMb),
      ]),
      ['l', 'r', 'r', 'r', 'r', 'r'],
    ),
    "memory: the portal's RSS after the load test; on Solr, plus the heap the nodes had in use.",
  ].join('\n');
}
