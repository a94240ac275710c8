import {
  type PartialMatch,
  partialMatchMessage,
  type QueryProblemNotice,
  type SpellingSuggestion,
} from '@trove/contracts';
import { Link, useLocation } from 'react-router';
import { Notice } from '../notice.tsx';
import { suggestionHref } from './search-help-links.ts';
import styles from './search-help.module.css';

/*
 * Help a results page gives when a search fails or disappoints (issue 14 §2, ADR 034), from the
 * search answer: what was wrong with a query that could not be read, 'Did you mean …', and the
 * label of results that hold most but not all of the words.
 */

/** 'Did you mean robert menzies?', the corrected words in bold, linking to the corrected search. */
export function DidYouMean({ suggestion }: { suggestion: SpellingSuggestion }) {
  const { pathname, search } = useLocation();
  const corrected = new Set(suggestion.words.map((w) => w.to.toLowerCase()));
  // Words and what lies between them, so each corrected word can be marked as it reads.
  const parts = suggestion.query.split(/([\p{L}\p{N}\p{M}]+)/u).filter((p) => p !== '');
  return (
    <p className={styles.didYouMean}>
      Did you mean{' '}
      <Link to={suggestionHref(pathname, search, suggestion.query)} rel="nofollow">
        {parts.map((part, i) =>
          corrected.has(part.toLowerCase()) ? <strong key={i}>{part}</strong> : <span key={i}>{part}</span>,
        )}
      </Link>
      ?
    </p>
  );
}

/** The results hold most of the words, not all: said before them. */
export function PartialMatchLabel({ partial }: { partial: PartialMatch }) {
  return (
    <Notice tone="info">
      <p>{partialMatchMessage(partial)}</p>
    </Notice>
  );
}

/** What could not be read in the query and where; the search ran on its words. */
export function QueryProblem({ problem }: { problem: QueryProblemNotice }) {
  return (
    <Notice tone="warning" heading="Part of your search could not be read">
      <p>{problem.message}</p>
      <p>
        {problem.searched ? (
          <>
            Searched for the words instead: <strong>{problem.searched}</strong>
          </>
        ) : (
          'No words were left to search for.'
        )}
      </p>
    </Notice>
  );
}
