import type { Browser, Page } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';
import { signInAsDataManager, signUp } from '../support/data-manager.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

/** Spec 01 §6 and ADR 019: a data manager's 'Explain search' checkbox and the explanations it shows. */
const BOOKS = '/search/category/books?keyword=australia';
const NEWSPAPERS = '/search/category/newspapers?keyword=federation';
const PEOPLE = '/search/category/people?keyword=Menzies';
const WEBSITES = '/search/category/websites?keyword=gov';
/** Thousands of cartoons: a second page to stay on, shown as tiles. */
const IMAGES = '/search/category/images?keyword=australia&sortBy=relevance&startPos=20';

const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
const explanations = (page: Page) => results(page).getByText('Search explanation', { exact: true });
const checkbox = (page: Page) => page.getByRole('checkbox', { name: 'Explain search' });

/** The page answers in the browser once its search form is hydrated. */
async function waitForHydration(page: Page) {
  await page.locator('form[data-hydrated], form[data-enhanced]').first().waitFor({ timeout: 15_000 });
}

/** Every result on the page carries its explanation, a bm25 score and its parts. */
async function expectEveryResultExplained(page: Page) {
  const count = await results(page).getByRole('listitem').count();
  expect(count).toBeGreaterThan(0);
  await expect.poll(() => explanations(page).count()).toBe(count);
  expect(await results(page).locator('details code').first().textContent()).toMatch(
    /^score -?\d+\.\d{3} = bm25 over title/,
  );
}

/** Results are shown, and none of them is explained. */
async function expectPlainResults(page: Page) {
  await expect.poll(() => results(page).getByRole('listitem').count()).toBeGreaterThan(0);
  expect(await explanations(page).count()).toBe(0);
  expect(await checkbox(page).count()).toBe(0);
}

test.describe('explaining a search', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  test('offers nothing to other visitors, and an explain=true address shows them the plain results', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    const anonymous = await page.goto(`${BOOKS}&explain=true`);
    expect(anonymous?.status()).toBe(200);
    await expectPlainResults(page);
    await signUp(page, `reader${Date.now()}@example.org`);
    const origin = new URL(page.url()).origin;
    // Signed in without the role: the API refuses the explanations, the page searches without them.
    const reader = await page.goto(`${origin}${BOOKS}&explain=true`);
    expect(reader?.status()).toBe(200);
    await expectPlainResults(page);
    await page.goto(`${origin}${BOOKS}`);
    await expectPlainResults(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('lets a data manager tick Explain search with the keyboard and read why each result ranks', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto(IMAGES);
    const origin = await signInAsDataManager(page, dataDir);
    // Opened again: the role is the account's from now on.
    await page.goto(`${origin}${IMAGES}`);
    await waitForHydration(page);
    const box = checkbox(page);
    await expect.poll(() => box.isChecked()).toBe(false);
    expect(await explanations(page).count()).toBe(0);

    await box.focus();
    await page.keyboard.press('Space');
    await page.waitForURL((url) => url.searchParams.get('explain') === 'true');
    const url = new URL(page.url());
    // The same page of the same search: nothing else was reset.
    expect(url.searchParams.get('keyword')).toBe('australia');
    expect(url.searchParams.get('startPos')).toBe('20');
    expect(url.searchParams.get('sortBy')).toBe('relevance');
    await expectEveryResultExplained(page);
    expect(await box.isChecked()).toBe(true);
    // Focus stays on the checkbox the visitor just used.
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);

    // Bookmarkable: the address alone explains, in the collections shown as rows too.
    for (const address of [BOOKS, NEWSPAPERS, PEOPLE, WEBSITES]) {
      await page.goto(`${origin}${address}&explain=true`);
      await expectEveryResultExplained(page);
      expect(await checkbox(page).isChecked()).toBe(true);
    }
    await expectNoAxeViolations(page);

    // Unticked: the explanations go, the rest of the address stays.
    await page.goto(`${origin}${IMAGES}&explain=true`);
    await waitForHydration(page);
    await checkbox(page).press('Space');
    await page.waitForURL((u) => !u.searchParams.has('explain') && u.searchParams.get('startPos') === '20');
    await expect.poll(() => explanations(page).count()).toBe(0);
    expect(await checkbox(page).isChecked()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
