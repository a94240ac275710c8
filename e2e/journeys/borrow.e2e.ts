import { BORROW_STATES } from '@trove/contracts';
import type { Browser } from 'playwright-core';
import { expect, test } from '../support/journey.ts';
import { dataIfFound, publicApi } from '../support/api.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

/** The real demo corpus records no holdings; the synthetic one does, across states. */
async function workHeldInTwoStates(baseUrl: string): Promise<{ id: number; states: string[] }> {
  const api = publicApi(baseUrl);
  for (let id = 1; id < 1000; id += 1) {
    const options = dataIfFound(await api.works.borrowOptions({ id }));
    if (!options) continue;
    const states = BORROW_STATES.filter((s) => options[s].length > 0);
    if (states.length >= 2) return { id, states };
  }
  throw new Error('no synthetic work is held in two states');
}

test.describe('a visitor finds where to borrow a work', () => {
  let browser: Browser;
  let server: RunningServer;
  test.beforeAll(async ({ browser: shared }) => {
    test.setTimeout(300_000);
    server = await startServer({ CORPUS_DIR: 'none' });
    browser = shared;
  });
  test.afterAll(async () => {
    await closeContexts(browser);
    await server?.stop();
  });

  test('opens Borrow on a work page and picks a state tab, by mouse and by arrow key', async () => {
    const { id, states } = await workHeldInTwoStates(server.baseUrl);
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await page.goto(`/work/${id}`);
    const borrow = page.getByRole('button', { name: /^(Borrow|Locate)$/ });
    // A click before hydration does nothing: click until the panel says it is open.
    await expect
      .poll(async () => {
        if ((await borrow.getAttribute('aria-expanded')) !== 'true') await borrow.click();
        return borrow.getAttribute('aria-expanded');
      })
      .toBe('true');
    const tabs = page.getByRole('tablist', { name: /by state or territory/ });
    await expect.poll(() => tabs.isVisible()).toBe(true);
    const [first, second] = states.map((s) => s.toUpperCase());
    await tabs.getByRole('tab', { name: new RegExp(`^${first}`) }).click();
    await expect
      .poll(() => tabs.getByRole('tab', { name: new RegExp(`^${first}`) }).getAttribute('aria-selected'))
      .toBe('true');
    await expect.poll(() => page.getByRole('tabpanel').locator('li').count()).toBeGreaterThan(0);
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => tabs.getByRole('tab', { name: new RegExp(`^${second}`) }).getAttribute('aria-selected'))
      .toBe('true');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
