import { useState, useSyncExternalStore } from 'react';
import type { CulturalAdvice } from '@trove/contracts';
import { useClientState } from '../lib/client-state-context.tsx';
import { useCspNonce } from '../lib/csp-nonce.tsx';
import buttonStyles from './button.module.css';
import { ModalDialog } from './modal-dialog.tsx';
import { RichText } from './rich-text.tsx';
import styles from './cultural-advice.module.css';

const FIND_OUT_MORE = 'Find out more...';

const subscribeToNothing = () => () => {};

/** False while the server renders the page and while the browser hydrates it; true after. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * The cultural advice modal of the landing pages (spec 01 §2.3): shown until the primary warning is
 * dismissed. Both buttons dismiss it and record whether advice should keep showing; Esc and the
 * backdrop count as hiding. The server already knows (from the visitor's cookie) whether it shows,
 * so it sends the advice in the page, looking as the modal does, and the modal takes its place once
 * the page is hydrated (ADR 036): a first visit sees the advice with the page, not after the scripts.
 */
export function CulturalAdviceModal({ advice }: { advice: CulturalAdvice }) {
  const { state, update } = useClientState();
  const [more, setMore] = useState(false);
  const hydrated = useHydrated();
  const dismiss = (show: boolean) => update({ primaryWarningDisplayed: true, showCulturalWarnings: show });
  if (!hydrated) return state.primaryWarningDisplayed ? null : <AdviceAsServed advice={advice} />;
  return (
    <ModalDialog
      heading={advice.title}
      isOpen={!state.primaryWarningDisplayed}
      onDismiss={() => dismiss(false)}
    >
      <RichText html={advice.summary} />
      {more ? <RichText html={advice.body} /> : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          onClick={() => setMore((m) => !m)}
          aria-expanded={more}
        >
          {FIND_OUT_MORE}
        </button>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          onClick={() => dismiss(true)}
        >
          {advice.action1}
        </button>
        <button type="button" className={buttonStyles.button} onClick={() => dismiss(false)}>
          {advice.action}
        </button>
      </div>
    </ModalDialog>
  );
}

/**
 * The modal's first picture, in the page as the server sends it: its buttons work once the page is
 * hydrated, when the modal replaces it. Without scripts it would cover the page for good, so a
 * browser that runs none hides it (noscript).
 */
function AdviceAsServed({ advice }: { advice: CulturalAdvice }) {
  const nonce = useCspNonce();
  return (
    <div className={`${styles.overlay} ${styles.served}`}>
      <noscript>
        <style nonce={nonce} suppressHydrationWarning>{`.${styles.served}{display:none}`}</style>
      </noscript>
      <div className={styles.modal}>
        <section
          className={styles.dialog}
          role="dialog"
          aria-modal="true"
          aria-labelledby="cultural-advice-served"
        >
          <h2 id="cultural-advice-served">{advice.title}</h2>
          <RichText html={advice.summary} />
          <div className={styles.actions}>
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
              {FIND_OUT_MORE}
            </button>
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
              {advice.action1}
            </button>
            <button type="button" className={buttonStyles.button}>
              {advice.action}
            </button>
          </div>
        </section>
      </div>
    </div>
  );
}

/** The advice shown on a culturally sensitive record's page, above its content. */
export function CulturalAdviceNotice({
  advice,
  feedbackUrl,
  onDismiss,
}: {
  advice: CulturalAdvice;
  feedbackUrl?: string;
  /** Hides the advice for the rest of the session (spec 02 §2 Cultural sensitivity). */
  onDismiss?: () => void;
}) {
  const [more, setMore] = useState(false);
  return (
    <aside className={styles.advice} aria-labelledby="cultural-advice-heading">
      <h2 id="cultural-advice-heading">{advice.title}</h2>
      <RichText html={advice.summary} />
      {more ? <RichText html={advice.body} /> : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          aria-expanded={more}
          onClick={() => setMore((m) => !m)}
        >
          {FIND_OUT_MORE}
        </button>
        {onDismiss ? (
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            onClick={onDismiss}
          >
            {advice.action}
            <span className="visually-hidden"> for this session</span>
          </button>
        ) : null}
        {feedbackUrl ? <a href={feedbackUrl}>Give feedback about this record</a> : null}
      </div>
    </aside>
  );
}
