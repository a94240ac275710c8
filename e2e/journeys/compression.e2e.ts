import type { Browser, Response } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { data, publicApi } from '../support/api.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

/**
 * Issue 14 §4 (ADR 030): a real browser receives the pages and their scripts and styles
 * compressed, as it asks for them (Chromium: gzip, deflate, br, zstd), with Vary: Accept-Encoding;
 * the built files are cached for a year.
 */
test.describe('a browser receives compressed pages, scripts and styles', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  async function workId(): Promise<number> {
    const works = (await data(publicApi(baseUrl).search.run({ category: 'books', keyword: 'australia' })))
      .works;
    const first = works[0];
    if (!first) throw new Error('the demo corpus has no books about australia');
    return first.id;
  }

  for (const [what, path] of [
    ['a search results page', async () => '/search/category/books?keyword=australia'],
    ['a work page', async () => `/work/${await workId()}`],
    ['the home page', async () => '/'],
  ] as const)
    test(`${what} arrives compressed, and so does every script and style sheet it loads`, async () => {
      const { page, context, errors } = await openPage(browser, baseUrl);
      const responses: Response[] = [];
      page.on('response', (response) => responses.push(response));
      const address = await path();
      const document = await page.goto(address, { waitUntil: 'networkidle' });
      if (!document) throw new Error(`no answer for ${address}`);
      expect(document.status()).toBe(200);
      const documentHeaders = await document.allHeaders();
      expect(documentHeaders['content-encoding']).toMatch(/^(br|gzip)$/);
      expect(documentHeaders.vary?.toLowerCase()).toContain('accept-encoding');

      const assets = responses.filter((r) => /\/assets\/[^?]+\.(js|css)$/.test(new URL(r.url()).pathname));
      expect(assets.filter((r) => r.url().endsWith('.js')).length).toBeGreaterThan(5);
      for (const asset of assets) {
        if (asset.status() === 304) continue;
        const headers = await asset.allHeaders();
        expect(headers['content-encoding'], asset.url()).toBe('br');
        expect(headers['cache-control'], asset.url()).toBe('public, max-age=31536000, immutable');
        expect(headers.vary?.toLowerCase(), asset.url()).toContain('accept-encoding');
      }
      // The page works as sent: its heading is there and the scripts ran without an error.
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
      await context.close();
    });

  test('sends the API answers the page calls from the browser compressed', async () => {
    const answer = await fetch(`${baseUrl}/api/search/books?keyword=australia`, {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    // fetch decodes it: the same JSON as ever.
    expect((await answer.json()) as object).toHaveProperty('works');
  });
});
