import { useSendsScripts } from '../../lib/crumb-handle.ts';
import { useCspNonce } from '../../lib/csp-nonce.tsx';
import styles from './site-layout.module.css';

/** Spec 01 §2.2's help path, which the browser notice links to. */
export const BROWSER_HELP_PATH = '/help/using-trove/browser-and-operating-system';
const NOTICE_ID = 'browser-notice';

/**
 * Whether the browser can run the site's scripts, in syntax any browser parses: they are modules
 * built for browsers of early 2023 (Vite's 'baseline widely available'), and these features came
 * with or before them.
 */
export const BROWSER_CHECK = `if (!('noModule' in HTMLScriptElement.prototype) || ![].findLast || !Object.hasOwn || !window.structuredClone) document.getElementById('${NOTICE_ID}').hidden = false;`;

/**
 * The browser notice (spec 01 §2.2): hidden unless the browser is too old for the site's scripts.
 * Without script at all nothing is shown, as the pages work without it; nor on a page sent without
 * the app's scripts (the sign-in pages). It links to the help page of supported browsers.
 */
export function BrowserNotice({ product }: { product: string }) {
  const nonce = useCspNonce();
  if (!useSendsScripts()) return null;
  return (
    <>
      <div id={NOTICE_ID} className={styles.browserNotice} role="note" hidden>
        <p>
          Your browser is too old to run {product}’s scripts: you can still search, read and follow links, but
          some buttons will not work.{' '}
          <a href={BROWSER_HELP_PATH}>Browsers and operating systems we support</a>
        </p>
      </div>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: BROWSER_CHECK }} />
    </>
  );
}
