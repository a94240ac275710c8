import type { ArticleLines } from '@trove/contracts';
import type { Browser } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { data, publicApi } from '../support/api.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

/** A printed page as the image server would send it: a tall grey sheet with a column of lines. */
const PAGE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1200" viewBox="0 0 800 1200">
<rect width="800" height="1200" fill="#eee"/>${Array.from(
  { length: 40 },
  (_, i) => `<rect x="60" y="${60 + i * 26}" width="300" height="10" fill="#555"/>`,
).join('')}</svg>`;

/** A demo article whose record gives its printed page (the Trove API and harvest records do). */
async function articleWithPage(baseUrl: string): Promise<ArticleLines> {
  const api = publicApi(baseUrl);
  const found = await data(api.search.run({ category: 'newspapers', keyword: 'cyclone' }));
  for (const work of found.works) {
    const lines = await api.corrections.lines({ id: work.id });
    if (lines.ok && lines.data.imageUrl && lines.data.lines.length > 0) return lines.data;
  }
  throw new Error('no demo article with a page image and text');
}

/** Issue 17 §1: the lines beside the page image where the record has one; the text alone otherwise. */
test.describe('the printed page beside the correction editor', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let article: ArticleLines;

  test.beforeAll(async ({ browser: shared }) => {
    browser = shared;
    article = await articleWithPage(baseUrl);
  });
  test.afterAll(() => closeContexts(browser));

  test("shows the page from the record's image address, with a link to it at full size", async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    const imageUrl = article.imageUrl ?? '';
    expect(imageUrl).toMatch(/^https:\/\/trove\.nla\.gov\.au\/ndp\/imageservice\/nla\.news-page\d+\/level3$/);
    // This machine has no internet: the image server's answer is played here.
    await context.route(imageUrl, (route) =>
      route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PAGE_SVG }),
    );
    await page.goto(`/newspaper/article/${article.articleId}/correct`);
    const image = page.getByRole('img', { name: `The printed page of “${article.heading}”` });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
    expect(
      await page.getByRole('link', { name: 'Open the page image at full size' }).getAttribute('href'),
    ).toBe(imageUrl);
    expect(await page.getByText('could not be loaded').count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('says so and gives the lines the whole width when the image server cannot be reached', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, { width: 390, height: 844 });
    await page.goto(`/newspaper/article/${article.articleId}/correct`);
    await page
      .getByText('The image of the printed page could not be loaded just now', { exact: false })
      .waitFor();
    expect(await page.getByRole('img', { name: /The printed page of/ }).count()).toBe(0);
    expect(await page.getByLabel('Line 1', { exact: true }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
