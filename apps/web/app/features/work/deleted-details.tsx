import { Link } from 'react-router';
import type { DeletedDetails } from '@trove/contracts';
import styles from '../../components/records/records.module.css';

/**
 * What a data manager sees of a deleted work with the 410 answer (spec 02 §2: 'deleted-record details
 * (deletedOn, record), which collapse or expand'): when, and the change that deleted it (ADR 016).
 */
export function DeletedDetailsView({ details }: { details: DeletedDetails }) {
  const { record } = details;
  return (
    <details className={styles.card}>
      <summary>Deleted record details</summary>
      <dl>
        <dt>Deleted on</dt>
        <dd>
          <time dateTime={details.deletedOn}>{details.deletedOn}</time>
        </dd>
        {record ? (
          <>
            <dt>Record</dt>
            <dd>
              {record.kind === 'merge' ? 'Merged into ' : 'Separated into '}
              <Link to={`/work/${record.toWorkId}`}>work {record.toWorkId}</Link>
              {record.username ? ` by ${record.username}` : ''} on{' '}
              <time dateTime={record.createdAt}>{record.createdAt}</time>
            </dd>
            <dt>Editions moved</dt>
            <dd>{record.versionIds.length > 0 ? record.versionIds.join(', ') : 'None'}</dd>
            <dt>Note</dt>
            <dd>{record.note || 'No note was given.'}</dd>
          </>
        ) : (
          <>
            <dt>Record</dt>
            <dd>No merge is recorded for this work.</dd>
          </>
        )}
      </dl>
    </details>
  );
}
