import type { Article, ArticleRef } from '@trove/contracts';
import { Link } from 'react-router';
import styles from '../../components/records/records.module.css';

/** The newspapers search limited to one title, earliest first: the title's other issues. */
export function titleIssuesHref(titleId: number): string {
  return `/search/category/newspapers?${new URLSearchParams({ 'l-title': String(titleId), sortBy: 'dateAsc' })}`;
}

/** A neighbour's link keeps the search words, so they stay highlighted on the next article. */
export function articleHref(ref: ArticleRef, searchTerm: string | null): string {
  return `/newspaper/article/${ref.id}${searchTerm ? `?${new URLSearchParams({ searchTerm })}` : ''}`;
}

/**
 * Previous and next article of the same issue (same title and date, by page sequence then id),
 * and the title's other issues (ADR 013).
 */
export function IssueNavigation({ article, searchTerm }: { article: Article; searchTerm: string | null }) {
  const { previous, next, title } = article;
  if (!previous && !next && !title) return null;
  return (
    <nav aria-label="This issue" className={styles.issueNav}>
      <ul className={styles.inlineList}>
        {previous ? (
          <li>
            <Link
              to={articleHref(previous, searchTerm)}
              rel="prev"
              aria-label={`Previous article: ${previous.heading}`}
            >
              <span aria-hidden="true">← </span>Previous article
            </Link>
          </li>
        ) : null}
        {next ? (
          <li>
            <Link to={articleHref(next, searchTerm)} rel="next" aria-label={`Next article: ${next.heading}`}>
              Next article
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        ) : null}
        {title ? (
          <li>
            <Link to={titleIssuesHref(title.id)}>Other issues of {title.name}</Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
