import { type SearchCriteria, rawQueryOf } from '@trove/contracts';
import { criteriaOf } from './search-criteria.ts';

/** The search of a results page's query string (what the Download dialog sends as `query`). */
export function criteriaOfQueryString(query: string): SearchCriteria {
  const raw = rawQueryOf(new URLSearchParams(query.replace(/^\?/, '')));
  return criteriaOf(raw, { requireTerms: false });
}
