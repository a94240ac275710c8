import type { ReactNode } from 'react';
import styles from './notice.module.css';

export type Tone = 'info' | 'warning' | 'error' | 'success';

const TONE_LABEL: Record<Tone, string> = {
  info: 'Information',
  warning: 'Warning',
  error: 'Error',
  success: 'Done',
};

/** A message box; the tone is also spelled out for screen readers, never colour alone. */
export function Notice({
  tone,
  heading,
  children,
  live = false,
}: {
  tone: Tone;
  heading?: ReactNode;
  children?: ReactNode;
  live?: boolean;
}) {
  return (
    <div
      className={`${styles.notice} ${styles[tone]}`}
      role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}
    >
      <span className="visually-hidden">{TONE_LABEL[tone]}: </span>
      {heading ? <p className={styles.heading}>{heading}</p> : null}
      {children}
    </div>
  );
}
