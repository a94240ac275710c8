import { MESSAGES } from '@trove/contracts';
import styles from './critical-failure.module.css';

/**
 * Spec 01 §2.2 and §8: when configuration cannot be read the whole page is replaced. The Retry link
 * is a plain link to the root so it reloads the page from the server.
 */
export function CriticalFailure({ product }: { product: string }) {
  return (
    <main id="main" className={styles.page}>
      <h1>{MESSAGES.criticalFailure(product)}</h1>
      <p role="alert">{MESSAGES.configurationUnreadable}</p>
      <p>
        <a href="/">Retry</a>
      </p>
    </main>
  );
}
