import type { ReactNode } from 'react';
import styles from './actions.module.css';

/**
 * One option of the action panel: a heading whose button discloses the panel below it, so the
 * panel can keep one open at a time (spec 02 §2). Closed panels stay in the page, hidden.
 */
export function ActionSection({
  id,
  label,
  open,
  onToggle,
  children,
}: {
  id: string;
  label: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} data-open={open || undefined}>
      <h2 className={styles.heading}>
        <button
          type="button"
          className={styles.disclosure}
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
        >
          {label}
          {/* A sign drawn in CSS would join the button's accessible name; this one is hidden. */}
          <span aria-hidden="true" className={styles.marker}>
            {open ? '−' : '+'}
          </span>
        </button>
      </h2>
      <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-button`} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
