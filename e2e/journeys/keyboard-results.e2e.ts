import type { Browser, Page } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

/**
 * Issue 14 §4: on a results page the keyboard reaches the results at once ('Skip to results',
 * right after 'Skip to main content') and the facets after the results, while the facets stay
 * in the left column on a wide screen. Before, the first result was 59 presses of Tab away.
 */
const RESULTS = '/search/category/images?keyword=australia';

const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      text: active?.textContent?.trim() ?? '',
      inResults: Boolean(active?.closest('#results')),
      isResults: active?.id === 'results',
      inFacets: Boolean(active?.closest('aside')),
    };
  });

test.describe('a keyboard user on a search results page', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  test('skips to the results with the second Tab, then reaches the facets after the results', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto(RESULTS);
    // Hydrated first, so that nothing the scripts do moves the focus the keys put somewhere.
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Skip to main content');
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Skip to results');
    expect(await page.getByRole('link', { name: 'Skip to results' }).isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).isResults).toBe(true);

    // Onwards from the results: a result's link within a few presses.
    let presses = 0;
    let now = await focused(page);
    while (!/australia/i.test(now.text) && presses < 10) {
      await page.keyboard.press('Tab');
      presses += 1;
      now = await focused(page);
    }
    expect(now.inResults, `focus reached "${now.text}" after ${presses} presses`).toBe(true);
    expect(now.text).toMatch(/australia/i);

    // Through the results to their end: the next stop is the facets.
    for (presses = 0; now.inResults && presses < 400; presses += 1) {
      await page.keyboard.press('Tab');
      now = await focused(page);
    }
    expect(now.inFacets, `after the results focus went to "${now.text}"`).toBe(true);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [what, where, viewport] of [
    ['a wide screen', 'left of', { width: 1280, height: 900 }],
    ['a phone', 'below', { width: 390, height: 844 }],
  ] as const)
    test(`on ${what} sees the facets ${where} the results`, async () => {
      const { page, context, errors } = await openPage(browser, baseUrl, viewport);
      await page.goto(RESULTS);
      await page.waitForLoadState('networkidle');
      // Both measured at once: images arriving later move what is below them.
      const boxes = await page.evaluate(() => {
        const box = (element: Element | null) => {
          const rect = element?.getBoundingClientRect();
          return rect ? { x: rect.x, y: rect.y, right: rect.right, bottom: rect.bottom } : null;
        };
        return {
          results: box(document.querySelector('#results')),
          facets: box(document.querySelector('aside')),
        };
      });
      const { results, facets } = boxes;
      if (!results || !facets) throw new Error('the results page has no results or no facets');
      if (where === 'left of') {
        expect(facets.right).toBeLessThanOrEqual(results.x);
        expect(Math.abs(facets.y - results.y)).toBeLessThan(5);
      } else {
        expect(facets.y).toBeGreaterThanOrEqual(results.bottom);
      }
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
      await context.close();
    });
});
