import { useState } from 'react';
import { DOWNLOAD_MESSAGES, MESSAGES, type SearchDownload } from '@trove/contracts';
import buttonStyles from '../../components/button.module.css';
import { api } from '../../lib/browser-api.ts';
import styles from './download-dialog.module.css';

const STATE_TEXT: Record<SearchDownload['status'], string> = {
  QUEUED: 'Waiting in the queue.',
  IN_PROGRESS: 'Being written.',
  COMPLETED: 'Ready.',
  DOWNLOADED: 'Ready.',
  FAILED: 'It could not be written.',
};

/** The download's name and state as one sentence (its record count when done, its reason when failed). */
function stateLine(download: SearchDownload): string {
  const extra = download.fileUrl
    ? ` ${download.rowsWritten.toLocaleString('en-AU')} records.`
    : download.status === 'FAILED' && download.error
      ? ` ${download.error}`
      : '';
  return `${download.name}: ${STATE_TEXT[download.status]}${extra}`;
}

/**
 * After queuing: the spec's info message, and the download's state on request, with its file once
 * done (the profile's Downloads tab lists them all).
 */
export function DownloadStatus({
  initial,
  onChecked,
}: {
  initial: SearchDownload;
  /** Called after each status check: a finished download no longer counts as active. */
  onChecked?: () => void;
}) {
  const [download, setDownload] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function check() {
    setChecking(true);
    // The reader's downloads (spec 03 §7 has no state call of one download; its address is the file).
    const result = await api.downloads.list({});
    setChecking(false);
    onChecked?.();
    const found = result.ok ? result.data.downloads.find((d) => d.id === download.id) : undefined;
    if (found) {
      setDownload(found);
      setProblem(null);
    } else setProblem(result.ok ? MESSAGES.notFound('download', String(download.id)) : result.message);
  }

  return (
    <div className={styles.info} role="status">
      <p>{DOWNLOAD_MESSAGES.queued}</p>
      <p>{stateLine(download)}</p>
      {download.fileUrl ? (
        <p>
          <a href={download.fileUrl} download>
            Download the CSV file
          </a>{' '}
          (kept until {new Date(download.expires).toLocaleDateString('en-AU')})
        </p>
      ) : download.status === 'FAILED' ? null : (
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          onClick={() => void check()}
          disabled={checking}
        >
          Check status
        </button>
      )}
      {problem ? <p className={styles.error}>{problem}</p> : null}
    </div>
  );
}
