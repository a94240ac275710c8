import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './support/chromium.ts';
import { POLL_TIMEOUT } from './support/journey.ts';

const results = path.resolve(import.meta.dirname, '../.tmp');

/**
 * End-to-end journeys in Debian's Chromium against a real portal with the demo corpus (ADR 053).
 * Each file's steps run in order; on CI a failed journey is run once more, and named as flaky when
 * that passes. One worker by default: on two cores, two workers took as long as one (each journey
 * slower by what the other cost), in an order that changes from run to run. E2E_WORKERS=N on a
 * machine with more cores.
 */
export default defineConfig({
  testDir: 'journeys',
  testMatch: '**/*.e2e.ts',
  globalSetup: './support/global-setup.ts',
  workers: Number(process.env.E2E_WORKERS ?? 1),
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
  // A trace of a journey's retry (CI retries once), so a failure that repeats comes with its trace.
  // Recording every first run too cost about two minutes of the journeys' twelve.
  use: { trace: 'on-first-retry', browserName: 'chromium', launchOptions: CHROMIUM },
  // The stored-XSS corpus is the longest journey by far (a third of the whole): with more than one
  // worker it starts first, in one worker, while the others take the rest, not alone at the end.
  projects: [
    { name: 'stored-xss', testMatch: 'stored-xss.e2e.ts' },
    { name: 'journeys', testIgnore: 'stored-xss.e2e.ts' },
  ],
});
