import { MESSAGES } from '@trove/contracts';
import { Notice } from '../../components/notice.tsx';
import recordStyles from '../../components/records/records.module.css';

/** The editor's or the history's page when the article's text cannot be shown: gone, or a failure. */
export function ArticleUnavailable({ status, id, doing }: { status: number; id: string; doing: string }) {
  const missing = status === 404 || status === 410;
  return (
    <div className={recordStyles.page}>
      <h1>{missing ? 'Article not found' : 'This page could not be shown'}</h1>
      <Notice tone="info">
        <p>{missing ? MESSAGES.notFound('article', id) : MESSAGES.unexpected(doing)}</p>
      </Notice>
    </div>
  );
}
