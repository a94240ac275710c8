import type { Browser, Page } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { data, publicApi } from '../support/api.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

/** The advanced form validates before it navigates once its script has run. */
async function openAdvanced(page: Page, path: string) {
  await page.goto(path);
  await page.locator('form[data-enhanced="true"]').waitFor({ state: 'attached', timeout: 20_000 });
}

test.describe('a visitor searches with the advanced search forms', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  test('searches books by ISBN, told first that an invalid ISBN is not valid', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await openAdvanced(page, '/search/advanced/category/books?keyword=legendary');
    expect(await page.title()).toMatch(/^Advanced Search - Books & Libraries - /);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Advanced Search/);
    // The keyword of the address is carried into the form.
    expect(await page.getByRole('textbox', { name: 'Keyword', exact: true }).inputValue()).toBe('legendary');
    await expectNoAxeViolations(page);

    const isbn = page.getByRole('textbox', { name: 'ISBN', exact: true });
    await isbn.fill('0-306-40615-3');
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await expect.poll(() => page.getByText('Not a valid ISBN').isVisible()).toBe(true);
    expect(await isbn.getAttribute('aria-invalid')).toBe('true');
    // Focus moves to the field at fault, and the page stays where it is.
    expect(await isbn.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/search/advanced/category/books');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);

    await isbn.fill(' 0-306-40615-2 ');
    await page.getByRole('button', { name: 'Search', exact: true }).last().click();
    await page.waitForURL(/\/search\/category\/books\?/);
    const address = new URL(page.url());
    expect(address.searchParams.get('isbn')).toBe('0-306-40615-2');
    expect(address.searchParams.get('keyword')).toBe('legendary');
    // Empty fields are left out of the address.
    expect([...address.searchParams.keys()].sort()).toEqual(['isbn', 'keyword']);
    await context.close();
  });

  test('searches newspapers of a state within a date range', async () => {
    const metadata = await data(publicApi(baseUrl).search.metadata({ category: 'newspapers' }));
    const state = metadata.titles.find((t) => t.state)?.state;
    expect(state, 'the demo corpus has newspaper titles with a state').toBeTruthy();
    const { page, context, errors } = await openPage(browser, baseUrl);
    await openAdvanced(page, '/search/advanced/category/newspapers');
    await expectNoAxeViolations(page);
    const states = page.getByRole('group', { name: 'States' });
    await states.locator(`input[value="${state}"]`).check();
    await page.getByRole('textbox', { name: 'All of these words' }).fill('war');
    const dates = page.getByRole('group', { name: 'Date range' });
    await dates.getByRole('textbox', { name: 'From' }).fill('1914');
    await dates.getByRole('textbox', { name: 'To' }).fill('1918-11');
    expect(errors).toEqual([]);
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await page.waitForURL(/\/search\/category\/newspapers\?/);
    const address = new URL(page.url());
    expect(address.searchParams.getAll('l-advstate')).toEqual([state]);
    expect(address.searchParams.get('date.from')).toBe('1914-01-01');
    expect(address.searchParams.get('date.to')).toBe('1918-11-30');
    expect(address.searchParams.get('keyword')).toBe('war');
    // The state stands for its titles: they are not listed one by one.
    expect(address.searchParams.has('l-advtitle')).toBe(false);
    await context.close();
  });

  test('refuses an empty search with an alert, and a bad date next to its field', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, { width: 390, height: 844 });
    await openAdvanced(page, '/search/advanced/category/people');
    await page.getByRole('button', { name: 'Search', exact: true }).last().click();
    await expect.poll(() => page.getByRole('alert').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/search/advanced/category/people');
    await page.getByRole('textbox', { name: 'From' }).fill('1914-13');
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await expect
      .poll(() => page.getByText('Date must be YYYY, or YYYY-MM, or YYYY-MM-DD').isVisible())
      .toBe(true);
    await expectNoAxeViolations(page);
    // Clear empties every field.
    await page.getByRole('button', { name: 'Clear' }).first().click();
    expect(await page.getByRole('textbox', { name: 'From' }).inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('sends the lists collection to the plain search', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await page.goto('/search/advanced/category/lists?keyword=gold');
    expect(new URL(page.url()).pathname).toBe('/search/category/lists');
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('gold');
    await context.close();
  });
});
