import zlib from 'node:zlib';
import { CATEGORIES, FACETS_BY_HANDLER, parseSearchCriteria } from '@trove/contracts';
import { FtsSearchEngine, type SearchRequest } from '@trove/search';
import { brotliAnswer } from '../../apps/server/src/http/compression.ts';
import { FacetCounts } from '../../packages/search/src/facet-counts.ts';
import { PageRows } from '../../packages/search/src/page-rows.ts';
import { TableQueries } from '../../packages/search/src/table-queries.ts';
import { type BenchQuery, QUERY_CLASSES, type QueryClass, searchPath } from './queries.ts';
import { median } from './stats.ts';
import { table } from './text-table.ts';

/**
 * `npm run bench:search -- --steps`: where one search's time goes (issue 27, ADR 054). The engine
 * is opened in this process on the benchmark's index, and each query of the mix is searched afresh
 * several times with every step of the engine timed: compiling the criteria, reading the matches
 * (totals and facets need every row id), ranking (bm25 in SQLite, exact names first, titles read
 * for the words-as-typed rule, noise and prominence), counting facets, reading the page's rows and
 * snippets, and the help. Then what the portal's main thread does with each answer: reading the
 * criteria, serialising, compressing, and passing the request and answer between threads.
 */

const STEPS = [
  'criteria read (main thread)',
  'criteria compiled, filters built',
  'matches read (row ids)',
  'ranking: bm25 in SQLite',
  'ranking: exact names',
  'ranking: titles as typed',
  'ranking: the rest (noise, prominence, order)',
  'date order',
  'facets counted',
  'page rows and snippets',
  'help (widening, most words, spelling)',
  'engine, in all',
  'engine, the first time asked',
  'passed between threads (structured clone)',
  'serialised (JSON)',
  'brotli (as answers are sent)',
  'gzip',
] as const;
type Step = (typeof STEPS)[number];

type Timings = Map<Step, number>;

/** The timings of the search being timed now. */
let current: Timings | null = null;
/** The time of the steps nested in each step running now: each step keeps only its own part. */
const nested: number[] = [];

function timed<T>(step: Step, run: () => T): T {
  const timings = current;
  if (!timings) return run();
  const started = performance.now();
  // The engine's whole run is async and holds every other step: it is timed whole, apart.
  if (step === 'engine, in all') {
    const add = () => timings.set(step, (timings.get(step) ?? 0) + performance.now() - started);
    return (run() as Promise<unknown>).finally(add) as T;
  }
  nested.push(0);
  try {
    return run();
  } finally {
    const elapsed = performance.now() - started;
    const inner = nested.pop() ?? 0;
    timings.set(step, (timings.get(step) ?? 0) + elapsed - inner);
    if (nested.length > 0) nested[nested.length - 1] = (nested.at(-1) ?? 0) + elapsed;
  }
}

type Method = (...args: unknown[]) => unknown;

/** Wraps a method of a prototype so each call adds its time to `step` (or the step its arguments say). */
function timeMethod(prototype: object, name: string, step: Step | ((args: unknown[]) => Step)): void {
  const methods = prototype as Record<string, Method>;
  const original = methods[name];
  if (typeof original !== 'function') throw new Error(`No method ${name} to time`);
  methods[name] = function (this: unknown, ...args: unknown[]) {
    return timed(typeof step === 'function' ? step(args) : step, () => original.apply(this, args));
  };
}

/** Wraps an iterator-returning method so the time of each step of the iteration is counted too. */
function timeIterator(prototype: object, name: string, step: Step): void {
  const methods = prototype as Record<string, Method>;
  const original = methods[name];
  if (typeof original !== 'function') throw new Error(`No method ${name} to time`);
  methods[name] = function (this: unknown, ...args: unknown[]) {
    const inner = timed(step, () => original.apply(this, args)) as Iterator<unknown>;
    const iterator: IterableIterator<unknown> = {
      next: () => timed(step, () => inner.next()),
      return: (value?: unknown) => inner.return?.(value) ?? { done: true, value },
      [Symbol.iterator]: () => iterator,
    };
    return iterator;
  };
}

function instrument(): void {
  const tables = TableQueries.prototype;
  timeMethod(tables, 'rowids', 'matches read (row ids)');
  timeMethod(tables, 'count', 'matches read (row ids)');
  timeMethod(tables, 'scoredTop', 'ranking: bm25 in SQLite');
  timeIterator(tables, 'scoredAll', 'ranking: bm25 in SQLite');
  timeMethod(tables, 'exact', 'ranking: exact names');
  timeMethod(tables, 'titles', 'ranking: titles as typed');
  const engine = FtsSearchEngine.prototype;
  // A page by relevance is ranked; by date, ordered by date (its last argument says which).
  timeMethod(engine, 'pageOf', (args) =>
    (args.at(-1) as Pick<SearchRequest, 'sortBy'>).sortBy === 'relevance'
      ? 'ranking: the rest (noise, prominence, order)'
      : 'date order',
  );
  timeMethod(FacetCounts.prototype, 'count', 'facets counted');
  timeMethod(FacetCounts.prototype, 'build', 'facets counted');
  timeMethod(PageRows.prototype, 'read', 'page rows and snippets');
  timeMethod(engine, 'run', 'engine, in all');
}

function requestOf(q: BenchQuery): { request: SearchRequest; criteriaMs: number } {
  const url = new URL(searchPath(q), 'http://bench');
  const raw: Record<string, string> = {};
  for (const [key, value] of url.searchParams) raw[key] = value;
  const started = performance.now();
  const { criteria } = parseSearchCriteria(raw);
  const criteriaMs = performance.now() - started;
  const handler = CATEGORIES.find((c) => c.key === q.category)?.handler;
  return {
    criteriaMs,
    request: {
      terms: {
        text: criteria.text,
        values: criteria.values,
        ranges: criteria.ranges,
        limits: criteria.limits,
      },
      categories: [q.category],
      startPos: criteria.startPos,
      pageSize: criteria.pageSize,
      sortBy: criteria.sortBy,
      facets: handler ? FACETS_BY_HANDLER[handler] : [],
      fresh: true,
    },
  };
}

async function timeOnce(engine: FtsSearchEngine, q: BenchQuery): Promise<Timings> {
  const timings: Timings = new Map();
  const { request, criteriaMs } = requestOf(q);
  timings.set('criteria read (main thread)', criteriaMs);
  current = timings;
  const started = performance.now();
  const page = await engine.searchWidening(request);
  const all = performance.now() - started;
  current = null;
  const run = timings.get('engine, in all') ?? 0;
  timings.set('help (widening, most words, spelling)', Math.max(0, all - run));
  timings.set('engine, in all', all);
  const accounted = STEPS.slice(2, 10).reduce((sum, step) => sum + (timings.get(step) ?? 0), 0);
  const measure = (step: Step, work: () => unknown) => {
    const t = performance.now();
    work();
    timings.set(step, performance.now() - t);
  };
  measure('passed between threads (structured clone)', () => structuredClone({ request, page }));
  let json = '';
  measure('serialised (JSON)', () => (json = JSON.stringify(page)));
  measure('brotli (as answers are sent)', () => brotliAnswer(Buffer.from(json, 'utf8')));
  measure('gzip', () => zlib.gzipSync(json));
  // Compiling and the rest of run(): what the timed steps leave of it.
  timings.set('criteria compiled, filters built', Math.max(0, run - accounted));
  return timings;
}

export interface StepCosts {
  repeats: number;
  /** Mean over each class's queries of the median time of each step, in ms. */
  byClass: Partial<Record<QueryClass | 'overall', Record<Step, number>>>;
}

export async function measureSteps(
  indexFile: string,
  queries: readonly BenchQuery[],
  warmup: readonly BenchQuery[],
  repeats: number,
  log: (line: string) => void,
): Promise<StepCosts> {
  instrument();
  const engine = FtsSearchEngine.open(indexFile, { readonly: true });
  try {
    for (const q of warmup) await engine.searchWidening(requestOf(q).request);
    log(`steps: ${queries.length} queries, each ${repeats} times afresh…`);
    const perQuery = new Map<BenchQuery, Timings>();
    for (const q of queries.filter((q) => q.cls !== 'repeated')) {
      const runs: Timings[] = [];
      for (let i = 0; i < repeats; i++) runs.push(await timeOnce(engine, q));
      const steps = new Map(STEPS.map((step) => [step, median(runs.map((r) => r.get(step) ?? 0)) ?? 0]));
      // The first search of a word reads its part of the index from the file, not SQLite's cache.
      steps.set('engine, the first time asked', runs[0]?.get('engine, in all') ?? 0);
      perQuery.set(q, steps);
    }
    const byClass: StepCosts['byClass'] = {};
    const classes = [...QUERY_CLASSES.filter((c) => c !== 'repeated'), 'overall'] as const;
    for (const cls of classes) {
      const of = [...perQuery].filter(([q]) => cls === 'overall' || q.cls === cls).map(([, t]) => t);
      if (of.length === 0) continue;
      const mean = (step: Step) => of.reduce((sum, t) => sum + (t.get(step) ?? 0), 0) / of.length;
      byClass[cls] = Object.fromEntries(STEPS.map((step) => [step, mean(step)])) as Record<Step, number>;
    }
    return { repeats, byClass };
  } finally {
    await engine.close();
  }
}

export function formatSteps(costs: StepCosts): string {
  const classes = Object.keys(costs.byClass) as (keyof StepCosts['byClass'])[];
  const ms = (value: number | undefined) =>
    value === undefined ? '' : value < 10 ? value.toFixed(2) : value.toFixed(1);
  const rows = STEPS.map((step) => [step, ...classes.map((cls) => ms(costs.byClass[cls]?.[step]))]);
  return [
    `Where a search's time goes, ms (mean over each class's queries of the median of ${costs.repeats} fresh runs):`,
    table(null, ['step', ...classes], rows, ['l', ...classes.map(() => 'r' as const)]),
    'Engine steps run in a search worker; "main thread" and the last four are the portal\'s own work for each answer.',
    '"engine, in all" is the whole engine call; the steps above it are its parts.',
  ].join('\n');
}
