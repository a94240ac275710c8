import type { Browser } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { data, publicApi } from '../support/api.ts';
import { closeContexts, dismissCulturalAdvice, expectNoAxeViolations, openPage } from '../support/browser.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

test.describe('a visitor arrives at the home page', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  test('sees the headline, the spotlight on real records and the footer, server-rendered', async () => {
    const home = await fetch(`${baseUrl}/`);
    // The page may not be framed by another site, nor sniffed as another type.
    expect(home.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(home.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await home.text();
    expect(html).toContain('Search. Discover. Australia.');
    expect(html).toMatch(/<title>[^<]*Trove[^<]*<\/title>/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+"/);
    expect(html).toMatch(/<meta property="og:title"/);

    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto('/');
    await dismissCulturalAdvice(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: 'Trove Spotlight' }).isVisible()).toBe(true);
    const footer = page.getByRole('contentinfo');
    await expect
      .poll(() => footer.textContent())
      .toMatch(/Acknowledgement of Country|Traditional Custodians/i);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('is shown the cultural advice until it is dismissed, and not again after that', async () => {
    const config = await data(publicApi(baseUrl).configuration.application());
    const advice = config.culturalAdviceWidget;
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: advice.title });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await expect
      .poll(async () => {
        await page
          .getByRole('button', { name: advice.action })
          .click({ timeout: 2000 })
          .catch(() => undefined);
        return dialog.isVisible();
      })
      .toBe(false);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Trove Spotlight' }).isVisible()).toBe(true);
    expect(await dialog.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('works on a phone-sized screen', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, { width: 390, height: 844 });
    await page.goto('/');
    await dismissCulturalAdvice(page);
    await expect.poll(() => page.getByRole('searchbox').first().isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('tells crawlers they may crawl every page, and where the sitemap is, in a robots.txt of its own', async () => {
    const robots = await fetch(`${baseUrl}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await robots.text()).split('\n').filter((line) => line && !line.startsWith('#'));
    expect(lines).toEqual(['User-agent: *', 'Allow: /', `Sitemap: ${new URL(baseUrl).origin}/sitemap.xml`]);
  });

  test('is sent home from an unknown path', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await page.goto('/no/such/page/here');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
    await context.close();
  });
});
