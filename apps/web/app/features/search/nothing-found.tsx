import { MESSAGES, type SpellingSuggestion } from '@trove/contracts';
import { Link, useLocation } from 'react-router';
import { Notice } from '../../components/notice.tsx';
import { DidYouMean } from '../../components/results/search-help.tsx';
import { hasDateLimit, withoutDateLimitHref } from '../../components/results/search-help-links.ts';
import helpStyles from '../../components/results/search-help.module.css';
import { clearLimitsHref, type SearchParams } from '../../lib/search-params.ts';

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const OPERATOR = /^(AND|OR|NOT)$/;
const DATE_LIMITS = new Set(['l-decade', 'l-year']);

/**
 * A search of every collection that found nothing anywhere (issue 14 §2, ADR 034), said once for
 * the page instead of in every panel: the spec's no-results headline, 'Did you mean …' when a
 * spelling finds more, and only the advice that applies to this search, the date limit with a
 * link that removes it.
 */
export function NothingFound({
  params,
  suggestion,
}: {
  params: SearchParams;
  suggestion: SpellingSuggestion | undefined;
}) {
  const { pathname, search } = useLocation();
  const current = new URLSearchParams(search);
  const words = (params.keyword.match(WORD) ?? []).filter((w) => !OPERATOR.test(w));
  const quoted = params.keyword.includes('"');
  const filters = params.criteria.limits.some((l) => !DATE_LIMITS.has(l.key));
  return (
    <section aria-labelledby="nothing-found-heading">
      <h2 id="nothing-found-heading" className="visually-hidden">
        No results in any collection
      </h2>
      <Notice tone="info" heading={MESSAGES.noResultsHeadline}>
        <p>
          No collection has anything matching{' '}
          {params.keyword ? <strong>{params.keyword}</strong> : 'your search'}.
        </p>
        {suggestion ? <DidYouMean suggestion={suggestion} /> : null}
        <p>You could try:</p>
        <ul className={helpStyles.advice}>
          <li>{suggestion ? 'the spelling above, or another spelling' : 'another spelling'}</li>
          {words.length > 1 ? <li>fewer words</li> : null}
          {quoted ? <li>removing the quotes around phrases</li> : null}
          {hasDateLimit(search) ? (
            <li>
              <Link to={withoutDateLimitHref(pathname, search)} rel="nofollow">
                searching without the date limit
              </Link>
            </li>
          ) : null}
          {filters ? (
            <li>
              <Link to={clearLimitsHref(null, current)} rel="nofollow">
                searching without the filters
              </Link>
            </li>
          ) : null}
        </ul>
      </Notice>
    </section>
  );
}
