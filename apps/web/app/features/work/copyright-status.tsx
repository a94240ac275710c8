import { useState } from 'react';
import { ToggleButton } from '../../components/toggle-button.tsx';
import { Fields } from '../../components/records/record-parts.tsx';
import {
  type CopyrightLoad,
  copyrightBoxShown,
  copyrightFacts,
  copyrightHeadline,
} from './copyright-view.ts';
import styles from '../../components/records/records.module.css';

/** The Copyright status box (spec 02): the status word, with its reasons and facts behind a toggle. */
export function CopyrightStatusBox({ load }: { load: CopyrightLoad | null }) {
  const [open, setOpen] = useState(false);
  if (!load || !copyrightBoxShown(load.status)) return null;
  const { status } = load;
  const headline = copyrightHeadline(status);
  const detailsId = `copyright-details-${load.versionId}`;
  return (
    <section className={styles.card} aria-labelledby="copyright-heading">
      <h2 id="copyright-heading">Copyright status</h2>
      <p>
        <strong data-testid="copyright-status">{headline.text}</strong>
      </p>
      <ToggleButton
        open={open}
        controls={detailsId}
        onToggle={() => setOpen((o) => !o)}
        labels={{ open: 'Hide copyright details', closed: 'Show copyright details' }}
      />
      <div id={detailsId} hidden={!open}>
        <p>{headline.reason}</p>
        {status?.detail ? <p>{status.detail}</p> : null}
        {status ? <Fields rows={copyrightFacts(status)} /> : null}
        {status && status.assumptions.length > 0 ? (
          <>
            <h3>Assumed where the record is silent</h3>
            <ul>
              {status.assumptions.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </>
        ) : null}
        <p>
          Worked out under the Copyright Act 1968 (Australia) from this record; a guide, not legal advice.
        </p>
      </div>
    </section>
  );
}
