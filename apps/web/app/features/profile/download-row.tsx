import { DOWNLOADS_TAB_WORDS as WORDS, type SearchDownload, downloadActions } from '@trove/contracts';
import { Form, Link } from 'react-router';
import { Notice } from '../../components/notice.tsx';
import { CsrfField } from '../../lib/csrf-field.tsx';
import { downloadDate, downloadsTabHref } from './downloads-tab-rules.ts';
import local from './downloads-tab.module.css';
import styles from './profile.module.css';

/**
 * One search download (spec 03 §3, §4): its name, collection, state label, a progress figure while
 * it runs, and the actions its state allows. Cancel and Delete ask first, at an address of their
 * own, so every step works without script.
 */
export function DownloadRow({
  download,
  removing,
  problem,
}: {
  download: SearchDownload;
  removing: boolean;
  problem: string | null;
}) {
  const actions = downloadActions(download.status);
  const removal = actions.removal === 'cancel' ? 'Cancel' : 'Delete';
  const headingId = `download-${download.id}`;
  return (
    <li className={local.row}>
      <h3 id={headingId} className={local.name}>
        {download.name}
      </h3>
      {download.description ? <p className={local.description}>{download.description}</p> : null}
      <p className={styles.listFacts}>
        {download.categoryName} · {download.expectedRecordCount.toLocaleString('en-AU')} records · requested{' '}
        {downloadDate(download.created)}
      </p>
      <p className={local.status}>
        Status: <strong>{download.statusLabel}</strong>
        {download.status === 'IN_PROGRESS' && download.progress !== null ? (
          <>
            {' '}
            <progress
              max={100}
              value={download.progress}
              aria-label={`Progress of ${download.name}`}
              className={local.progress}
            />{' '}
            {WORDS.progress(download.progress, download.rowsWritten, download.expectedRecordCount)}
          </>
        ) : null}
        {download.fileUrl ? ` · ${download.rowsWritten.toLocaleString('en-AU')} records written` : null}
      </p>
      {download.status === 'FAILED' && download.error ? (
        <p className={styles.listFacts}>Reason: {download.error}</p>
      ) : null}
      {download.fileUrl ? (
        <p className={styles.listFacts}>Kept until {downloadDate(download.expires)}</p>
      ) : null}
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      {removing ? (
        <div role="group" aria-labelledby={`${headingId}-question`} className={local.confirm}>
          <p id={`${headingId}-question`}>
            {actions.removal === 'cancel'
              ? WORDS.confirmCancel(download.name)
              : WORDS.confirmDelete(download.name)}
          </p>
          <div className={styles.listActions}>
            <Form method="post">
              <CsrfField />
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="downloadId" value={download.id} />
              <button type="submit" className={styles.button}>
                {`${removal} download`}
              </button>
            </Form>
            <Link to={downloadsTabHref()}>Keep it</Link>
          </div>
        </div>
      ) : (
        <div className={styles.listActions}>
          {download.fileUrl ? (
            <a href={download.fileUrl} download aria-label={`Download ${download.name} (CSV)`}>
              Download
            </a>
          ) : null}
          {actions.retry ? (
            <Form method="post">
              <CsrfField />
              <input type="hidden" name="intent" value="retry" />
              <input type="hidden" name="downloadId" value={download.id} />
              <button type="submit" className={styles.button} aria-label={`Retry ${download.name}`}>
                Retry
              </button>
            </Form>
          ) : null}
          <Link to={downloadsTabHref({ remove: download.id })} aria-label={`${removal} ${download.name}`}>
            {removal}
          </Link>
        </div>
      )}
    </li>
  );
}
