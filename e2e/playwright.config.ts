import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { POLL_TIMEOUT } from './support/journey.ts';

const results = path.resolve(import.meta.dirname, '../.tmp');

/**
 * End-to-end journeys in Debian's Chromium against a real portal with the demo corpus (ADR 053).
 * Journeys run in two workers at once, each file's steps in order; on CI a failed journey is run
 * once more, and counted as flaky in the closing line when that passes.
 */
export default defineConfig({
  testDir: 'journeys',
  testMatch: '**/*.e2e.ts',
  globalSetup: './support/global-setup.ts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // A step's own time; the longest journeys set more with test.setTimeout.
  timeout: 60_000,
  // A page's answer to a click can take seconds on a loaded CI machine: assertions wait for it.
  expect: { timeout: POLL_TIMEOUT },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_REPORT ?? path.join(results, 'test-results', 'e2e.json') }],
  ],
  outputDir: path.join(results, 'e2e-output'),
  use: { trace: 'retain-on-failure' },
  // The stored-XSS corpus is the longest journey by far (five minutes of the twelve): it starts
  // first, in one worker, while the other takes the rest, so it does not run alone at the end.
  projects: [
    { name: 'stored-xss', testMatch: 'stored-xss.e2e.ts' },
    { name: 'journeys', testIgnore: 'stored-xss.e2e.ts' },
  ],
});
