import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import {
  ActiveDownloadsSchema,
  DOWNLOAD_MESSAGES,
  type DownloadFormProblem,
  SearchDownloadSchema,
  type SearchCriteria,
  type SearchDownload,
  downloadFormProblems,
} from '@trove/contracts';
import buttonStyles from '../../components/button.module.css';
import dialogStyles from '../../components/cultural-advice.module.css';
import { apiGet } from '../../lib/api.ts';
import { apiSend } from '../../lib/api-send.ts';
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
  return (
    <DialogTrigger>
      <Button className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.trigger}`}>
        Download
      </Button>
      <ModalOverlay className={dialogStyles.overlay} isDismissable>
        <Modal className={dialogStyles.modal}>
          <Dialog className={dialogStyles.dialog}>
            {({ close }) => <DownloadForm request={request} maxActive={maxActive} onClose={close} />}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function useActiveCount(): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void apiGet('/profile/downloads/active', ActiveDownloadsSchema, { signal: controller.signal }).then(
      (r) => {
        if (r.ok) setCount(r.data.count);
      },
    );
    return () => controller.abort();
  }, []);
  return count;
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
  const active = useActiveCount();
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
    const result = await apiSend('POST', '/profile/downloads', SearchDownloadSchema, {
      name,
      description,
      query: request.query,
      queryData: JSON.stringify({ terms: criteria.text, limits: criteria.limits, sortBy: criteria.sortBy }),
      category: request.category,
      expectedRecordCount: request.recordCount,
    });
    setSaving(false);
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
      <Heading slot="title">Download these results</Heading>
      <p>
        {active === null
          ? 'Counting your active downloads…'
          : `You have ${active} active download${active === 1 ? '' : 's'} (at most ${maxActive}).`}
      </p>
      {queued ? (
        <DownloadStatus initial={queued} />
      ) : (
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
          <p>{request.recordCount.toLocaleString('en-AU')} records will be exported as a CSV file.</p>
          <label htmlFor={`${id}-name`}>Name (required)</label>
          <input
            id={`${id}-name`}
            type="text"
            value={name}
            autoFocus
            aria-invalid={nameProblem ? true : undefined}
            aria-describedby={nameProblem ? `${id}-name-error` : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          {nameProblem ? (
            <p id={`${id}-name-error`} className={styles.error} role="alert">
              {nameProblem}
            </p>
          ) : null}
          <label htmlFor={`${id}-description`}>Description</label>
          <textarea
            id={`${id}-description`}
            rows={3}
            value={description}
            aria-invalid={descriptionProblem ? true : undefined}
            aria-describedby={descriptionProblem ? `${id}-description-error` : undefined}
            onChange={(e) => setDescription(e.target.value)}
          />
          {descriptionProblem ? (
            <p id={`${id}-description-error`} className={styles.error} role="alert">
              {descriptionProblem}
            </p>
          ) : null}
          {failure ? (
            <p className={styles.error} role="alert">
              {failure}
            </p>
          ) : null}
          <div className={dialogStyles.actions}>
            <Button type="submit" className={buttonStyles.button} isDisabled={saving}>
              Queue download
            </Button>
            <Button className={`${buttonStyles.button} ${buttonStyles.secondary}`} onPress={onClose}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {queued ? (
        <div className={dialogStyles.actions}>
          <Button className={buttonStyles.button} onPress={onClose}>
            Close
          </Button>
        </div>
      ) : null}
    </>
  );
}
