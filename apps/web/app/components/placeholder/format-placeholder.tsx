import { FORMAT_ICONS } from './format-icons.tsx';
import { type RecordKind, formatFamily } from './format-family.ts';
import styles from './format-placeholder.module.css';

/**
 * What a record without an image shows where its image would be (issue 14 §4): its format's
 * drawing on a soft tint of the family's colour. Decorative (hidden from assistive technology):
 * the title and format are written beside it. Its size is the caller's (className), fixed before
 * anything loads, so nothing moves when the page settles.
 */
export function FormatPlaceholder({ record, className }: { record: RecordKind; className?: string }) {
  const family = formatFamily(record);
  return (
    <span className={`${styles.placeholder} ${className ?? ''}`} data-family={family} aria-hidden="true">
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        {FORMAT_ICONS[family]}
      </svg>
    </span>
  );
}
