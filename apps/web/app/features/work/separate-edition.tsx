import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS, type Version, type Work } from '@trove/contracts';
import buttonStyles from '../../components/button.module.css';
import dialogStyles from '../../components/cultural-advice.module.css';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { api } from '../../lib/browser-api.ts';
import styles from '../../components/records/records.module.css';

export const SEPARATE_LABEL = 'Separate this edition';

/**
 * Spec 02 §2 'Separate edition flow': a button that opens a confirmation modal with an optional note
 * (max 200 characters), then Confirm or Cancel. Shown to data managers on an edition of a work that
 * may be split (canSplit) while nothing is pending. After the split the new work opens; its Merge
 * Pending banner shows until the search index has it (ADR 016).
 */
export function SeparateEdition({ work, version }: { work: Work; version: Version }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pending = work.pending?.separation || work.pending?.merge;
  if (!work.canSplit || pending) return null;
  const remaining = LIMITS.separateNote - note.length;

  const close = () => {
    setOpen(false);
    setError(null);
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const result = await api.curation.split({ id: work.id, body: { versionId: version.id, note } });
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setOpen(false);
    void navigate(`/work/${result.data.workId}`);
  };

  return (
    <>
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.secondary}`}
        onClick={() => setOpen(true)}
      >
        {SEPARATE_LABEL}
      </button>
      <ModalDialog
        heading="Separate this edition from the work?"
        isOpen={open}
        onDismiss={close}
        dismissable={!busy}
      >
        <p>
          ‘{version.title}’ becomes a work of its own. This can take a few minutes to show in search results.
        </p>
        <label htmlFor="separate-note">Note (optional)</label>
        <textarea
          id="separate-note"
          className={styles.separateNote}
          value={note}
          rows={3}
          maxLength={LIMITS.separateNote}
          aria-describedby="separate-note-count"
          onChange={(e) => setNote(e.target.value)}
        />
        <p id="separate-note-count">
          {remaining} of {LIMITS.separateNote} characters remaining
        </p>
        {error ? (
          <p role="alert" className={styles.errorText}>
            {error}
          </p>
        ) : null}
        <div className={dialogStyles.actions}>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            onClick={close}
          >
            Cancel
          </button>
          <button
            type="button"
            className={buttonStyles.button}
            onClick={() => void confirm()}
            disabled={busy}
          >
            Confirm
          </button>
        </div>
      </ModalDialog>
    </>
  );
}
