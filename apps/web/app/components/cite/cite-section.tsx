import type { Citation } from '@trove/contracts';
import { useId } from 'react';
import { CitePanel } from './cite-panel.tsx';

/** 'Cite this' on a record page; nothing when the citation could not be loaded. */
export function CiteSection({ citation, className }: { citation: Citation | null; className?: string }) {
  const headingId = useId();
  if (!citation) return null;
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>Cite this</h2>
      <CitePanel citation={citation} />
    </section>
  );
}
