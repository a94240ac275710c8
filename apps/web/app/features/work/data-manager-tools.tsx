import { Link } from 'react-router';
import type { Version, Work } from '@trove/contracts';
import { type KeptQuery, versionHref, workHref } from './edition-links.ts';
import { SeparateEdition } from './separate-edition.tsx';
import styles from '../../components/records/records.module.css';

/** canSplit is given to data managers only (ADR 016): its presence says who is looking. */
export function seenByDataManager(work: Work): boolean {
  return work.canSplit !== undefined;
}

/**
 * A data manager's tools on a work or edition page (spec 02 §2): View Raw Metadata opens the page
 * with includeraw=y; on an edition, Separate this edition.
 */
export function DataManagerTools({
  work,
  selected,
  kept,
}: {
  work: Work;
  selected: Version | null;
  kept: KeptQuery;
}) {
  if (!seenByDataManager(work)) return null;
  const raw = { ...kept, includeRaw: true };
  return (
    <div className={styles.managerTools} role="group" aria-label="Data manager tools">
      {kept.includeRaw ? null : (
        <Link
          className={styles.managerLink}
          to={selected ? versionHref(work.id, selected.id, raw) : workHref(work.id, raw)}
        >
          View Raw Metadata
        </Link>
      )}
      {selected ? <SeparateEdition work={work} version={selected} /> : null}
    </div>
  );
}
