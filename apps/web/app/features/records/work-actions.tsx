import { useState } from 'react';
import type { BorrowOptions, Version, Work } from '@trove/contracts';
import { ActionSection } from './action-section.tsx';
import { borrowLabel, getLabel } from './action-labels.ts';
import { BorrowPanel } from './borrow-panel.tsx';
import { GetPanel, workLinks } from './get-panel.tsx';
import styles from './actions.module.css';

type ActionKey = 'get' | 'borrow';

/** Get and Borrow for a work; one open at a time, a click on the open one closes it (spec 02 §2). */
export function WorkActions({
  work,
  borrow,
}: {
  work: Work;
  /** The edition the page shows, or null for the whole work (used by the edition-aware actions). */
  version?: Version | null;
  borrow: BorrowOptions | null;
}) {
  const [open, setOpen] = useState<ActionKey | null>(null);
  const toggle = (key: ActionKey) => setOpen((current) => (current === key ? null : key));
  const formats = [work.primaryFormat ?? work.format[0]];
  const links = workLinks(work.items);
  const locate = borrowLabel(formats);
  return (
    <div className={styles.actions} aria-label="Actions" role="group">
      {links.length > 0 ? (
        <ActionSection
          id="action-get"
          label={getLabel(formats, links)}
          open={open === 'get'}
          onToggle={() => toggle('get')}
        >
          <GetPanel links={links} idPrefix="get-links" />
        </ActionSection>
      ) : null}
      {work.numHoldings > 0 || borrow === null ? (
        <ActionSection
          id="action-borrow"
          label={locate}
          open={open === 'borrow'}
          onToggle={() => toggle('borrow')}
        >
          <BorrowPanel options={borrow} label={locate} />
        </ActionSection>
      ) : null}
    </div>
  );
}
