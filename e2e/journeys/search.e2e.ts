import type { Browser, Page } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { closeContexts, dismissCulturalAdvice, expectNoAxeViolations, openPage } from '../support/browser.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

/**
 * The search screens of spec 01 §2.5–2.8 and the route rules of §4, as a visitor uses them. The
 * demo corpus holds thousands of cartoons matching 'australia' in Images, Maps & Artefacts, so that
 * collection has pages to turn and facets to refine by.
 */
const IMAGES = '/search/category/images?keyword=australia';

const params = (page: Page) => new URL(page.url()).searchParams;

/** Waits for the address to change after a click (client navigation or a full load). */
async function clickAndWait(page: Page, click: () => Promise<void>) {
  const before = page.url();
  await click();
  await expect.poll(() => page.url()).not.toBe(before);
  await page.waitForLoadState('domcontentloaded');
}

/** The page answers in the browser once its search form is hydrated. */
async function waitForHydration(page: Page) {
  await page.locator('form[data-hydrated], form[data-enhanced]').first().waitFor({ timeout: 15_000 });
}

test.describe('a visitor searches, refines and pages through results', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  test('searches by keyword from the home page and sees a panel per collection', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto('/');
    await dismissCulturalAdvice(page);
    const box = page.getByRole('searchbox').first();
    await box.fill('australia');
    await box.press('Enter');
    await page.waitForURL(/\/search\?keyword=australia/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/australia/);
    // Every panel arrives with the page, answered by one search of every collection (ADR 034).
    const images = page.getByRole('heading', { level: 2, name: 'Images, Maps & Artefacts' });
    await images.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        page.getByRole('link', { name: /^See all [\d,]+ results in Images, Maps & Artefacts$/ }).isVisible(),
      )
      .toBe(true);
    const websites = page.getByRole('heading', { level: 2, name: 'Websites' });
    await websites.scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.getByRole('link', { name: /^See all [\d,]+ results? in Websites$/ }).isVisible())
      .toBe(true);
    const nav = page.getByRole('navigation', { name: 'Collections to search' });
    expect(await nav.getByRole('link', { name: 'All', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('switches collection keeping the keyword, leaving the limits behind', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto('/search?keyword=australia&startPos=40');
    // Without a collection, startPos is dropped.
    expect(params(page).has('startPos')).toBe(false);
    const nav = page.getByRole('navigation', { name: 'Collections to search' });
    await clickAndWait(page, () => nav.getByRole('link', { name: 'Images, Maps & Artefacts' }).click());
    expect(new URL(page.url()).pathname).toBe('/search/category/images');
    expect(params(page).get('keyword')).toBe('australia');
    await expect
      .poll(() => nav.getByRole('link', { name: 'Images, Maps & Artefacts' }).getAttribute('aria-current'))
      .toBe('page');
    // The box reads 'Search this collection' within one collection.
    expect(await page.getByRole('searchbox').getAttribute('placeholder')).toBe('Search this collection');

    await page.goto(`${IMAGES}&l-format=Cartoon`);
    await clickAndWait(page, () => nav.getByRole('link', { name: 'Music, Audio & Video' }).click());
    expect(new URL(page.url()).pathname).toBe('/search/category/music');
    expect(params(page).get('keyword')).toBe('australia');
    expect(params(page).has('l-format')).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('refines with two facets, sees them as pills, and removes one with its pill', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto(IMAGES);
    const sidebar = page.getByRole('complementary', { name: 'Refine your results' });
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    const format = sidebar.getByRole('region', { name: 'Format' });
    const cartoon = format.getByRole('checkbox', { name: /^Cartoon/ });
    expect(await cartoon.getAttribute('aria-checked')).toBe('false');
    await clickAndWait(page, () => cartoon.click());
    expect(params(page).getAll('l-format')).toEqual(['Cartoon']);
    await expect
      .poll(() => format.getByRole('checkbox', { name: /^Cartoon/ }).getAttribute('aria-checked'))
      .toBe('true');

    const decade = sidebar.getByRole('region', { name: 'Decade' });
    await clickAndWait(page, () => decade.getByRole('checkbox', { name: /^1890 - 1899/ }).click());
    expect(params(page).getAll('l-decade')).toEqual(['189']);
    expect(params(page).getAll('l-format')).toEqual(['Cartoon']);
    // The decade opens onto its years.
    await expect.poll(() => decade.getByRole('checkbox', { name: /^189\d\s*,/ }).count()).toBeGreaterThan(0);

    const filters = page.getByRole('navigation', { name: 'Active filters' });
    await expect.poll(() => filters.getByRole('link', { name: /^Remove / }).count()).toBe(2);
    await clickAndWait(page, () => filters.getByRole('link', { name: 'Remove Format: Cartoon' }).click());
    expect(params(page).has('l-format')).toBe(false);
    expect(params(page).getAll('l-decade')).toEqual(['189']);
    await expect.poll(() => filters.getByRole('link', { name: /^Remove / }).count()).toBe(1);
    expect(await filters.getByRole('link', { name: 'Remove Decade: 1890 - 1899' }).count()).toBe(1);

    await clickAndWait(page, () => filters.getByRole('link', { name: 'Clear all' }).click());
    expect([...params(page).keys()]).toEqual(['keyword']);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('shows more and fewer terms of a long facet', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await page.goto(IMAGES);
    await waitForHydration(page);
    const decade = page.getByRole('region', { name: 'Decade' });
    const more = decade.getByRole('button', { name: /Show more/ });
    await expect.poll(() => decade.getByRole('checkbox').count()).toBe(6);
    await expect
      .poll(async () => {
        if ((await more.count()) > 0 && (await more.getAttribute('aria-expanded')) === 'false')
          await more.click();
        return decade.getByRole('checkbox').count();
      })
      .toBeGreaterThan(6);
    expect(await decade.getByRole('button', { name: /Show less/ }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await context.close();
  });

  test('sorts by year and goes to page 3, focus landing on the results heading', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto(`${IMAGES}&startPos=20`);
    await waitForHydration(page);
    const sort = page.getByRole('navigation', { name: 'Sort by' });
    await clickAndWait(page, () => sort.getByRole('link', { name: 'Year (earliest first)' }).click());
    expect(params(page).get('sortBy')).toBe('dateAsc');
    // Changing sort returns to the first page.
    expect(params(page).has('startPos')).toBe(false);
    await expect
      .poll(() => sort.getByText('Year (earliest first)').getAttribute('aria-current'))
      .toBe('true');

    const pager = page.getByRole('navigation', { name: 'Results pages' });
    await clickAndWait(page, () => pager.getByRole('link', { name: 'Page 3' }).click());
    expect(params(page).get('startPos')).toBe('40');
    expect(params(page).get('sortBy')).toBe('dateAsc');
    const heading = page.getByRole('heading', { level: 2, name: /^Showing 41–60 of/ });
    await expect.poll(() => heading.isVisible()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toMatch(/^Showing 41–60 of/);
    expect(await pager.locator('[aria-current="page"]').textContent()).toBe('Page 3');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('refuses an empty search and says so until the visitor types', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto(IMAGES);
    await waitForHydration(page);
    const box = page.getByRole('searchbox');
    const submit = page.getByRole('button', { name: 'Search', exact: true });
    await box.fill('   ');
    expect(await submit.getAttribute('aria-disabled')).toBe('true');
    const before = page.url();
    await box.press('Enter');
    const alert = page.getByRole('alert').filter({ hasText: 'Type something to search for.' });
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(page.url()).toBe(before);
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    await box.pressSequentially('gold');
    await expect.poll(() => alert.count()).toBe(0);
    expect(await submit.getAttribute('aria-disabled')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('ignores the same search again, and normalises curly quotes', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await page.goto(IMAGES);
    await waitForHydration(page);
    const box = page.getByRole('searchbox');
    await box.fill('australia');
    await box.press('Enter');
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${baseUrl}${IMAGES}`);
    await box.fill('\u201Cwhite australia\u201D');
    await box.press('Enter');
    await expect.poll(() => params(page).get('keyword')).toBe('"white australia"');
    await context.close();
  });

  test('searches with the advanced panel, which collapses after the search, and switches back', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    // Without a query the screen opens in advanced mode.
    await page.goto('/search/category/images');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: /advanced search$/ });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const form = page.getByRole('search', { name: 'Advanced search of Images, Maps & Artefacts' });
    await form.getByLabel('Keyword', { exact: true }).fill('australia');
    await clickAndWait(page, () => form.getByRole('button', { name: 'Search', exact: true }).first().click());
    expect(params(page).get('keyword')).toBe('australia');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.textContent()).toBe('Show advanced search');
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: /^Showing 1–20 of/ }).isVisible())
      .toBe(true);
    await page.getByRole('link', { name: 'Simple search' }).click();
    await expect.poll(() => page.getByRole('searchbox').inputValue()).toBe('australia');
    // The bar's one Advanced Search control: this collection first, whose form opens in place.
    await page.getByText('Advanced Search', { exact: true }).click();
    const menu = page.locator('details', { hasText: 'This collection' });
    expect(await menu.getByRole('link').first().textContent()).toBe('Images, Maps & Artefacts');
    expect(await menu.getByRole('link').count()).toBeGreaterThan(5);
    const address = page.url();
    await menu.getByRole('link').first().click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(page.url()).toBe(address);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('pages websites by previous and next, with a lower bound on the total', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto('/search/category/websites?keyword=gov');
    const heading = page.getByRole('heading', { level: 2, name: /^At least [\d,]+ total results for gov$/ });
    await expect.poll(() => heading.isVisible()).toBe(true);
    const pager = page.getByRole('navigation', { name: 'Results pages' });
    expect(await pager.getByRole('link', { name: /^Page / }).count()).toBe(0);
    await clickAndWait(page, () => pager.getByRole('link', { name: 'Next page' }).click());
    expect(params(page).get('startPos')).toBe('20');
    await expect.poll(() => pager.getByRole('link', { name: 'Previous page' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('opens the archived copy when a website search is an address', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    const archived = page.waitForRequest(/webarchive\.nla\.gov\.au\/awa\/.*search\.australia\.gov\.au/, {
      timeout: 20_000,
    });
    await page.goto(
      `/search/category/websites?${new URLSearchParams({ keyword: 'https://search.australia.gov.au/' }).toString()}`,
    );
    await archived;
    await context.close();
  });

  test('says so when nothing matches', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto('/search/category/images?keyword=zzqxjvbnonexistentword');
    await expect
      .poll(() => page.getByText("Hey now, hey now...don't dream it's over.").isVisible())
      .toBe(true);
    expect(await page.getByRole('complementary', { name: 'Refine your results' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('drops from the address the limit that left nothing, and says which', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    // No image of the demo corpus is from the 1000s: the decade limit empties the search.
    await page.goto(`${IMAGES}&l-decade=100&l-decade.mod=all&startPos=20`);
    await waitForHydration(page);
    await expect.poll(() => params(page).has('l-decade')).toBe(false);
    expect(params(page).get('keyword')).toBe('australia');
    expect(params(page).has('l-decade.mod')).toBe(false);
    expect(params(page).has('startPos')).toBe(false);
    await expect
      .poll(() => page.getByText('Nothing matched with every filter, so these were left out:').isVisible())
      .toBe(true);
    expect(await page.getByRole('status').filter({ hasText: 'Decade' }).count()).toBe(1);
    // The results heading is drawn again once the address has been replaced: wait for it.
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: /^Showing 1–20 of/ }).isVisible())
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('shows what the address got wrong as the search failure', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    const response = await page.goto('/search/category/images?keyword=a&l-formt=Cartoon');
    expect(response?.status()).toBe(400);
    await expect.poll(() => page.getByText('The search failed, details are:').isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(/l-formt/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await context.close();
  });

  test('strips includeraw from SearchAll by redirect', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await page.goto('/search?keyword=australia&includeraw=true');
    expect(page.url()).toBe(`${baseUrl}/search?keyword=australia`);
    await context.close();
  });

  test('passes an axe scan of the results page with facets and pills, on desktop and phone', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const { page, context, errors } = await openPage(browser, baseUrl, viewport);
      await page.goto(`${IMAGES}&l-decade=189&l-format=Cartoon`);
      await expect
        .poll(() => page.getByRole('navigation', { name: 'Active filters' }).isVisible())
        .toBe(true);
      await waitForHydration(page);
      if (viewport.width < 600) {
        // On a phone the facets sit behind their heading.
        const toggle = page.getByRole('button', { name: 'Refine your results' });
        await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
        await toggle.click();
        await expect.poll(() => page.getByRole('region', { name: 'Format' }).isVisible()).toBe(true);
      }
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
