import type { Browser } from 'playwright-core';
import { expect, test } from '../support/journey.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

test.describe('the configuration cannot be read', () => {
  let browser: Browser;
  let broken: RunningServer;
  test.beforeAll(async ({ browser: shared }) => {
    test.setTimeout(300_000);
    browser = shared;
    // A portal whose pages reach for an API that is not there: every configuration call fails.
    broken = await startServer({ API_ORIGIN: 'http://127.0.0.1:9', CORPUS_DIR: 'none' });
  });
  test.afterAll(async () => {
    await closeContexts(browser);
    await broken?.stop();
  });

  test('replaces the page with the failure message and a way to try again', async () => {
    const { page, context } = await openPage(browser, broken.baseUrl);
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('404 Trove Not Found');
    await expect
      .poll(() => page.getByText("Refresh to try again. (Couldn't retrieve configuration.)").isVisible())
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Retry' }).getAttribute('href')).toBe('/');
    await expectNoAxeViolations(page);
    await context.close();
  });
});
