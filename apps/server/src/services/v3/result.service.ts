import {
  FACETS,
  type Facet,
  type FacetTerm,
  type LimitCriterion,
  type RawQuery,
  USER_TAG_LIMIT,
  V3_ART_TYPE_LIMIT,
  V3_FACET_NAME,
  type V3Category,
  type V3ResultQuery,
  parseV3ResultQuery,
  v3ToCriteria,
} from '@trove/contracts';
import { QueryProblem, type SearchPage, type SearchRequest } from '@trove/search';
import { invalid, unavailable } from '../../domain/errors.ts';
import { MAX_RECORDS } from '../search.service.ts';
import { RECORDS_OF, type RecordOptions, type V3Deps } from './records.service.ts';
import type { V3Object } from './v3-value.ts';

/**
 * GET /v3/result (ADR 051): a v3 search translated once into the portal's criteria (contracts
 * v3/translate.ts), run per category by the search engine, answered in v3's shape. Paging is an
 * offset (`s` a number) in relevance or date order; with bulkHarvest it is a keyset on the index
 * row id (`s` = 'h' + row id), so a harvest gets every record once even while records are added.
 */

const HARVEST_CURSOR = /^h(\d{1,15})$/;
const OFFSET_CURSOR = /^\d{1,9}$/;

interface Cursor {
  offset: number;
  harvestAfter?: number;
}

function cursorOf(query: V3ResultQuery): Cursor {
  if (query.s === '*') return query.bulkHarvest ? { offset: 0, harvestAfter: 0 } : { offset: 0 };
  const harvest = HARVEST_CURSOR.exec(query.s);
  if (harvest && query.bulkHarvest) return { offset: 0, harvestAfter: Number(harvest[1]) };
  if (OFFSET_CURSOR.test(query.s) && !query.bulkHarvest) {
    const offset = Number(query.s);
    if (offset >= MAX_RECORDS)
      throw invalid(
        `Invalid value for s: ${query.s}. Results past ${MAX_RECORDS} are reached with bulkHarvest=true`,
        { code: 'validation' },
      );
    return { offset };
  }
  throw invalid(`Invalid value for s: ${query.s}. Use * or the nextStart of the previous response`, {
    code: 'validation',
  });
}

/** v3's relevance words for a record's place among the matches. */
function relevanceOf(position: number, total: number): V3Object {
  const share = total <= 1 ? 0 : position / total;
  const value =
    share < 0.1
      ? 'very relevant'
      : share < 0.4
        ? 'relevant'
        : share < 0.8
          ? 'may have relevance'
          : 'limited relevance';
  return { score: String(Math.max(total - position, 1)), value };
}

function termsOf(terms: readonly FacetTerm[]): V3Object[] {
  return terms.map((t) => ({
    search: t.term,
    display: t.displayTerm,
    count: String(t.count),
    ...(t.subTerms.length > 0 ? { term: termsOf(t.subTerms) } : {}),
  }));
}

/** Facets as v3 nests them: `facets.facet[].term[]`, a decade's years inside it. */
function facetsOf(facets: readonly Facet[]): V3Object {
  return {
    facet: facets.map((f) => ({
      name: V3_FACET_NAME[f.code] ?? f.code,
      displayname: FACETS[f.code].displayName,
      term: termsOf(f.terms),
    })),
  };
}

async function searchCategory(
  deps: V3Deps,
  query: V3ResultQuery,
  request: Omit<SearchRequest, 'categories'>,
  category: V3Category,
  options: RecordOptions,
): Promise<V3Object> {
  const engine = deps.search.current;
  if (!engine?.status().ready)
    throw unavailable('Search is starting up: the index is being built. Try again shortly.');
  let page: SearchPage;
  try {
    page = await engine.search({ ...request, categories: [category.portal] });
  } catch (error) {
    if (error instanceof QueryProblem) throw invalid(error.message, { code: 'invalid_query' });
    throw error;
  }
  const ids = page.works.map((w) => w.id);
  const records = await RECORDS_OF[category.records](deps, ids, options);
  const snippets = new Map(
    page.works.map((w) => [
      String(w.id),
      w.snippets[0]
        ?.map((p) => (p.match ? `<strong>${escapeHtml(p.text)}</strong>` : escapeHtml(p.text)))
        .join(''),
    ]),
  );
  const shown = records.map((record, i) => {
    const extra: V3Object = {};
    if (!query.bulkHarvest && query.sortBy === 'relevance')
      extra.relevance = relevanceOf(request.startPos + i, page.total);
    const snippet = snippets.get(String(record.id));
    if (snippet) extra.snippet = snippet;
    return { ...record, ...extra };
  });
  const next =
    request.harvestAfter !== undefined
      ? page.lastRowid === undefined
        ? undefined
        : `h${page.lastRowid}`
      : request.startPos + page.works.length < page.total && page.works.length > 0
        ? String(request.startPos + page.works.length)
        : undefined;
  return {
    code: category.code,
    name: category.name,
    records: {
      s: query.s,
      n: String(records.length),
      total: page.total,
      ...(next === undefined ? {} : { nextStart: next }),
      // v3 leaves out the list of a page with no records (n=0, or past the end).
      ...(shown.length > 0 ? { [category.records]: shown } : {}),
    },
    ...(query.facets.length > 0 ? { facets: facetsOf(page.facets) } : {}),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * v3's `l-artType` (newspaper, gazette) as a limit to the titles of that kind: every title here is
 * one or the other, so asking for both (or for neither) limits nothing. It narrows only the
 * articles' category, as in v3.
 */
async function artTypeLimit(deps: V3Deps, raw: RawQuery): Promise<LimitCriterion | null> {
  const kinds = new Set(
    Object.entries(raw)
      .filter(([key]) => key.toLowerCase() === V3_ART_TYPE_LIMIT.toLowerCase())
      .flatMap(([, value]) => (Array.isArray(value) ? value : value === undefined ? [] : [value]))
      .flatMap((value) => value.split(','))
      .map((value) => value.trim().toLowerCase().replace(/s$/, ''))
      .filter((kind) => kind === 'newspaper' || kind === 'gazette'),
  );
  const [kind] = kinds;
  if (kinds.size !== 1 || !kind) return null;
  const titles = await deps.store.v3.v3NewspaperTitles(kind as 'newspaper' | 'gazette', []);
  // No title of that kind: a title id no record has, so the limit finds nothing.
  const values = titles.length > 0 ? titles.map((t) => String(t.id)) : ['0'];
  return { key: FACETS.title.limit, values, mod: 'any' };
}

export async function v3Result(
  deps: V3Deps,
  raw: RawQuery,
  urls: { apiUrl: string; siteUrl: string },
): Promise<V3Object> {
  const { query, problems } = parseV3ResultQuery(raw);
  const translated = v3ToCriteria(raw);
  const first = problems[0] ?? translated.problems[0];
  if (first)
    throw invalid(first.message, { code: 'validation', details: [...problems, ...translated.problems] });
  const { criteria } = translated;
  if (criteria.limits.some((l) => l.key === USER_TAG_LIMIT))
    throw invalid(`Invalid limit: ${USER_TAG_LIMIT}. A reader's own tags are searched on the site`, {
      code: 'validation',
    });
  const long = criteria.text.find((t) => t.value.length > 1_000);
  if (long) throw invalid('The query is too long (at most 1000 characters)', { code: 'validation' });
  const cursor = cursorOf(query);
  const request: Omit<SearchRequest, 'categories'> = {
    terms: { text: criteria.text, values: criteria.values, ranges: criteria.ranges, limits: criteria.limits },
    startPos: cursor.offset,
    pageSize: query.n,
    sortBy: query.sortBy,
    facets: query.facets,
    ...(cursor.harvestAfter === undefined ? {} : { harvestAfter: cursor.harvestAfter }),
  };
  const options: RecordOptions = { ...urls, reclevel: query.reclevel, include: query.include };
  const category: V3Object[] = [];
  const artType = await artTypeLimit(deps, raw);
  // One category at a time: each search may take a worker of its own, and a page of records its queries.
  for (const c of query.categories) {
    const limited =
      artType && c.records === 'article'
        ? { ...request, terms: { ...request.terms, limits: [...request.terms.limits, artType] } }
        : request;
    category.push(await searchCategory(deps, query, limited, c, options));
  }
  return { query: query.q ?? '', category };
}
