import type pg from 'pg';
import { type BenchQuery, keywordOf } from './queries.ts';
import { benchMark, setBenchMark } from './postgres.ts';

/**
 * The comparison a team would otherwise pick, over the same records in the PostgreSQL store:
 * full text with a tsvector column and a GIN index (ts_rank ordering, count(*) for the total,
 * ts_headline snippets for the page), and facets counted with GROUP BY over the match set.
 *
 * bench.fts_doc is built from the store's own tables (work, article + newspaper_title, person +
 * biography; migrations in packages/db). It also carries every facet value denormalised on the
 * row, so the GROUP BY needs no joins: the most favourable layout for PostgreSQL.
 */

const BUILD_MARK = 'fts_doc.v2';

const BUILD = [
  'DROP TABLE IF EXISTS bench.fts_doc',
  `CREATE TABLE bench.fts_doc (
     kind text NOT NULL, id integer NOT NULL, category text NOT NULL, title text NOT NULL, body text NOT NULL,
     format text, year integer, decade integer, sort_key integer, subjects text[], languages text[],
     state text, title_id integer, article_category text, illustrated integer, word_bucket text,
     entity_type text, occupations text[], doc tsvector NOT NULL)`,
  // Works: title (A), creators (B), subjects (C), summary and the versions' imprints, series,
  // notes and contents (D): the text the portal searches as a work's description (work-description.ts).
  `INSERT INTO bench.fts_doc (kind, id, category, title, body, format, year, decade, sort_key, subjects, languages, doc)
   SELECT 'work', w.id, w.category, w.title, coalesce(w.summary, ''), w.primary_format, w.year_start,
          w.year_start / 10, w.year_start * 10000,
          ARRAY(SELECT jsonb_array_elements_text(w.subjects::jsonb)),
          ARRAY(SELECT jsonb_array_elements_text(w.languages::jsonb)),
          setweight(to_tsvector('english', w.title), 'A')
          || setweight(to_tsvector('english', (SELECT coalesce(string_agg(c, ' '), '') FROM jsonb_array_elements_text(w.creators::jsonb) c)), 'B')
          || setweight(to_tsvector('english', (SELECT coalesce(string_agg(s, ' '), '') FROM jsonb_array_elements_text(w.subjects::jsonb) s)), 'C')
          || setweight(to_tsvector('english', coalesce(w.summary, '') || ' ' || (
               SELECT coalesce(string_agg(concat_ws(' ', v.place, v.publisher,
                        d->>'series', d->>'isPartOf', d->>'notes', d->>'thesis', d->>'contents',
                        d->>'publishedInOriginalScript', d->>'seriesInOriginalScript'), ' '), '')
               FROM version v, LATERAL (SELECT v.details::jsonb AS d) x WHERE v.work_id = w.id)), 'D')
   FROM work w WHERE w.deleted_at IS NULL`,
  // Articles: heading (A), newspaper title (C), OCR text without tags (D).
  `INSERT INTO bench.fts_doc (kind, id, category, title, body, year, decade, sort_key, state, title_id,
                              article_category, illustrated, word_bucket, doc)
   SELECT 'article', a.id, 'newspapers', a.heading, a.body, a.year, a.year / 10, a.sort_key, a.state, a.title_id,
          a.category, a.illustrated, a.word_bucket,
          setweight(to_tsvector('english', a.heading), 'A')
          || setweight(to_tsvector('english', coalesce(a.title_name, '')), 'C')
          || setweight(to_tsvector('english', a.body), 'D')
   FROM (SELECT x.id, x.heading, x.category, x.illustrated, x.title_id, t.name AS title_name, t.state,
                regexp_replace(coalesce(x.text, ''), '<[^>]+>', ' ', 'g') AS body,
                CASE WHEN x.date ~ '^\\d{4}' THEN substr(x.date, 1, 4)::int END AS year,
                CASE WHEN x.date ~ '^\\d{4}-\\d{2}-\\d{2}$' THEN replace(x.date, '-', '')::int
                     WHEN x.date ~ '^\\d{4}' THEN substr(x.date, 1, 4)::int * 10000 END AS sort_key,
                CASE WHEN x.word_count <= 99 THEN '0' WHEN x.word_count <= 1000 THEN '1' ELSE '3' END AS word_bucket
         FROM article x LEFT JOIN newspaper_title t ON t.id = x.title_id) a`,
  // People: names (A), alternative names (B), occupations (C), biographies (D).
  `INSERT INTO bench.fts_doc (kind, id, category, title, body, entity_type, occupations, doc)
   SELECT 'person', p.id, 'people', p.display_name, coalesce(b.bios, ''), p.entity_type,
          ARRAY(SELECT jsonb_array_elements_text(p.occupations::jsonb)),
          setweight(to_tsvector('english', p.display_name || ' ' || p.primary_name), 'A')
          || setweight(to_tsvector('english', (SELECT coalesce(string_agg(n, ' '), '') FROM jsonb_array_elements_text(p.alternative_names::jsonb) n)), 'B')
          || setweight(to_tsvector('english', (SELECT coalesce(string_agg(o, ' '), '') FROM jsonb_array_elements_text(p.occupations::jsonb) o)), 'C')
          || setweight(to_tsvector('english', coalesce(b.bios, '')), 'D')
   FROM person p LEFT JOIN LATERAL (SELECT string_agg(text, ' ') AS bios FROM biography WHERE person_id = p.id) b ON true
   WHERE p.deleted_at IS NULL`,
  'CREATE INDEX fts_doc_doc_gin ON bench.fts_doc USING gin (doc)',
  'CREATE INDEX fts_doc_category_ix ON bench.fts_doc (category)',
  'ANALYZE bench.fts_doc',
];

/** Builds bench.fts_doc unless this version of it is already there; returns the build seconds or null. */
export async function ensureFullTextTable(
  client: pg.Client,
  log: (line: string) => void,
): Promise<number | null> {
  if ((await benchMark(client, BUILD_MARK)) !== null) {
    log('postgres full text: reusing bench.fts_doc');
    return null;
  }
  log('postgres full text: building bench.fts_doc (tsvector + GIN) from the store…');
  const started = performance.now();
  await client.query("SET maintenance_work_mem = '512MB'");
  for (const statement of BUILD) await client.query(statement);
  await setBenchMark(client, BUILD_MARK, new Date().toISOString());
  const seconds = (performance.now() - started) / 1000;
  log(`postgres full text: built in ${seconds.toFixed(1)} s`);
  return seconds;
}

/** The match of a query as SQL: a tsquery CTE `q` and a WHERE clause over `d` (bench.fts_doc). */
export function matchOf(q: BenchQuery): { cte: string; where: string; params: unknown[] } {
  const params: unknown[] = [q.category];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  let tsquery: string;
  if (q.field) {
    // title: and creator: look only at the lexemes of that weight (A titles, B creators).
    const weight = q.field === 'title' ? 'A' : 'B';
    tsquery = `to_tsquery('english', ${p(q.words.map((w) => `${w}:${weight}`).join(' & '))})`;
  } else if (q.phrase) {
    tsquery = `phraseto_tsquery('english', ${p(q.words.join(' '))})`;
  } else {
    tsquery = `plainto_tsquery('english', ${p(q.words.join(' '))})`;
  }
  const where = ['d.category = $1', 'd.doc @@ q.q'];
  if (q.format) {
    const f = p(q.format);
    where.push(`(d.format = ${f} OR d.format LIKE ${f} || '/%')`);
  }
  if (q.decade) where.push(`d.decade = ${p(Number(q.decade))}`);
  if (q.dateRange)
    where.push(`d.sort_key BETWEEN ${p(q.dateRange.from * 10000)} AND ${p(q.dateRange.to * 10000 + 1231)}`);
  return { cte: `q AS (SELECT ${tsquery} AS q)`, where: where.join(' AND '), params };
}

function pageSql(q: BenchQuery) {
  const m = matchOf(q);
  const order = q.sort === 'dateDesc' ? 'sort_key DESC NULLS LAST, id' : 'rank DESC, id';
  return {
    text: `WITH ${m.cte},
      page AS (SELECT d.id, d.title, d.body, d.sort_key, ts_rank(d.doc, q.q) AS rank
               FROM bench.fts_doc d, q WHERE ${m.where} ORDER BY ${order} LIMIT 20)
      SELECT page.id, page.title,
             ts_headline('english', page.body, q.q, 'MaxFragments=2, MaxWords=25, MinWords=8') AS snippet
      FROM page, q ORDER BY ${order}`,
    values: m.params,
  };
}

function countSql(q: BenchQuery) {
  const m = matchOf(q);
  return {
    text: `WITH ${m.cte} SELECT count(*)::int AS total FROM bench.fts_doc d, q WHERE ${m.where}`,
    values: m.params,
  };
}

/** Every facet of the collection over the match set, read once (MATERIALIZED) and grouped per facet. */
function facetsSql(q: BenchQuery) {
  const m = matchOf(q);
  const top = (facet: string, from: string, term: string) =>
    `(SELECT '${facet}' AS facet, ${term} AS term, count(*)::int AS n FROM ${from} GROUP BY 2 ORDER BY 3 DESC LIMIT 50)`;
  let columns: string;
  let groups: string[];
  if (q.category === 'newspapers') {
    columns = 'd.decade, d.year, d.state, d.title_id, d.article_category, d.illustrated, d.word_bucket';
    groups = [
      `(SELECT 'decade' AS facet, decade || ':' || year AS term, count(*)::int AS n FROM m GROUP BY decade, year)`,
      top('state', 'm', 'state'),
      top('title', 'm', 'title_id::text'),
      top('category', 'm', 'article_category'),
      top('illustrated', 'm', 'illustrated::text'),
      top('wordCount', 'm', 'word_bucket'),
    ];
  } else if (q.category === 'people') {
    columns = 'd.entity_type, d.occupations';
    groups = [top('type', 'm', 'entity_type'), top('occupation', 'm, unnest(m.occupations) o', 'o')];
  } else {
    columns = 'd.format, d.decade, d.year, d.subjects, d.languages';
    groups = [
      top('format', 'm', 'format'),
      `(SELECT 'decade' AS facet, decade || ':' || year AS term, count(*)::int AS n FROM m GROUP BY decade, year)`,
      top('subject', 'm, unnest(m.subjects) s', 's'),
      top('language', 'm, unnest(m.languages) l', 'l'),
    ];
  }
  return {
    text: `WITH ${m.cte}, m AS MATERIALIZED (SELECT ${columns} FROM bench.fts_doc d, q WHERE ${m.where})
      ${groups.join('\nUNION ALL ')}`,
    values: m.params,
  };
}

export interface FullTextSample {
  id: string;
  cls: BenchQuery['cls'];
  keyword: string;
  pageMs: number;
  countMs: number;
  facetsMs: number;
  /** page + count: the results page with its total and snippets, without facets. */
  fullTextMs: number;
  totalMs: number;
  total: number;
  rows: number;
  error: string | null;
}

async function timed<T extends pg.QueryResultRow>(
  client: pg.Client,
  query: { text: string; values: unknown[] },
): Promise<[number, pg.QueryResult<T>]> {
  const started = performance.now();
  const result = await client.query<T>(query);
  return [performance.now() - started, result];
}

/** Runs page, count and facets of one query, each timed on its own. */
export async function timeFullText(client: pg.Client, q: BenchQuery): Promise<FullTextSample> {
  const base = { id: q.id, cls: q.cls, keyword: keywordOf(q) };
  try {
    const [pageMs, page] = await timed(client, pageSql(q));
    const [countMs, count] = await timed<{ total: number }>(client, countSql(q));
    const [facetsMs] = await timed(client, facetsSql(q));
    return {
      ...base,
      pageMs,
      countMs,
      facetsMs,
      fullTextMs: pageMs + countMs,
      totalMs: pageMs + countMs + facetsMs,
      total: count.rows[0]?.total ?? 0,
      rows: page.rowCount ?? 0,
      error: null,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      ...base,
      pageMs: 0,
      countMs: 0,
      facetsMs: 0,
      fullTextMs: 0,
      totalMs: 0,
      total: 0,
      rows: 0,
      error: message,
    };
  }
}

/** Warms the GIN index and the table, then runs the measured mix (the repeated class twice). */
export async function runFullText(
  client: pg.Client,
  warmup: readonly BenchQuery[],
  queries: readonly BenchQuery[],
): Promise<FullTextSample[]> {
  await client.query("SET statement_timeout = '300s'");
  for (const q of warmup) await timeFullText(client, q);
  const samples: FullTextSample[] = [];
  for (const q of queries) {
    if (q.cls === 'repeated') await timeFullText(client, q);
    samples.push(await timeFullText(client, q));
  }
  return samples;
}
