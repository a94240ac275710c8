import type { Browser, Page } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { closeContexts, dismissCulturalAdvice, openPage } from '../support/browser.ts';
import { contrastFailures, textOverGradients } from '../support/contrast.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

/**
 * Issue 14 §4: the text on the home page's gradient meets WCAG 1.4.3 everywhere, measured from
 * the colours the browser renders (axe cannot measure text over a gradient).
 */
test.describe('a visitor reads the text over the home page gradient', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  /** Every text element over the gradient passes, and there is text to measure (the headline at least). */
  async function expectReadable(page: Page, state: string) {
    const samples = await textOverGradients(page);
    const headline = await page.locator('main h2').first().textContent();
    expect(
      samples.map((s) => s.text),
      state,
    ).toContain(headline?.trim());
    expect(contrastFailures(samples), state).toEqual([]);
  }

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} pixels wide: as loaded, with an empty search refused, and with the advanced search open`, async () => {
      const { page, context, errors } = await openPage(browser, baseUrl, viewport);
      await page.goto('/');
      await dismissCulturalAdvice(page);
      await page.locator('form[data-hydrated]').first().waitFor();
      await expectReadable(page, 'as loaded');

      const search = page.getByRole('search', { name: /^Search / });
      // The Search button is unavailable (aria-disabled) while the box is empty: Enter tries it.
      await search.getByRole('searchbox').press('Enter');
      await expect.poll(() => search.getByRole('alert').isVisible()).toBe(true);
      await expectReadable(page, 'with the empty search refused');

      await search.getByText(/^Advanced search$/i).click();
      await expectReadable(page, 'with the advanced search open');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
