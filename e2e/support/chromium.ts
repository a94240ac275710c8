import type { LaunchOptions } from 'playwright-core';

/**
 * Debian's Chromium, never `playwright install`. Playwright's `browser` fixture launches it once per
 * worker for every journey file (a launch costs about half a second of both cores); each file closes
 * the contexts it opened (`closeContexts`).
 */
export const CHROMIUM: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // Nothing leaves this machine: other hosts fail at once instead of hanging. Not a route in each
    // context, since routing turns the browser's cache off: every page then fetched and compiled
    // all its scripts again, which cost the journeys a third of their time.
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  ],
};
