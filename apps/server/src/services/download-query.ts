import type { RawQuery, SearchCriteria } from '@trove/contracts';
import { criteriaOf } from '../http/search-criteria.ts';

/** The search of a results page's query string (what the Download dialog sends as `query`). */
export function criteriaOfQueryString(query: string): SearchCriteria {
  const raw: RawQuery = {};
  for (const [key, value] of new URLSearchParams(query.replace(/^\?/, ''))) {
    const seen = raw[key];
    raw[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return criteriaOf(raw, { requireTerms: false });
}
