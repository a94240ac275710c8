import { useState } from 'react';
import { type BorrowOptions, type Citation, type Version, type Work, hasRelated } from '@trove/contracts';
import { CitePanel } from '../../components/cite/cite-panel.tsx';
import { ActionSection } from './action-section.tsx';
import { borrowLabel, getLabel } from './action-labels.ts';
import { BorrowPanel } from './borrow-panel.tsx';
import { BuyPanel } from './buy-panel.tsx';
import type { BuyData } from './buy-view.ts';
import { GetPanel, workLinks } from './get-panel.tsx';
import { RelatedPanel } from './related-panel.tsx';
import { relatedOf } from './related-view.ts';
import styles from './actions.module.css';

type ActionKey = 'get' | 'buy' | 'borrow' | 'cite' | 'related';

/**
 * The action panel (spec 02 §2): Get, Buy, Borrow, Cite and Related resources, one open at a time; a
 * click on the open one closes it. With a selected edition (`version`) the options are that
 * edition's; without one, Get and Related gather every edition's, Buy is the first edition's (its
 * data comes from the loader: loadWorkActions) and Cite cites the work.
 */
export function WorkActions({
  work,
  borrow,
  version = null,
  citation = null,
  buy = null,
}: {
  work: Work;
  borrow: BorrowOptions | null;
  version?: Version | null;
  citation?: Citation | null;
  buy?: BuyData | null;
}) {
  const [open, setOpen] = useState<ActionKey | null>(null);
  const toggle = (key: ActionKey) => setOpen((current) => (current === key ? null : key));
  const formats = [version?.format ?? work.primaryFormat ?? work.format[0]];
  const links = version ? version.availableUrls : workLinks(work.items);
  const related = relatedOf(version, work.items);
  const locate = borrowLabel(formats);
  const section = (key: ActionKey, label: string, panel: React.ReactNode) => (
    <ActionSection id={`action-${key}`} label={label} open={open === key} onToggle={() => toggle(key)}>
      {panel}
    </ActionSection>
  );
  return (
    <div className={styles.actions} aria-label="Actions" role="group">
      {links.length > 0
        ? section('get', getLabel(formats, links), <GetPanel links={links} idPrefix="get-links" />)
        : null}
      {buy ? section('buy', 'Buy', <BuyPanel buy={buy} />) : null}
      {work.numHoldings > 0 || borrow === null
        ? section('borrow', locate, <BorrowPanel options={borrow} label={locate} />)
        : null}
      {citation ? section('cite', 'Cite', <CitePanel citation={citation} />) : null}
      {hasRelated(related)
        ? section('related', 'Related resources', <RelatedPanel related={related} id="related" />)
        : null}
    </div>
  );
}
