import type { Browser, Page } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';
import { visitorAddressHeader } from '../support/visitor-address.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

const SEARCH = '/search/category/newspapers?keyword=flood&sortBy=dateAsc';

/** The page's 'Show the API call' disclosure. */
const apiCallOf = (page: Page) => page.locator('details', { has: page.getByText('Show the API call') });

/** The ids of the article rows a results page shows, in its order. */
const articleIdsOnPage = (page: Page) =>
  page
    .getByRole('region', { name: 'Results' })
    .locator('a[href^="/newspaper/article/"]')
    .evaluateAll((links) => [
      ...new Set(
        links.map((a) => /\/newspaper\/article\/(\d+)/.exec(a.getAttribute('href') ?? '')?.[1] ?? ''),
      ),
    ]);

/** What the /v3/result address answers: its records' ids, in order. */
async function articleIdsOfCall(address: string): Promise<string[]> {
  const answer = await fetch(address, { headers: visitorAddressHeader() });
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { category: { records: { article?: { id: string }[] } }[] };
  return (body.category[0]?.records.article ?? []).map((a) => a.id);
}

/**
 * Issue 18 §3: every results page shows its API twin, the /v3/result address that returns the
 * same records in the same order, with a copy button; it opens without JavaScript too.
 */
test.describe("a results page's API call", () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  test('shows the address, copies it, and the address returns the same records in the same order', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.goto(SEARCH);
    await page.getByText('Show the API call').click();
    const address = (await apiCallOf(page).locator('code').last().textContent()) ?? '';
    expect(address, address).toMatch(new RegExp(`^${baseUrl}/v3/result\\?`));
    expect(await articleIdsOfCall(address)).toEqual(await articleIdsOnPage(page));
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Copy the API call' }).click();
    await page.getByText('Copied to clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('lists a call per collection on the all-collections page, and opens without JavaScript', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      javaScriptEnabled: false,
      extraHTTPHeaders: visitorAddressHeader(),
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/search?keyword=flood');
    await page.getByText('Show the API call').click();
    const calls = apiCallOf(page).getByRole('listitem');
    await calls.filter({ hasText: 'Newspapers & Gazettes' }).waitFor();
    const newspapers =
      (await calls.filter({ hasText: 'Newspapers & Gazettes' }).locator('code').textContent()) ?? '';
    expect(newspapers).toContain('category=newspaper');
    expect(newspapers).toContain('n=3');
    // Archived websites are not in the API (as in Trove): no call for them.
    expect(await calls.filter({ hasText: 'Websites' }).count()).toBe(0);
    // The address stays inside a phone's width.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await context.close();
  });
});
