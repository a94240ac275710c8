import { LIMITS } from '../limits.ts';
import {
  type CriteriaProblem,
  type RawQuery,
  type SearchCriteria,
  USER_TAG_LIMIT,
  criteriaToParams,
  parseSearchCriteria,
} from '../search/criteria.ts';
import type { FacetCode } from '../search/facets.ts';
import { portalDatesToV3, v3DatesToPortal } from './dates.ts';
import {
  V3_ART_TYPE_LIMIT,
  V3_DEFAULT_N,
  V3_FACET_NAME,
  V3_MONTH_LIMIT,
  V3_SORTS,
  V3_UNHELD_LIMITS,
  v3CategoryByCode,
  v3CategoryOfPortal,
  v3LimitNamed,
  v3LimitOfPortal,
} from './vocabulary.ts';

/**
 * The translation between a v3 search (GET /v3/result) and the portal's own search criteria
 * (search/criteria.ts, the web's addresses), in both directions and without side effects: the
 * server answers /v3/result with it, and 'Show the API call' turns a results page's address into
 * its /v3/result address and back (ADR 051).
 *
 * v3's words travel as v3 writes them (q with its date forms and `fulltext:`, l-* limits under v3's
 * names and values, sortby, n, s). What the portal can ask and v3 cannot (fielded text in other
 * modes, identifiers, the advanced forms' date and people ranges, its own limits and their `.mod`)
 * travels under the portal's own parameter names, which /v3/result also reads: a web search and
 * its API call find the same records in the same order.
 */

/** Parameters of a v3 address that shape the answer, not the search. */
const PRESENTATION = ['category', 'encoding', 'reclevel', 'include', 'facet', 'bulkHarvest', 'key'];
/** Portal parameters that are paging and display, which v3 says its own way (n, s, sortby). */
const PORTAL_PAGING = ['keyword', 'startPos', 'pageSize', 'sortBy', 'pageTotals', 'explain'];

const FIELD_TO_PORTAL: [RegExp, string][] = [[/(^|[\s(+-])fulltext:/gi, '$1text:']];
const FIELD_TO_V3: [RegExp, string][] = [[/(^|[\s(+-])text:/gi, '$1fulltext:']];

/** A v3 `q` in the portal's query language. */
export function v3QueryToKeyword(q: string): string {
  return FIELD_TO_PORTAL.reduce((text, [from, to]) => text.replace(from, to), v3DatesToPortal(q));
}
/** A portal keyword as a v3 `q`. */
export function keywordToV3Query(keyword: string): string {
  return FIELD_TO_V3.reduce((text, [from, to]) => text.replace(from, to), portalDatesToV3(keyword));
}

const entriesOf = (raw: RawQuery): [string, string][] =>
  Object.entries(raw).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(
      (v) => [key, v] as [string, string],
    ),
  );

const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A v3 search's parameters as the portal's search parameters (the web's address, less its
 * collection): limits renamed, q's dates and fields rewritten, a month limit made a date range.
 * Values a limit cannot hold are problems naming the limit.
 */
export function v3ParamsToPortal(raw: RawQuery): { params: URLSearchParams; problems: CriteriaProblem[] } {
  const params = new URLSearchParams();
  const problems: CriteriaProblem[] = [];
  const entries = entriesOf(raw);
  const q =
    entries
      .find(([k]) => k === 'q')?.[1]
      ?.replaceAll('\u0000', ' ')
      .trim() ?? '';
  if (q !== '' && q !== '*' && q !== '*:*') params.set('keyword', v3QueryToKeyword(q));
  const years: string[] = [];
  const months: string[] = [];
  for (const [key, value] of entries) {
    if (key === 'q' || PRESENTATION.some((p) => p.toLowerCase() === key.toLowerCase())) continue;
    const lower = key.toLowerCase();
    if (lower === 'sortby') params.set('sortBy', V3_SORTS[value.toLowerCase()] ?? value);
    else if (key === 'n') {
      if (value !== '0' && value !== String(LIMITS.defaultPageSize)) params.set('pageSize', value);
    } else if (key === 's') {
      if (/^\d+$/.test(value) && value !== '0') params.set('startPos', value);
    } else if (lower === V3_MONTH_LIMIT.toLowerCase()) months.push(...value.split(','));
    else if (lower === V3_ART_TYPE_LIMIT.toLowerCase()) {
      // Every newspaper title here is a newspaper or a gazette (the server limits to one kind's
      // titles, result.service.ts); other article types hold nothing.
      for (const one of value.split(','))
        if (!/^(newspapers?|gazettes?)$/i.test(one.trim()))
          problems.push({ param: key, message: `${key}=${one} holds nothing in this collection.` });
    } else if (V3_UNHELD_LIMITS.some((l) => l.toLowerCase() === lower))
      problems.push({ param: key, message: `${key} is not held for this collection's records.` });
    else if (key.startsWith('l-') && !key.endsWith('.mod') && v3LimitNamed(key)) {
      const [, limit] = v3LimitNamed(key)!;
      for (const one of value.split(',')) {
        const term = limit.values.toPortal(one.trim());
        if (term === null) problems.push({ param: key, message: `${one} is not a value of ${key}.` });
        else if (one.trim() !== '') {
          params.append(limit.portal, term);
          if (limit.portal === 'l-year') years.push(term);
        }
      }
    } else params.append(key, value);
  }
  if (months.length > 0) {
    const [year] = years;
    const month = Number(months[0]);
    if (years.length !== 1 || months.length !== 1 || !year || !(month >= 1 && month <= 12))
      problems.push({
        param: V3_MONTH_LIMIT,
        message: 'l-month needs one l-year and one month from 01 to 12.',
      });
    else {
      const mm = String(month).padStart(2, '0');
      params.set('date.from', `${year}-${mm}-01`);
      params.set('date.to', `${year}-${mm}-${lastDay(Number(year), month)}`);
    }
  }
  return { params, problems };
}

/** A v3 search as the portal's criteria, with the problems of either vocabulary. */
export function v3ToCriteria(raw: RawQuery): { criteria: SearchCriteria; problems: CriteriaProblem[] } {
  const { params, problems } = v3ParamsToPortal(raw);
  const n = entriesOf(raw).find(([k]) => k === 'n')?.[1];
  const parsed = parseSearchCriteria(
    Object.fromEntries([...new Set(params.keys())].map((k) => [k, params.getAll(k)])),
  );
  const pageSize =
    n !== undefined && /^\d+$/.test(n) && Number(n) >= 1 ? Math.min(Number(n), 100) : V3_DEFAULT_N;
  return {
    criteria: { ...parsed.criteria, pageSize, startPos: 0, pageTotals: false, explain: false },
    problems: [...problems, ...parsed.problems],
  };
}

/**
 * The /v3/result parameters that find what a web search finds: its collection (portal url key)
 * and its criteria, in a stable order.
 */
export function criteriaToV3Params(category: string, criteria: SearchCriteria): URLSearchParams {
  const portal = criteriaToParams(criteria);
  const v3 = new URLSearchParams();
  const keyword = criteria.text.find((t) => t.field === 'keyword' && t.mode === 'all')?.value;
  if (keyword) v3.set('q', keywordToV3Query(keyword));
  v3.set('category', v3CategoryOfPortal(category)?.code ?? category);
  v3.set('encoding', 'json');
  for (const [key, value] of portal) {
    if (PORTAL_PAGING.includes(key)) continue;
    const named = key.startsWith('l-') ? v3LimitOfPortal(key) : undefined;
    if (named) v3.append(named[0], named[1].values.toV3(value));
    else v3.append(key, value);
  }
  if (criteria.sortBy !== 'relevance')
    v3.set('sortby', Object.entries(V3_SORTS).find(([, s]) => s === criteria.sortBy)?.[0] ?? 'relevance');
  if (criteria.pageSize !== V3_DEFAULT_N) v3.set('n', String(criteria.pageSize));
  if (criteria.startPos > 0) v3.set('s', String(criteria.startPos));
  return v3;
}

/** A /v3/result address's search as a web search: the portal collection and its address's parameters. */
export function v3ParamsToWebSearch(raw: RawQuery): {
  category: string | null;
  params: URLSearchParams;
  problems: CriteriaProblem[];
} {
  const code =
    entriesOf(raw)
      .find(([k]) => k.toLowerCase() === 'category')?.[1]
      ?.split(',')[0] ?? '';
  const { criteria, problems } = v3ToCriteria(raw);
  const n = entriesOf(raw).find(([k]) => k === 'n')?.[1];
  const s = entriesOf(raw).find(([k]) => k === 's')?.[1];
  const withPaging: SearchCriteria = {
    ...criteria,
    pageSize:
      n !== undefined && /^\d+$/.test(n) && Number(n) >= 1 ? criteria.pageSize : LIMITS.defaultPageSize,
    startPos: s !== undefined && /^\d+$/.test(s) ? Number(s) : 0,
  };
  return {
    category: v3CategoryByCode(code)?.portal ?? (code === 'all' ? '-1' : null),
    params: criteriaToParams(withPaging),
    problems,
  };
}

/**
 * A results page's 'Show the API call' (issue 18 §3): the /v3/result parameters that return the
 * page's records in the page's order, with the facets the page shows (by their v3 names). Null for
 * a collection the API does not have (archived websites, as in Trove), and for a search of the
 * reader's own tags, which the API does not search (ADR 051).
 */
export function apiCallOf(
  category: string,
  criteria: SearchCriteria,
  facets: readonly FacetCode[] = [],
): URLSearchParams | null {
  if (!v3CategoryOfPortal(category) || criteria.limits.some((l) => l.key === USER_TAG_LIMIT)) return null;
  const v3 = criteriaToV3Params(category, criteria);
  for (const code of facets) {
    const name = V3_FACET_NAME[code];
    if (name && !v3.getAll('facet').includes(name)) v3.append('facet', name);
  }
  return v3;
}
