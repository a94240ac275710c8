import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { benchFigures, formatComparison, readResults } from './compare.ts';
import type { HttpSample } from './http-runner.ts';
import type { LoadResult } from './load.ts';
import type { QueryClass } from './queries.ts';
import type { BenchResults } from './report.ts';

function sample(id: string, cls: QueryClass, ms: number, totalRecords = 10): HttpSample {
  return {
    id,
    cls,
    path: `/api/result?q=${id}`,
    status: 200,
    ms,
    serverMs: ms / 2,
    totalRecords,
    works: 20,
    worksWithSnippets: 20,
    facets: 5,
    expectedFacets: 5,
    error: null,
  };
}

function load(throughput: number, p99: number, uncached: boolean): LoadResult {
  return {
    clients: 16,
    distinctPaths: 3,
    uncached,
    seconds: 60,
    requests: throughput * 60,
    errors: 0,
    errorsByStatus: {},
    throughput,
    latency: { n: throughput * 60, p50: p99 / 4, p95: p99 / 2, p99, max: p99 * 2 },
  };
}

/** A run of three queries on the SQLite store, each taking `ms`, with PostgreSQL's totals beside. */
function run(
  ms: number,
  loads: Partial<Pick<BenchResults['stores'][number], 'load' | 'loadUncached'>>,
): BenchResults {
  return {
    startedAt: '2026-12-06T10:00:00.000Z',
    finishedAt: '2026-12-06T10:30:00.000Z',
    options: { records: 1_000_000, seed: 1, seconds: 60, clients: 16, perClass: 1, skipPostgres: false },
    corpus: {},
    code: { commit: 'abc1234', uncommittedFiles: 0 },
    queries: [],
    stores: [
      {
        store: 'sqlite',
        startSeconds: 3,
        documents: 1_000_000,
        warmupFailures: 0,
        rssAfterWarmupMb: 500,
        rssAfterLoadMb: 600,
        loadAverage: 1,
        samples: [sample('a', 'narrow', ms), sample('b', 'broadest', ms * 10, 5), sample('c', 'narrow', ms)],
        load: null,
        ...loads,
      },
    ],
    fullText: [
      {
        id: 'a',
        cls: 'narrow',
        keyword: 'a',
        rows: 10,
        total: 10,
        fullTextMs: 50,
        facetsMs: 20,
        pageMs: 20,
        countMs: 10,
        totalMs: 70,
        error: null,
      },
      {
        id: 'b',
        cls: 'broadest',
        keyword: 'b',
        rows: 6,
        total: 6,
        fullTextMs: 500,
        facetsMs: 200,
        pageMs: 200,
        countMs: 100,
        totalMs: 700,
        error: null,
      },
    ],
    fullTextBuildSeconds: 10,
  };
}

const figure = (results: BenchResults, name: string) =>
  benchFigures(results).find((f) => f.name === name)?.value;

describe('comparing a search benchmark run with an earlier one', () => {
  it('reads every figure by a name that stays the same from run to run', () => {
    const results = run(12, { load: load(3800, 20, false), loadUncached: load(900, 80, true) });
    expect(figure(results, 'sqlite overall p50')).toBe(12);
    expect(figure(results, 'sqlite broadest p95')).toBe(120);
    expect(figure(results, 'sqlite server-side p50')).toBe(6);
    expect(figure(results, 'sqlite load req/s')).toBe(3800);
    expect(figure(results, 'sqlite uncached load p99')).toBe(80);
    // 'a' agrees with PostgreSQL's count, 'b' does not (5 against 6).
    expect(figure(results, "sqlite totals equal to PostgreSQL's")).toBe(1);
  });

  it("reads an older run's single load, made uncached by --load-uncached, as the uncached figure", () => {
    const older = run(12, { load: load(900, 80, true) });
    expect(figure(older, 'sqlite uncached load req/s')).toBe(900);
    expect(figure(older, 'sqlite load req/s')).toBeUndefined();
  });

  it('prints each figure beside the earlier one with its change, and says which way is better', () => {
    const earlier = run(19, { load: load(845, 76, false) });
    const now = run(9.5, { load: load(4100, 12, false), loadUncached: load(1200, 40, true) });
    const text = formatComparison(earlier, now, 'baseline.json');
    const line = (name: string) => text.split('\n').find((l) => l.startsWith(`${name} `)) ?? '';
    expect(text).toContain('Compared with baseline.json: abc1234, 1,000,000 records');
    expect(line('sqlite overall p50')).toMatch(/19 ms\s+9\.5 ms\s+−9\.5 \(−50%\)\s+better/);
    expect(line('sqlite load req/s')).toMatch(/845 req\/s\s+4100 req\/s\s+\+3255 \(\+385%\)\s+better/);
    expect(line('sqlite load p99')).toMatch(/76 ms\s+12 ms\s+.*better/);
    // A figure only one run has is shown without a change.
    expect(line('sqlite uncached load req/s')).toMatch(/-\s+1200 req\/s\s*$/);
    expect(line("sqlite totals equal to PostgreSQL's")).toMatch(/1\s+1\s+±0 \(±0%\)\s+same/);
  });

  it('calls a slower run worse, a change under 5% the same, and warns of runs not like for like', () => {
    const earlier = run(10, {});
    const slower = formatComparison(earlier, run(13, {}), 'x.json');
    expect(slower.split('\n').find((l) => l.startsWith('sqlite overall p50 '))).toMatch(
      /\+3\.0 \(\+30%\)\s+worse/,
    );
    const noise = formatComparison(earlier, run(10.3, {}), 'x.json');
    expect(noise.split('\n').find((l) => l.startsWith('sqlite overall p50 '))).toMatch(/same$/);
    expect(noise).not.toContain('not like for like');
    const smaller = { ...run(10, {}), options: { ...earlier.options, records: 50_000 } };
    expect(formatComparison(earlier, smaller, 'x.json')).toContain('not like for like');
  });

  it('refuses a file that is not the results of a run, saying which and why', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-compare-'));
    try {
      const notJson = path.join(dir, 'a.json');
      fs.writeFileSync(notJson, '{ not json');
      expect(() => readResults(notJson)).toThrow(`${notJson} cannot be read as the results of a run`);
      expect(() => readResults(path.join(dir, 'missing.json'))).toThrow(
        /missing\.json cannot be read .*ENOENT/,
      );
      const other = path.join(dir, 'b.json');
      fs.writeFileSync(other, '{"stores": 3}');
      expect(() => readResults(other)).toThrow(`${other} is not the results of npm run bench:search`);
      fs.writeFileSync(other, JSON.stringify(run(10, {})));
      expect(readResults(other).stores[0]?.store).toBe('sqlite');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
