import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { closeContexts, dismissCulturalAdvice, expectNoAxeViolations, openPage } from '../support/browser.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

async function searchFromHome(page: Page, keyword: string) {
  await page.goto('/');
  await dismissCulturalAdvice(page);
  const box = page.getByRole('searchbox').first();
  await box.fill(keyword);
  await box.press('Enter');
  await page.waitForURL(/\/search/);
}

test.describe('a visitor searches by keyword and opens what they find', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  test('finds a book and opens its work page', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await searchFromHome(page, 'legendary tales');
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('legendary tales');
    await expectNoAxeViolations(page);
    await page
      .getByRole('link', { name: /More Australian legendary tales/i })
      .first()
      .click();
    await page.waitForURL(/\/work\/\d+/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/More Australian legendary tales/i);
    await expect
      .poll(() =>
        page
          .getByText(/Parker/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    // The copyright status box: the status is rendered on the server, its details behind a toggle.
    const copyright = page.getByRole('region', { name: 'Copyright status' });
    await expect.poll(() => copyright.getByText('Out of Copyright').isVisible()).toBe(true);
    const toggle = copyright.getByRole('button', { name: /copyright details/i });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await expect.poll(() => copyright.getByText(/died before 1955/).isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    // Its catalogue record warns of culturally sensitive content. This visitor chose to hide advice
    // (Esc on the landing page's modal); a visitor who has not sees the advice on the work page.
    expect(await page.getByRole('complementary', { name: /cultural advice/i }).count()).toBe(0);
    const fresh = await openPage(browser, baseUrl);
    await fresh.page.goto(page.url());
    await expect
      .poll(() => fresh.page.getByRole('complementary', { name: /cultural advice/i }).isVisible())
      .toBe(true);
    await expectNoAxeViolations(fresh.page);
    await fresh.context.close();
    await context.close();
  });

  test('finds a person within the people collection and opens their page', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto('/search/category/people?keyword=Menzies');
    await expect
      .poll(() =>
        page
          .getByText(/result/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expectNoAxeViolations(page);
    await page
      .getByRole('link', { name: /Menzies/ })
      .first()
      .click();
    await page.waitForURL(/\/people\/\d+/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Menzies/);
    await expectNoAxeViolations(page);
    // Cite this: APA shows on load; clicking it closes it; BibTeX downloads a .bib file.
    const apa = page.getByRole('region', { name: 'APA citation' });
    await expect.poll(() => apa.textContent()).toMatch(/Menzies.*Retrieved .* from http/);
    await page.getByRole('button', { name: 'APA', exact: true }).click();
    await expect.poll(() => apa.isVisible()).toBe(false);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /BibTeX/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/Menzies.*\.bib$/);
    const path = await download.path();
    expect(readFileSync(path, 'utf8')).toMatch(/^@misc\{[\s\S]*url = \{http[^}]*\/people\/\d+\}/);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('finds a newspaper article and reads its OCR text', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await searchFromHome(page, 'Boomanoomana');
    await page.locator('a[href*="/newspaper/article/"]').first().click();
    await page.waitForURL(/\/newspaper\/article\/\d+/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
    await expect.poll(() => page.locator('main').textContent()).toMatch(/Boomanoomana/i);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('says so when nothing matches', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await page.goto('/search/category/books?keyword=zzqxjvbnonexistentword');
    await expect
      .poll(() => page.getByText("Hey now, hey now...don't dream it's over.").isVisible())
      .toBe(true);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
