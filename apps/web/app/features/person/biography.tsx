import { useId, useState } from 'react';
import { LIMITS } from '@trove/contracts';
import { RichText } from '../../components/rich-text.tsx';
import { ToggleButton } from '../../components/toggle-button.tsx';
import styles from '../../components/records/records.module.css';

/** A long biography starts clipped, with Read more / Read less (spec 02 §2 person page). */
export function Biography({ html }: { html: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const long = html.replace(/<[^>]+>/g, '').length > LIMITS.summaryCollapseChars;
  return (
    <div>
      <div id={id} className={long && !open ? styles.clipped : undefined}>
        <RichText html={html} />
      </div>
      {long ? (
        <ToggleButton
          open={open}
          controls={id}
          onToggle={() => setOpen((o) => !o)}
          labels={{ open: 'Read less', closed: 'Read more' }}
        />
      ) : null}
    </div>
  );
}
