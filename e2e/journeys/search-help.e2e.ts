import type { Browser, Page } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

/**
 * Help when a search fails or disappoints (issue 14 §2, ADR 034), as a visitor meets it: a
 * misspelt name finds nothing anywhere, the page says so once and offers the spelling the records
 * use; the link runs that search; an empty search limited by date offers the search without the
 * limit; a query that cannot be read says what is wrong and still searches its words. The demo
 * corpus holds Robert Menzies in People & Organisations, Images and more.
 */

const params = (page: Page) => new URL(page.url()).searchParams;

async function clickAndWait(page: Page, click: () => Promise<void>) {
  const before = page.url();
  await click();
  await expect.poll(() => page.url()).not.toBe(before);
  await page.waitForLoadState('domcontentloaded');
}

/** The collections' summary panels: each is a region named by its collection's heading. */
const panelHeadings = (page: Page) => page.locator('section[aria-labelledby^="group-"] h2');

test.describe('a visitor whose search fails is helped', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  test('misspells a name across every collection, is told once, and follows Did you mean', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto('/search?keyword=menzeis');
    const nothing = page.getByRole('region', { name: 'No results in any collection' });
    await expect.poll(() => nothing.isVisible()).toBe(true);
    expect(await nothing.textContent()).toContain("Hey now, hey now...don't dream it's over.");
    expect(await nothing.textContent()).toContain('No collection has anything matching menzeis');
    // Said once, not in a panel per collection.
    expect(await panelHeadings(page).count()).toBe(0);
    expect(await page.getByText("Hey now, hey now...don't dream it's over.").count()).toBe(1);
    // One word, no quotes, no date limit: only the spelling advice applies.
    const advice = nothing.getByRole('listitem');
    expect(await advice.allTextContents()).toEqual(['the spelling above, or another spelling']);
    await expectNoAxeViolations(page);

    const suggestion = nothing.getByRole('link', { name: 'menzies' });
    await clickAndWait(page, () => suggestion.click());
    expect(params(page).get('keyword')).toBe('menzies');
    await expect.poll(() => panelHeadings(page).count()).toBeGreaterThan(0);
    expect(await page.getByRole('region', { name: 'No results in any collection' }).count()).toBe(0);
    await expect
      .poll(() =>
        page.getByRole('link', { name: /^See all [\d,]+ results? in People & Organisations$/ }).count(),
      )
      .toBe(1);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('finds nothing within a date limit and searches again without it', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto('/search?keyword=menzies+zzyzxq&date.from=1700&date.to=1720');
    const nothing = page.getByRole('region', { name: 'No results in any collection' });
    await expect.poll(() => nothing.isVisible()).toBe(true);
    expect(await nothing.getByRole('listitem').allTextContents()).toEqual([
      'another spelling',
      'fewer words',
      'searching without the date limit',
    ]);
    await expectNoAxeViolations(page);
    await clickAndWait(page, () =>
      nothing.getByRole('link', { name: 'searching without the date limit' }).click(),
    );
    expect([...params(page).keys()]).toEqual(['keyword']);
    expect(params(page).get('keyword')).toBe('menzies zzyzxq');
    // Still no record with both words: those with most of them are shown, labelled as such.
    await expect
      .poll(() =>
        page
          .getByText('No results contain all of your words. Showing results that contain 1 of your 2 words.')
          .count(),
      )
      .toBe(1);
    await expect.poll(() => panelHeadings(page).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("offers the spelling in one collection's results, above the spec's empty message", async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto('/search/category/people?keyword=Menzeis');
    await expect.poll(() => page.getByText("Hey now, hey now...don't dream it's over.").count()).toBe(1);
    const link = page.getByRole('link', { name: 'Menzies' });
    expect(await page.getByText('Did you mean').count()).toBe(1);
    await expectNoAxeViolations(page);
    await clickAndWait(page, () => link.click());
    expect(new URL(page.url()).pathname).toBe('/search/category/people');
    expect(params(page).get('keyword')).toBe('Menzies');
    await expect
      .poll(() =>
        page.getByRole('heading', { level: 2, name: /^Showing 1–\d+ of \d+ results? for Menzies/ }).count(),
      )
      .toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('says what is wrong with a query that cannot be read, and where, and shows what its words find', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto(`/search/category/people?keyword=${encodeURIComponent('(menzies AND')}`);
    await expect.poll(() => page.getByText('Part of your search could not be read').count()).toBe(1);
    expect(
      await page.getByText('AND at the end of “(menzies AND” needs a search term after it.').count(),
    ).toBe(1);
    expect(await page.getByText('Searched for the words instead:').textContent()).toContain('menzies');
    await expect
      .poll(() => page.getByRole('list', { name: 'Search results' }).getByRole('listitem').count())
      .toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
