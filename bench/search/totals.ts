import type pg from 'pg';
import { parseSearchCriteria } from '@trove/contracts';
import type { FtsSearchEngine } from '@trove/search';
import { type SearchRequest, compileCriteria, keywordTerms } from '@trove/search';
import { ftsTableOf, TEXT_COLUMNS } from '../../packages/search/src/index-file.ts';
import { rowidOf } from '../../packages/search/src/documents.ts';
import { matchOf } from './postgres-fulltext.ts';
import { type BenchQuery, keywordOf, searchPath } from './queries.ts';
import { table } from './text-table.ts';

/**
 * `npm run bench:search -- --totals` (issue 27 §3): for each query of the mix whose total differs
 * from PostgreSQL's count over the comparison table (bench.fts_doc), the records only one side
 * finds, each with the reason:
 * - limit: both find the words in it, but a limit reads differently (a format any version has or
 *   only the main one; a work's date range or its first year);
 * - field: the words are only in a field one side searches (the portal's full text of versions,
 *   notes and other names; the comparison's newspaper title);
 * - word forms: both search the field, but one stemmer takes another form of the word as the same
 *   (PostgreSQL's English stemmer reads 'quarterly' as 'quarter'; FTS5's Porter stemmer does not).
 * The portal's total is always the count of the records it pages through (search.int.test.ts).
 */

type Reason = 'limit' | 'field' | 'word forms';

interface Difference {
  query: BenchQuery;
  portal: number;
  postgres: number;
  onlyPortal: Record<Reason, number>;
  onlyPostgres: Record<Reason, number>;
  examples: string[];
}

const KIND_OF: Record<string, 'article' | 'person' | 'work'> = { newspapers: 'article', people: 'person' };
const kindOf = (category: string) => KIND_OF[category] ?? 'work';
/** Records looked at closely per query and side: enough for the shares, quick at 100,000 matches. */
const SAMPLE = 200;

function requestOf(q: BenchQuery, after: number): SearchRequest {
  const url = new URL(searchPath(q), 'http://bench');
  const { criteria } = parseSearchCriteria(Object.fromEntries(url.searchParams));
  return {
    terms: criteria,
    categories: [q.category],
    startPos: 0,
    pageSize: 1000,
    sortBy: 'relevance',
    facets: [],
    harvestAfter: after,
  };
}

/** Every record the portal finds for the query: its bulk harvest, page after page. */
async function portalIds(engine: FtsSearchEngine, q: BenchQuery): Promise<Set<number>> {
  const ids = new Set<number>();
  let after = 0;
  for (;;) {
    const page = await engine.search(requestOf(q, after));
    for (const work of page.works) ids.add(Number(work.id));
    if (page.lastRowid === undefined) return ids;
    after = page.lastRowid;
  }
}

async function postgresIds(client: pg.Client, q: BenchQuery, withLimits: boolean): Promise<Set<number>> {
  const m = matchOf(withLimits ? q : { ...q, format: null, decade: null, dateRange: null });
  const result = await client.query<{ id: number }>({
    text: `WITH ${m.cte} SELECT d.id FROM bench.fts_doc d, q WHERE ${m.where}`,
    values: m.params,
  });
  return new Set(result.rows.map((r) => r.id));
}

/** The FTS5 columns of the portal's record that hold the query's words. */
function portalColumns(engine: FtsSearchEngine, q: BenchQuery, id: number): string[] {
  const db = (
    engine as unknown as {
      db: { prepare: (sql: string) => { pluck: () => { get: (...a: unknown[]) => unknown } } };
    }
  ).db;
  const table = ftsTableOf(q.category) ?? '';
  const rowid = rowidOf(kindOf(q.category), id);
  const compiled = compileCriteria(keywordTerms(keywordOf({ ...q, field: null })), [q.category]);
  const match = compiled.matches[0]?.match ?? '';
  const inRow = db.prepare(`SELECT 1 FROM ${table} WHERE ${table} MATCH ? AND rowid = ?`).pluck();
  // The words' own expression, restricted to one column.
  return TEXT_COLUMNS.filter(
    (column) => inRow.get(match.replace(/\{[^}]*\}/, `{${column}}`), rowid) !== undefined,
  );
}

/** The words of the record's text that PostgreSQL's stemmer reads as the query's (as typed or not). */
async function postgresForms(client: pg.Client, q: BenchQuery, id: number): Promise<string[]> {
  const result = await client.query<{ w: string }>({
    text: `SELECT DISTINCT w FROM bench.fts_doc d,
             regexp_split_to_table(lower(d.title || ' ' || d.body), '[^[:alnum:]]+') w
           WHERE d.category = $1 AND d.id = $2 AND w <> '' AND to_tsvector('english', w) @@ plainto_tsquery('english', $3)`,
    values: [q.category, id, q.words.join(' ')],
  });
  return result.rows.map((r) => r.w);
}

export async function explainTotals(
  engine: FtsSearchEngine,
  client: pg.Client,
  queries: readonly BenchQuery[],
  log: (line: string) => void,
): Promise<Difference[]> {
  const differences: Difference[] = [];
  for (const q of queries) {
    const [portal, postgres] = [await portalIds(engine, q), await postgresIds(client, q, true)];
    if (portal.size === postgres.size && [...portal].every((id) => postgres.has(id))) continue;
    log(`totals: ${q.category} ${keywordOf(q)}: portal ${portal.size}, PostgreSQL ${postgres.size}`);
    const postgresUnlimited = await postgresIds(client, q, false);
    const portalUnlimited =
      q.format || q.decade || q.dateRange
        ? await portalIds(engine, { ...q, format: null, decade: null, dateRange: null })
        : portal;
    const difference: Difference = {
      query: q,
      portal: portal.size,
      postgres: postgres.size,
      onlyPortal: { limit: 0, field: 0, 'word forms': 0 },
      onlyPostgres: { limit: 0, field: 0, 'word forms': 0 },
      examples: [],
    };
    const onlyPortal = [...portal].filter((id) => !postgres.has(id));
    const onlyPostgres = [...postgres].filter((id) => !portal.has(id));
    const whyOnlyPortal = async (id: number): Promise<[Reason, string]> => {
      if (postgresUnlimited.has(id))
        return ['limit', 'PostgreSQL finds the words, its limit leaves the record out'];
      const forms = await postgresForms(client, q, id);
      if (forms.length > 0) return ['word forms', `forms in its text: ${forms.join(', ')}`];
      return ['field', `words in the portal's ${portalColumns(engine, q, id).join(', ')} only`];
    };
    const whyOnlyPostgres = async (id: number): Promise<[Reason, string]> => {
      if (portalUnlimited.has(id))
        return ['limit', 'the portal finds the words, its limit leaves the record out'];
      const forms = await postgresForms(client, q, id);
      if (forms.length > 0 && !forms.some((f) => q.words.includes(f)))
        return ['word forms', `forms PostgreSQL read as the word: ${forms.join(', ')}`];
      return ['field', 'words only in the comparison'];
    };
    const tally = async (
      ids: number[],
      counts: Record<Reason, number>,
      side: string,
      why: (id: number) => Promise<[Reason, string]>,
    ) => {
      for (const id of ids.slice(0, SAMPLE)) {
        const [reason, evidence] = await why(id);
        counts[reason] += 1;
        if (difference.examples.length < 6)
          difference.examples.push(`only ${side}: ${id} (${reason}: ${evidence})`);
      }
    };
    await tally(onlyPortal, difference.onlyPortal, 'the portal', whyOnlyPortal);
    await tally(onlyPostgres, difference.onlyPostgres, 'PostgreSQL', whyOnlyPostgres);
    // Shares from the sample, scaled to every differing record.
    const scale = (counts: Record<Reason, number>, all: number) => {
      const seen = counts.limit + counts.field + counts['word forms'];
      if (seen === 0) return;
      for (const reason of Object.keys(counts) as Reason[])
        counts[reason] = Math.round((counts[reason] * all) / seen);
    };
    scale(difference.onlyPortal, onlyPortal.length);
    scale(difference.onlyPostgres, onlyPostgres.length);
    differences.push(difference);
  }
  return differences;
}

export function formatTotals(differences: readonly Difference[]): string {
  const cell = (counts: Record<Reason, number>) =>
    (Object.entries(counts) as [Reason, number][])
      .filter(([, n]) => n > 0)
      .map(([reason, n]) => `${reason} ${n}`)
      .join(', ') || '–';
  const rows = differences.map((d) => [
    `${d.query.category}: ${keywordOf(d.query)}${d.query.format ? ` l-format=${d.query.format}` : ''}${d.query.decade ? ` l-decade=${d.query.decade}` : ''}${d.query.dateRange ? ` ${d.query.dateRange.from}–${d.query.dateRange.to}` : ''}`,
    String(d.portal),
    String(d.postgres),
    cell(d.onlyPortal),
    cell(d.onlyPostgres),
  ]);
  return [
    `Totals that differ from PostgreSQL's count (${differences.length} queries), the records only one side finds by reason (from a sample of ${SAMPLE} a side, scaled):`,
    table(null, ['query', 'portal', 'PostgreSQL', 'only the portal', 'only PostgreSQL'], rows, [
      'l',
      'r',
      'r',
      'l',
      'l',
    ]),
    '',
    'Examples:',
    ...differences.flatMap((d) => [
      `${d.query.category}: ${keywordOf(d.query)}`,
      ...d.examples.map((e) => `  ${e}`),
    ]),
  ].join('\n');
}
