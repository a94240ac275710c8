import { useState } from 'react';
import { DOWNLOAD_MESSAGES, type SearchDownload } from '@trove/contracts';
import buttonStyles from '../../components/button.module.css';
import { api } from '../../lib/browser-api.ts';
import styles from './download-dialog.module.css';

const STATE_TEXT: Record<SearchDownload['state'], string> = {
  queued: 'Waiting in the queue.',
  running: 'Being written.',
  done: 'Ready.',
  failed: 'It could not be written.',
};

/** The download's name and state as one sentence (its record count when done, its reason when failed). */
function stateLine(download: SearchDownload): string {
  const extra =
    download.state === 'done'
      ? ` ${download.rowsWritten.toLocaleString('en-AU')} records.`
      : download.state === 'failed' && download.error
        ? ` ${download.error}`
        : '';
  return `${download.name}: ${STATE_TEXT[download.state]}${extra}`;
}

/**
 * After queuing: the spec's info message, and the download's state on request, with its file once
 * done (the profile's downloads list arrives with the profile area).
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
    const result = await api.downloads.get({ id: download.id });
    setChecking(false);
    onChecked?.();
    if (result.ok) {
      setDownload(result.data);
      setProblem(null);
    } else setProblem(result.message);
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
      ) : download.state === 'failed' ? null : (
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
