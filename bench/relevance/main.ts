/**
 * npm run bench:relevance -- [--fresh] [--verbose] [--query ID] [--json FILE] [--engine fts5,solr]
 *
 * The relevance benchmark of issue 14: the judged set (bench/relevance/judgements.json) run
 * through the search engine over the real demo corpus, as the API runs a collection search (and,
 * where a query asks, the search of every collection); nDCG@10 and MRR@10 (the first record of
 * the query's best grade) per collection and overall. The demo store is cached in RELEVANCE_CACHE (/tmp/trove-relevance); the index is
 * rebuilt every run so that ranking changes are always measured. With `--engine solr` (or
 * `fts5,solr`) the same store is searched through a SolrCloud collection too (issue 28 §4): the
 * cluster SOLR_URLS names, or one started for the run (bench/solr-engine.ts); each engine's table
 * is printed, then the difference. A benchmark: it prints figures and never fails on them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CATEGORIES, summaryPanelSize, usesImageTiles } from '@trove/contracts';
import type { Store } from '@trove/db';
import { FtsSearchEngine, type SearchEngine, keywordTerms } from '@trove/search';
import { type EngineName, parseEngines, solrEngineOver } from '../solr-engine.ts';
import { loadCorpus } from './corpus.ts';
import { type JudgedQuery, readJudgements } from './judgements.ts';
import { mean, ndcgAt, reciprocalRankAt } from './metrics.ts';

const K = 10;
const JUDGEMENTS = path.join(import.meta.dirname, 'judgements.json');

/** Result rows name their record by store id and type; judgements by source identity. */
const KIND_OF_TYPE: Record<string, string> = {
  work: 'work',
  people: 'person',
  newspaper: 'article',
  website: 'website',
};
const keyOf = (kind: string, id: number) => `${kind}:${id}`;

interface Outcome {
  query: JudgedQuery;
  /** Judged records not in this corpus (left out of the measure). */
  skipped: number;
  ndcg: number;
  mrr: number;
  /** The reciprocal rank in this collection's panel of the all-collections search, when judged. */
  panelRr: number | null;
  top: { title: string; grade: number }[];
}

/** Store ids of the judged records present in this corpus, with their grades. */
async function resolve(
  store: Store,
  query: JudgedQuery,
): Promise<{ grades: Map<string, number>; skipped: number }> {
  const grades = new Map<string, number>();
  let skipped = 0;
  for (const r of query.records) {
    const id = await store.catalogue.findRecordIdBySource(r.kind, r.source ?? null, r.sourceId);
    if (id === undefined) skipped += 1;
    else grades.set(keyOf(r.kind, id), Math.max(r.grade, grades.get(keyOf(r.kind, id)) ?? 0));
  }
  return { grades, skipped };
}

const PANELS = CATEGORIES.filter((c) => c.key !== 'lists').map((c) => ({
  category: c.key,
  pageSize: summaryPanelSize(usesImageTiles(c.handler)),
}));

async function evaluate(engine: SearchEngine, store: Store, query: JudgedQuery): Promise<Outcome | null> {
  const { grades, skipped } = await resolve(store, query);
  if (grades.size === 0) return { query, skipped, ndcg: 0, mrr: 0, panelRr: null, top: [] };
  const terms = keywordTerms(query.query);
  const { page } = await engine.searchWidening({
    terms,
    categories: [query.category],
    startPos: 0,
    pageSize: K,
    sortBy: 'relevance',
    facets: [],
  });
  const gradeOf = (w: { id: number; workType: string }) =>
    grades.get(keyOf(KIND_OF_TYPE[w.workType] ?? w.workType, w.id)) ?? 0;
  const ranked = page.works.map(gradeOf);
  let panelRr: number | null = null;
  if (query.alsoAllCollections) {
    const all = await engine.searchAll({ terms, panels: PANELS, sortBy: 'relevance', facets: [] });
    const panel = all.panels.find((p) => p.category === query.category);
    panelRr = reciprocalRankAt(K, (panel?.works ?? []).map(gradeOf), [...grades.values()]);
  }
  return {
    query,
    skipped,
    ndcg: ndcgAt(K, ranked, [...grades.values()]),
    mrr: reciprocalRankAt(K, ranked, [...grades.values()]),
    panelRr,
    top: page.works.map((w) => ({ title: w.title, grade: gradeOf(w) })),
  };
}

const f3 = (n: number) => n.toFixed(3);
const pad = (s: string, n: number) => s.padEnd(n);

function report(outcomes: Outcome[], verbose: boolean): string {
  const measured = outcomes.filter((o) => o.skipped < o.query.records.length);
  const lines: string[] = [];
  lines.push(`${pad('collection', 12)} ${pad('queries', 8)} ${pad('nDCG@10', 8)} MRR@10`);
  const categories = [...new Set(measured.map((o) => o.query.category))];
  for (const category of categories) {
    const own = measured.filter((o) => o.query.category === category);
    lines.push(
      `${pad(category, 12)} ${pad(String(own.length), 8)} ${pad(f3(mean(own.map((o) => o.ndcg))), 8)} ${f3(mean(own.map((o) => o.mrr)))}`,
    );
  }
  lines.push(
    `${pad('overall', 12)} ${pad(String(measured.length), 8)} ${pad(f3(mean(measured.map((o) => o.ndcg))), 8)} ${f3(mean(measured.map((o) => o.mrr)))}`,
  );
  const panels = measured.filter((o) => o.panelRr !== null);
  if (panels.length > 0) {
    lines.push(
      `all-collections search, the judged collection's panel: ${panels.length} queries, MRR ${f3(mean(panels.map((o) => o.panelRr ?? 0)))}`,
    );
  }
  const skippedRecords = outcomes.reduce((n, o) => n + o.skipped, 0);
  const skippedQueries = outcomes.length - measured.length;
  lines.push(
    `skipped: ${skippedRecords} judged records not in this corpus${skippedQueries > 0 ? `, so ${skippedQueries} queries with none left` : ''}`,
  );
  const shown = verbose ? measured : [...measured].sort((a, b) => a.ndcg - b.ndcg).slice(0, 10);
  lines.push('', verbose ? 'Every query:' : 'The ten weakest queries:');
  for (const o of shown) {
    lines.push(`  ${pad(o.query.id, 40)} nDCG ${f3(o.ndcg)}  RR ${f3(o.mrr)}  "${o.query.query}"`);
    if (verbose) {
      for (const [i, t] of o.top.entries())
        lines.push(`      ${i + 1}. [${t.grade}] ${t.title.slice(0, 90)}`);
    }
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      fresh: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      query: { type: 'string' },
      json: { type: 'string' },
      engine: { type: 'string', default: 'fts5' },
    },
  });
  const engines = parseEngines(values.engine);
  const log = (line: string) => console.log(`[relevance] ${line}`);
  const judgements = readJudgements(JUDGEMENTS);
  const queries = judgements.queries.filter((q) => !values.query || q.id === values.query);
  const { store, indexFile } = await loadCorpus({ fresh: values.fresh, log });
  const overall = new Map<EngineName, number>();
  try {
    for (const name of engines) {
      const opened =
        name === 'fts5'
          ? { engine: FtsSearchEngine.open(indexFile), close: async () => {} }
          : await solrEngineOver(store, 'relevance', log);
      try {
        const outcomes: Outcome[] = [];
        for (const query of queries) {
          const outcome = await evaluate(opened.engine, store, query);
          if (outcome) outcomes.push(outcome);
        }
        if (engines.length > 1) console.log(`\n${name}:`);
        console.log(report(outcomes, values.verbose || values.query !== undefined));
        const measured = outcomes.filter((o) => o.skipped < o.query.records.length);
        overall.set(name, mean(measured.map((o) => o.ndcg)));
        if (values.json) {
          const rows = outcomes.map(({ query, skipped, ndcg, mrr, panelRr }) => ({
            id: query.id,
            skipped,
            ndcg,
            mrr,
            panelRr,
          }));
          const file = engines.length > 1 ? values.json.replace(/(\.json)?$/, `-${name}.json`) : values.json;
          fs.writeFileSync(file, `${JSON.stringify(rows, null, 2)}\n`);
        }
      } finally {
        await opened.engine.close();
        await opened.close();
      }
    }
    const [fts5, solr] = [overall.get('fts5'), overall.get('solr')];
    if (fts5 !== undefined && solr !== undefined)
      console.log(`\nnDCG@10 overall: fts5 ${f3(fts5)}, solr ${f3(solr)}, difference ${f3(solr - fts5)}`);
  } finally {
    await store.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(
    `The benchmark stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exitCode = 1;
});
