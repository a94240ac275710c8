import {
  type RawQuery,
  type SearchCriteria,
  criteriaProblemsMessage,
  hasSearchTerms,
  parseSearchCriteria,
} from '@trove/contracts';
import { HttpError } from './errors.ts';

/**
 * The search criteria of a query string, or a 400 naming each parameter in error. A search needs
 * something to look for; the explore view may ask for a whole collection (`requireTerms: false`).
 */
export function criteriaOf(query: RawQuery, { requireTerms }: { requireTerms: boolean }): SearchCriteria {
  const { criteria, problems } = parseSearchCriteria(query);
  if (problems.length > 0)
    throw new HttpError(
      400,
      'validation',
      criteriaProblemsMessage(problems),
      problems.map((p) => ({ path: [p.param], message: p.message })),
    );
  if (requireTerms && !hasSearchTerms(criteria))
    throw new HttpError(400, 'validation', 'A keyword is required: say what to search for.', [
      { path: ['keyword'], message: 'A keyword is required' },
    ]);
  return criteria;
}
