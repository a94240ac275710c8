import type {} from 'altcha/types/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { HUMAN_CHECK_NAME } from '@trove/contracts';
import { api } from '../../lib/browser-api.ts';
import styles from './contributions.module.css';

/** Whether this browser passed the human check: null while asking the server (ADR 015). */
export function useHumanStatus(): [boolean | null, () => void] {
  const [human, setHuman] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void api.captcha.status().then((result) => {
      if (live) setHuman(result.ok ? result.data.isHuman : false);
    });
    return () => {
      live = false;
    };
  }, []);
  const passed = useCallback(() => setHuman(true), []);
  return [human, passed];
}

/**
 * The ALTCHA widget (self-hosted proof of work), loaded only when an anonymous visitor opens an
 * add panel. It is a checkbox the visitor ticks (keyboard: Tab, Space); the browser then works for
 * a moment and the server marks it human for the session. Its state changes are announced. The
 * form's error about the check, while there is one, describes the group (`errorId`).
 */
export function HumanCheck({
  onVerified,
  errorId,
  purpose = 'Anonymous tags and notes',
}: {
  onVerified: () => void;
  errorId?: string;
  /** What needs the check, to open its explanation: tags and notes unless told. */
  purpose?: string;
}) {
  const helpId = useId();
  const widget = useRef<HTMLElement | null>(null);
  // The widget's address of challenges; known once the widget and the API client are loaded.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void Promise.all([import('altcha'), import('../../lib/api-client.ts')]).then(([, client]) => {
      if (live) setChallenge(client.HUMAN_CHECK_CHALLENGE_PATH);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const verified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail.payload;
      if (!payload) return;
      void api.captcha.verify({ body: { recaptchaResponse: payload } }).then((result) => {
        if (result.ok) onVerified();
        else setProblem(result.message);
      });
    };
    element.addEventListener('verified', verified);
    return () => element.removeEventListener('verified', verified);
  }, [challenge, onVerified]);

  return (
    <fieldset className={styles.humanCheck} aria-describedby={errorId}>
      <legend>Human check ({HUMAN_CHECK_NAME})</legend>
      <p id={helpId}>
        {`${purpose} need a short check that you are a person. Tick the box; your browser then does a moment of work. Nothing is sent to anyone else.`}
      </p>
      {challenge ? (
        <altcha-widget
          ref={widget}
          challenge={challenge}
          aria-describedby={helpId}
          suppressHydrationWarning
        />
      ) : (
        <p>Loading the human check…</p>
      )}
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
