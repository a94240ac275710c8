import { defineConfig } from 'vitest/config';

/** End-to-end journeys in Debian's Chromium against a real server with the demo corpus. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A page's answer to a click can take seconds on a loaded CI machine: polls wait for it.
    expect: { poll: { timeout: 10_000 } },
    fileParallelism: false,
  },
});
