import { useEffect, useState } from 'react';
import buttonStyles from '../button.module.css';

/** Copies text to the clipboard and says so in a polite live region; hidden until hydrated. */
export function CopyButton({
  getText,
  label,
  failed = 'Copying failed: select the citation and copy it yourself.',
}: {
  getText: () => string;
  label: string;
  /** What to say when the browser refuses to copy. */
  failed?: string;
}) {
  const [status, setStatus] = useState('');
  // Without JavaScript a copy button could do nothing, so it appears only once hydrated.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  async function copy() {
    try {
      await navigator.clipboard.writeText(getText());
      setStatus('Copied to clipboard.');
    } catch {
      setStatus(failed);
    }
  }
  if (!ready) return null;
  return (
    <>
      <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={copy}>
        {label}
      </button>
      <span role="status" aria-live="polite">
        {status}
      </span>
    </>
  );
}
