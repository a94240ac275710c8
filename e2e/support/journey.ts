import { expect as playwrightExpect, test } from '@playwright/test';

/**
 * What every journey imports: Playwright Test's `test`, its `expect` (whose assertions on pages
 * retry until the page shows the state), and what the global set-up shares with the workers.
 */
export { test };

/** The default wait of a poll and of a retrying assertion (playwright.config.ts sets the same). */
export const POLL_TIMEOUT = 10_000;

type Poll = typeof playwrightExpect.poll;

/**
 * A look that throws (an evaluate cut short by a navigation, a request refused while the server
 * is busy) is looked at again until the poll's time is up, as in every other failed look; only
 * its last error fails the step. Playwright's own poll fails at the first throw.
 */
const retryingPoll = ((look: () => unknown, messageOrOptions?: Parameters<Poll>[1]) => {
  const options =
    typeof messageOrOptions === 'string' ? { message: messageOrOptions } : (messageOrOptions ?? {});
  const timeout = options.timeout ?? POLL_TIMEOUT;
  let deadline = 0;
  const retrying = async () => {
    deadline ||= Date.now() + timeout;
    for (;;) {
      try {
        return await look();
      } catch (error) {
        if (Date.now() + 250 >= deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  };
  // Looked at every 50 ms at first, then less often, rather than Playwright's 100, 250, 500, 1000.
  return playwrightExpect.poll(retrying, { intervals: [50, 50, 100, 100, 250, 500], ...options });
}) as Poll;

/** Playwright's expect, with the poll above. */
export const expect: typeof playwrightExpect = new Proxy(playwrightExpect, {
  get: (target, property, receiver) =>
    property === 'poll' ? retryingPoll : (Reflect.get(target, property, receiver) as unknown),
});

/** The shared demo-corpus portal's address, and its DATA_DIR (journeys grant roles through it). */
export function inject(name: 'baseUrl' | 'dataDir'): string {
  const value = process.env[name === 'baseUrl' ? 'E2E_BASE_URL' : 'E2E_DATA_DIR'];
  if (!value) throw new Error(`No ${name}: the journeys run under npm run test:e2e`);
  return value;
}
