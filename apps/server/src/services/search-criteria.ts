import {
  type RawQuery,
  type SearchCriteria,
  criteriaProblemsMessage,
  hasSearchTerms,
  parseSearchCriteria,
} from '@trove/contracts';
import { invalid } from '../domain/errors.ts';

/**
 * The search criteria of a query, or a validation failure naming each parameter in error. A search
 * needs something to look for; the explore view may ask for a whole collection (`requireTerms: false`).
 */
export function criteriaOf(query: RawQuery, { requireTerms }: { requireTerms: boolean }): SearchCriteria {
  const { criteria, problems } = parseSearchCriteria(query);
  if (problems.length > 0)
    throw invalid(criteriaProblemsMessage(problems), {
      code: 'validation',
      details: problems.map((p) => ({ path: [p.param], message: p.message })),
    });
  if (requireTerms && !hasSearchTerms(criteria))
    throw invalid('A keyword is required: say what to search for.', {
      code: 'validation',
      details: [{ path: ['keyword'], message: 'A keyword is required' }],
    });
  return criteria;
}
