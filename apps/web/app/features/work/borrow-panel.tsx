import { useState } from 'react';
import type { BorrowGroup, BorrowOptions, Holding } from '@trove/contracts';
import { Tabs } from '../../components/tabs.tsx';
import { ToggleButton } from '../../components/toggle-button.tsx';
import { INITIAL_BORROW_VIEW, borrowTabs, selectState, toggleShowAll, visibleHoldings } from './holdings.ts';
import styles from './actions.module.css';

function HoldingItem({ holding }: { holding: Holding }) {
  const { library } = holding;
  return (
    <li>
      {holding.url ? <a href={holding.url}>{library.fullName}</a> : <span>{library.fullName}</span>}
      {holding.callNumber ? <span className={styles.note}> Call number: {holding.callNumber}</span> : null}
      {library.openToPublic ? null : <span className={styles.note}> Not open to the public</span>}
    </li>
  );
}

/**
 * Borrow: libraries holding the work, by state tab (arrow keys move between tabs), 12 first with
 * Show all; choosing another state starts at 12 again (spec 02 §2).
 */
export function BorrowPanel({ options, label }: { options: BorrowOptions | null; label: string }) {
  const [view, setView] = useState(INITIAL_BORROW_VIEW);
  if (!options) return <p>Library holdings could not be loaded. Please try again later.</p>;
  if (options.all.length === 0) return <p>No libraries are recorded as holding this item.</p>;
  const tabs = borrowTabs(options);
  const { shown, hidden } = visibleHoldings(options[view.state], view.showAll);
  const listId = `borrow-list-${view.state}`;
  return (
    <Tabs
      label={`${label} by state or territory`}
      tabs={tabs.map((tab) => ({
        key: tab.key,
        label: (
          <>
            {tab.label} <span className={styles.count}>({tab.count})</span>
          </>
        ),
      }))}
      selected={view.state}
      onSelect={(key) => setView((v) => selectState(v, key as BorrowGroup))}
      classNames={{ list: styles.tabList, tab: styles.tab, panel: styles.tabPanel }}
    >
      <ul className={styles.list} id={listId}>
        {shown.map((h) => (
          <HoldingItem key={h.library.nuc} holding={h} />
        ))}
      </ul>
      {hidden > 0 || view.showAll ? (
        <ToggleButton
          open={view.showAll}
          controls={listId}
          onToggle={() => setView(toggleShowAll)}
          labels={{ open: 'Show less', closed: `Show all (${shown.length + hidden})` }}
        />
      ) : null}
    </Tabs>
  );
}
