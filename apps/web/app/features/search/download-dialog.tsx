import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import {
  DOWNLOAD_MESSAGES,
  type DownloadFormProblem,
  type SearchCriteria,
  type SearchDownload,
  downloadFormProblems,
} from '@trove/contracts';
import buttonStyles from '../../components/button.module.css';
import dialogStyles from '../../components/cultural-advice.module.css';
import { FieldError, fieldErrorProps } from '../../components/field-error.tsx';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { api } from '../../lib/browser-api.ts';
import { DownloadStatus } from './download-status.tsx';
import styles from './download-dialog.module.css';

export interface DownloadRequest {
  /** Collection url key. */
  category: string;
  /** The results page's query string, without '?'. */
  query: string;
  criteria: SearchCriteria;
  /** Records the file will hold: the results, at most the profile's export size. */
  recordCount: number;
}

/** The server's own refusals (limit reached, not downloadable, a rule) are worth showing as they are. */
const SHOWN_AS_SENT = new Set([400, 403, 409]);

/** The Download dialog of spec 01 §2.9 (signed-in users, bulk-downloadable collections). */
export function DownloadDialog({ request, maxActive }: { request: DownloadRequest; maxActive: number }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.trigger}`}
        onClick={() => setOpen(true)}
      >
        Download
      </button>
      <ModalDialog heading="Download these results" isOpen={open} onDismiss={close}>
        <DownloadForm request={request} maxActive={maxActive} onClose={close} />
      </ModalDialog>
    </>
  );
}

/** The caller's active downloads, read on opening and again whenever `refresh` is called. */
function useActiveCount(): { count: number | null; refresh: () => void } {
  const [count, setCount] = useState<number | null>(null);
  const [reads, setReads] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    void api.downloads.active({}, { signal: controller.signal }).then((r) => {
      if (r.ok) setCount(r.data.count);
    });
    return () => controller.abort();
  }, [reads]);
  return { count, refresh: useCallback(() => setReads((n) => n + 1), []) };
}

function DownloadForm({
  request,
  maxActive,
  onClose,
}: {
  request: DownloadRequest;
  maxActive: number;
  onClose: () => void;
}) {
  const id = useId();
  const { count: active, refresh: refreshActive } = useActiveCount();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [problems, setProblems] = useState<DownloadFormProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [queued, setQueued] = useState<SearchDownload | null>(null);
  const problemOf = (field: DownloadFormProblem['field']) => problems.find((p) => p.field === field)?.message;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = downloadFormProblems({ name, description });
    setProblems(found);
    setFailure(null);
    if (found.length > 0) return;
    setSaving(true);
    const { criteria } = request;
    const result = await api.downloads.create({
      body: {
        name,
        description,
        query: request.query,
        queryData: JSON.stringify({ terms: criteria.text, limits: criteria.limits, sortBy: criteria.sortBy }),
        category: request.category,
        expectedRecordCount: request.recordCount,
      },
    });
    setSaving(false);
    // The count shown must include the download just queued.
    refreshActive();
    if (result.ok) setQueued(result.data);
    else
      setFailure(
        result.kind === 'http' && SHOWN_AS_SENT.has(result.status)
          ? result.message
          : DOWNLOAD_MESSAGES.queueFailed,
      );
  }

  const nameProblem = problemOf('name');
  const descriptionProblem = problemOf('description');
  return (
    <>
      <p>
        {active === null
          ? 'Counting your active downloads…'
          : `You have ${active} active download${active === 1 ? '' : 's'} (at most ${maxActive}).`}
      </p>
      {queued ? (
        <DownloadStatus initial={queued} onChecked={refreshActive} />
      ) : (
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
          <p>{request.recordCount.toLocaleString('en-AU')} records will be exported as a CSV file.</p>
          <label htmlFor={`${id}-name`}>Name (required)</label>
          <input
            id={`${id}-name`}
            type="text"
            value={name}
            autoFocus
            {...fieldErrorProps(`${id}-name`, nameProblem)}
            onChange={(e) => setName(e.target.value)}
          />
          <FieldError fieldId={`${id}-name`} problem={nameProblem} />
          <label htmlFor={`${id}-description`}>Description</label>
          <textarea
            id={`${id}-description`}
            rows={3}
            value={description}
            {...fieldErrorProps(`${id}-description`, descriptionProblem)}
            onChange={(e) => setDescription(e.target.value)}
          />
          <FieldError fieldId={`${id}-description`} problem={descriptionProblem} />
          {failure ? (
            <p className={styles.error} role="alert">
              {failure}
            </p>
          ) : null}
          <div className={dialogStyles.actions}>
            <button type="submit" className={buttonStyles.button} disabled={saving}>
              Queue download
            </button>
            <button
              type="button"
              className={`${buttonStyles.button} ${buttonStyles.secondary}`}
              onClick={onClose}
            >
              Cancel
            </button>
          </div>
        </form>
      )}
      {queued ? (
        <div className={dialogStyles.actions}>
          <button type="button" className={buttonStyles.button} onClick={onClose}>
            Close
          </button>
        </div>
      ) : null}
    </>
  );
}
