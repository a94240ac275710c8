import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { data, publicApi } from '../support/api.ts';
import { closeContexts, openPage, openPanel } from '../support/browser.ts';
import { expectEveryInlineElementNonced, nonceOf, watchPolicies } from '../support/csp.ts';
import { signUp } from '../support/data-manager.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

/** The ids of one record of each kind from the demo corpus, found through the API. */
interface Records {
  work: number;
  edition: number;
  person: number;
  organisation: number;
  article: number;
}

async function search(baseUrl: string, category: string, keyword: string) {
  return (await data(publicApi(baseUrl).search.run({ category, keyword }))).works;
}

async function findRecords(baseUrl: string): Promise<Records> {
  const books = await search(baseUrl, 'books', 'australia');
  const work = books[0] && (await data(publicApi(baseUrl).works.get({ id: books[0].id })));
  const edition = work?.items[0]?.id;
  const people = await search(baseUrl, 'people', 'Menzies');
  const person = people.find((p) => p.entityType === 'person');
  const organisation = people.find((p) => p.entityType === 'corporatebody');
  const article = (await search(baseUrl, 'newspapers', 'federation'))[0];
  if (!work || !edition || !person || !organisation || !article)
    throw new Error('the demo corpus lacks a record kind');
  return {
    work: work.id,
    edition,
    person: person.id,
    organisation: organisation.id,
    article: article.id,
  };
}

/** Every kind of page the portal serves, with the status it answers. */
function pageTypes(r: Records): [string, string, number][] {
  return [
    ['home', '/', 200],
    ['landing', '/landing/newspapers', 200],
    ['collection (about)', '/collection/category/images', 200],
    ['collection search', '/collection/category/books/search?keyword=australia', 200],
    ['explore: music', '/collection/category/music/explore', 200],
    ['explore: newspapers map', '/collection/category/newspapers/explore', 200],
    ['search results', '/search/category/books?keyword=australia', 200],
    ['search results as tiles', '/search/category/images?keyword=australia', 200],
    ['explained search', '/search/category/books?keyword=australia&explain=true', 200],
    ['advanced search', '/search/advanced/category/books', 200],
    ['search everything', '/search?keyword=federation', 200],
    ['work', `/work/${r.work}`, 200],
    ['edition', `/work/${r.work}/version/${r.edition}`, 200],
    ['person', `/people/${r.person}`, 200],
    ['organisation', `/people/${r.organisation}`, 200],
    ['newspaper article', `/newspaper/article/${r.article}`, 200],
    ['about page', '/about/credits', 200],
    ['accessibility statement', '/about/accessibility', 200],
    ['record not found', '/work/999999999', 404],
    ['page not found', '/about/no-such-page', 404],
    ['password reset', '/auth/reset', 200],
    ['password reset link not valid', '/auth/reset/no-such-link', 410],
    ['sign-in expired', '/auth/interaction/no-such-sign-in', 400],
  ];
}

/** Waits until the page has loaded everything it asks for, lazy modules included. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

test.describe('every page works under its Content Security Policy', () => {
  let browser: Browser;
  let records: Records;
  const baseUrl = inject('baseUrl');
  test.beforeAll(async ({ browser: shared }) => {
    browser = shared;
    records = await findRecords(baseUrl);
  });
  test.afterAll(() => closeContexts(browser));

  async function watchedPage(): Promise<{
    page: Page;
    context: BrowserContext;
    reports: string[];
    errors: string[];
  }> {
    const { page, context, errors } = await openPage(browser, baseUrl);
    return { page, context, errors, reports: await watchPolicies(context) };
  }

  test('refuses, and reports, a handler written into the page as stored markup would be', async () => {
    const { page, context, reports } = await watchedPage();
    await page.goto('/about/credits');
    await settle(page);
    expect(reports).toEqual([]);
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img src="/no-such-image" onerror="window.injected = 1">',
      ),
    );
    // Both ways of hearing of it work: the page's event and the browser's console message.
    const heard = (pattern: RegExp) => reports.some((report) => pattern.test(report));
    await expect.poll(() => heard(/script-src-attr refused inline/)).toBe(true);
    await expect.poll(() => heard(/inline event handler violates .*Content Security Policy/)).toBe(true);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    await context.close();
  });

  test('loads every page type with a fresh nonce on each inline element and no violation', async () => {
    const { page, context, reports, errors } = await watchedPage();
    const nonces = new Set<string>();
    for (const [what, path, status] of pageTypes(records)) {
      const response = await page.goto(path);
      expect(response?.status(), what).toBe(status);
      await settle(page);
      // The sign-in pages come without scripts or inline styles (ADR 037).
      await expectEveryInlineElementNonced(page, response, path.startsWith('/auth/') ? 'none' : 'some');
      nonces.add(nonceOf(response));
      expect(reports, `${what} (${path})`).toEqual([]);
    }
    expect(nonces.size).toBe(pageTypes(records).length);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('signs in and up on the provider pages, whose problems are pages too, without a violation', async () => {
    const { page, context, reports } = await watchedPage();
    // The provider's own error page is written past the server's pages: its policy has no nonce.
    const refused = await page.goto('/auth/auth?client_id=no-such-client');
    expect(refused?.status()).toBe(400);
    expect(refused?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    await page.goto('/auth/login?backurl=%2Fabout%2Fcredits');
    await page.waitForURL(/\/auth\/interaction\//);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Log in to /);
    await page.getByLabel('E-mail address or user name').fill('nobody@example.org');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByRole('alert').isVisible()).toBe(true);
    await page.goto('/auth/signup?backurl=%2Fabout%2Fcredits');
    await page.waitForURL(/\/auth\/interaction\//);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Sign up to /);
    expect(reports).toEqual([]);
    await context.close();
  });

  test('hydrates: the human check is solved and a tag form opens, anonymous and then signed in', async () => {
    const { page, context, reports, errors } = await watchedPage();
    await page.goto(`/work/${records.work}`);
    await settle(page);
    // The panel opens only once the page has hydrated.
    await openPanel(page, 'Tags', 'Add tags');
    const tags = page.getByRole('region', { name: 'Tags' });
    const check = tags.getByRole('group', { name: 'Human check (ALTCHA)' });
    // Ticked by keyboard, as a visitor would (the widget's tick mark covers the box for a mouse).
    await check.getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    // The widget's workers did the proof of work; passed, it goes away.
    await expect.poll(() => check.isVisible(), { timeout: 30_000 }).toBe(false);
    expect(await tags.getByRole('status').filter({ hasText: 'Human check passed' }).count()).toBe(1);

    // A link followed in the page, not a new document: the router runs in the browser.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Data sources and credits' }).click();
    await page.waitForURL(/\/about\/credits$/);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

    await signUp(page, `csp${Date.now()}@example.org`, 'Policy Reader');
    await page.goto(`/work/${records.work}`);
    await settle(page);
    await openPanel(page, 'Tags', 'Add tags');
    await openPanel(page, 'Notes', 'Add a note');
    expect(await page.getByLabel('Tags (required)').isVisible()).toBe(true);
    expect(await page.getByLabel('Note (required)').isVisible()).toBe(true);
    await page.goto('/search/category/books?keyword=australia');
    await settle(page);
    expect(reports).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
