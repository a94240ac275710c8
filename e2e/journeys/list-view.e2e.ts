import type { Browser, Page } from 'playwright-core';
import { LIST_MESSAGES } from '@trove/contracts';
import { expect, inject, test } from '../support/journey.ts';
import { data, publicApi } from '../support/api.ts';
import { closeContexts, expectNoAxeViolations, openPage, signedInContext } from '../support/browser.ts';
import { HttpVisitor } from '../support/http-visitor.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'a long enough secret';
const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A reader signed up over HTTP; their browser context is given the same session. */
async function reader(baseUrl: string, name: string): Promise<HttpVisitor & { username: string }> {
  const visitor = new HttpVisitor(baseUrl);
  await visitor.signUp(`${name}${stamp}@example.org`, `${name} ${stamp}`, PASSWORD);
  return Object.assign(visitor, { username: `${name}${stamp}` });
}

async function signedInPage(browser: Browser, baseUrl: string, visitor: HttpVisitor, javaScript = true) {
  if (javaScript) {
    const visit = await openPage(browser, baseUrl);
    await visit.context.addCookies(
      [...visitor.cookies].map(([name, value]) => ({ name, value, url: baseUrl })),
    );
    return visit;
  }
  const context = await signedInContext(browser, baseUrl, visitor, { javaScriptEnabled: false });
  return { context, page: await context.newPage(), errors: [] as string[] };
}

const itemsOf = (page: Page) => page.getByRole('list', { name: 'List items' }).locator(':scope > li');
const showing = (page: Page) => page.getByText(/^Showing \d+–\d+ of \d+ items?$/).textContent();

test.describe('the list page', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let owner: HttpVisitor & { username: string };
  const lists: Record<'big' | 'hidden' | 'shared', number> = { big: 0, hidden: 0, shared: 0 };
  let articleTitle = '';
  let articleId = 0;
  let total = 0;
  let articleCount = 0;
  let bookId = 0;
  /** Items a page: the environment's defaultPageSize (spec 03 §9). */
  let perPage = 0;

  test.beforeAll(async ({ browser: shared }) => {
    browser = shared;
    owner = await reader(baseUrl, 'keeper');
    // Enough books for two pages: several searches' results, each once.
    const books = new Map<number, { id: number; workType: 'work'; title: string }>();
    for (const keyword of ['australia', 'history', 'war', 'life', 'new'])
      for (const w of (await data(publicApi(baseUrl).search.run({ category: 'books', keyword }))).works)
        if (w.workType === 'work') books.set(w.id, { id: w.id, workType: 'work', title: w.title });
    const articles = (
      await data(
        publicApi(baseUrl).search.run({ category: 'newspapers', keyword: 'federation', pageSize: '3' }),
      )
    ).works;
    articleTitle = articles[0]!.title;
    articleId = articles[0]!.id;
    articleCount = articles.length;
    const book = [...books.values()][0]!; // the first item of every list
    bookId = book.id;
    // The first book is on every list (the record page's), the articles on the big one.
    const [first, ...others] = [...books.values()];
    const items = [first!, ...articles, ...others].slice(0, 40).map((w) => ({ id: w.id, type: w.workType }));
    const add = (
      list: { name: string; description?: string; priv: boolean; collaborative?: boolean },
      chosen = items,
    ) => data(owner.client.lists.addItems({ body: { items: chosen, lists: [list] } }));
    const added = await add({
      name: `Reading ${stamp}`,
      description: 'Everything about Australia',
      priv: false,
    });
    total = added.items[0]!.createdItemIds.length;
    perPage = (await data(publicApi(baseUrl).configuration.environment())).defaultPageSize;
    expect(total).toBeGreaterThan(perPage);
    await add({ name: `Hidden ${stamp}`, priv: true }, items.slice(0, 2));
    await add({ name: `Shared ${stamp}`, priv: false, collaborative: true }, items.slice(0, 3));
    const mine = await data(owner.client.lists.summariesOf({ user: owner.username }));
    const idOf = (name: string) => mine.lists.find((l) => l.name === `${name} ${stamp}`)!.id;
    lists.big = idOf('Reading');
    lists.hidden = idOf('Hidden');
    lists.shared = idOf('Shared');
  });
  test.afterAll(() => closeContexts(browser));

  test('shows a visitor a public list: items, paging, sort, filter and search within, in the address', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    const path = `/list/${lists.big}`;
    // /list?id= goes on to the list's own address.
    await page.goto(`/list?id=${lists.big}`);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Reading ${stamp}`);
    expect(await page.getByText('Everything about Australia').isVisible()).toBe(true);
    expect(await page.getByText('Public list').isVisible()).toBe(true);
    // The owner's name leads to their public profile.
    expect(await page.getByRole('link', { name: `keeper ${stamp}` }).getAttribute('href')).toBe(
      `/userProfile/user/${owner.username}`,
    );
    expect(await page.getByRole('link', { name: 'Login to follow' }).isVisible()).toBe(true);
    expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain(
      '"ItemList"',
    );
    expect(await showing(page)).toBe(`Showing 1–${perPage} of ${total} items`);
    expect(await itemsOf(page).count()).toBe(perPage);
    await expectNoAxeViolations(page);

    // Page 2 by the paginator; a page past the last is the last page's address.
    await page
      .getByRole('navigation', { name: 'List pages' })
      .getByRole('link', { name: 'Next page' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect
      .poll(() => showing(page), { timeout: 15_000 })
      .toBe(`Showing ${perPage + 1}–${Math.min(total, 2 * perPage)} of ${total} items`);
    await page.goto(`${path}?page=99`);
    expect(new URL(page.url()).search).toBe(`?page=${Math.ceil(total / perPage)}`);

    // Sort by title, descending: a viewer who cannot change the list may order it.
    await page.goto(path);
    await page.getByLabel('Sort by').selectOption('TITLE');
    await page.getByLabel('Descending').check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'TITLE');
    expect(new URL(page.url()).searchParams.get('desc')).toBe('true');
    const titles = await page
      .getByRole('list', { name: 'List items' })
      .getByRole('heading')
      .allTextContents();
    expect(titles).toHaveLength(perPage);

    // Filter by type: the newspaper articles only.
    await page.getByLabel('Type', { exact: true }).selectOption('newspaper');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'newspaper');
    await expect
      .poll(() => showing(page), { timeout: 15_000 })
      .toBe(`Showing 1–${articleCount} of ${articleCount} ${articleCount === 1 ? 'item' : 'items'}`);
    expect(await itemsOf(page).first().getByText('Newspaper article').isVisible()).toBe(true);

    // Search within: a title's word finds it; nonsense finds nothing, in the spec's words.
    await page.goto(path);
    // The title's longest plain word: rarer than the search that found the article.
    const word =
      articleTitle
        .split(/\s+/)
        .filter((w) => /^[A-Za-z]{4,}$/.test(w))
        .sort((a, b) => b.length - a.length)[0] ?? articleTitle;
    await page.getByRole('searchbox', { name: 'Search within this list' }).fill(word);
    await page
      .getByRole('search', { name: 'Search within this list' })
      .getByRole('button', { name: 'Search' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('q') === word);
    // The address changes as the new items arrive; wait for the list to show them.
    const headings = page.getByRole('list', { name: 'List items' }).getByRole('heading');
    await expect
      .poll(
        async () =>
          (await headings.allTextContents()).some((t) => t.toLowerCase().includes(word.toLowerCase())),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    await expect.poll(() => showing(page), { timeout: 15_000 }).not.toContain(`of ${total} items`);
    const found = await headings.allTextContents();
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(total);
    await page.goto(`${path}?q=zzqxjvw`);
    expect(await page.getByText(LIST_MESSAGES.noFilterMatch).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('fits a phone: nothing wider than the screen, and still no axe violations', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, { width: 375, height: 740 });
    await page.goto(`/list/${lists.big}`);
    expect(await itemsOf(page).count()).toBe(perPage);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('answers a private list as not found to visitors and to other readers', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    const answer = await page.goto(`/list/${lists.hidden}`);
    expect(answer?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(LIST_MESSAGES.notFoundTitle);
    expect(await page.title()).toMatch(/^List not found/);
    await context.close();
    const stranger = await reader(baseUrl, 'stranger');
    const visit = await signedInPage(browser, baseUrl, stranger);
    expect((await visit.page.goto(`/list/${lists.hidden}`))?.status()).toBe(404);
    expect(await visit.page.getByRole('heading', { level: 1 }).textContent()).toBe(
      LIST_MESSAGES.notFoundTitle,
    );
    await expectNoAxeViolations(visit.page);
    await visit.context.close();
  });

  test('lets a signed-in reader follow, unfollow and ask to join a collaborative list', async () => {
    const follower = await reader(baseUrl, 'follower');
    const { page, context, errors } = await signedInPage(browser, baseUrl, follower);
    await page.goto(`/list/${lists.shared}`);
    const follow = page.getByRole('button', { name: 'Follow', exact: true });
    await follow.waitFor();
    expect(await page.getByText('0 followers').isVisible()).toBe(true);
    // Before hydration the form posts to the page's action; after it, the browser calls the API:
    // either way the count follows the server's answer.
    await follow.click();
    await page.getByText('1 follower', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Unfollow' }).click();
    await page.getByText('0 followers').waitFor();
    expect(
      await page.getByRole('status').filter({ hasText: 'You no longer follow this list.' }).count(),
    ).toBe(1);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.getByText('1 follower', { exact: true }).waitFor();
    expect(await page.getByText('You are following this list.').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Request to join' }).click();
    await page.getByText(LIST_MESSAGES.joinRequested).waitFor();
    await expectNoAxeViolations(page);
    await page.reload();
    expect(await page.getByText(LIST_MESSAGES.joinAlreadyRequested).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Request to join' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('follows and asks to join without JavaScript, through the page’s forms', async () => {
    const follower = await reader(baseUrl, 'plain');
    const { page, context } = await signedInPage(browser, baseUrl, follower, false);
    await page.goto(`/list/${lists.shared}`);
    const count = async () =>
      Number.parseInt((await page.getByText(/^\d+ followers?$/).textContent()) ?? '', 10);
    const before = await count();
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.getByText('You are following this list.').waitFor();
    expect(await count()).toBe(before + 1);
    await page.getByRole('button', { name: 'Unfollow' }).click();
    await page.getByText('You no longer follow this list.').waitFor();
    await page.getByRole('button', { name: 'Request to join' }).click();
    await page.getByText(LIST_MESSAGES.joinRequested).waitFor();
    await context.close();
  });

  /**
   * On a record page signed in as the owner: removes the record from the list `listName` after the
   * confirmation naming it, then adds it back through the Add to list dialog, with axe on both.
   */
  async function removeAndAddBack(page: Page, listName: string): Promise<void> {
    const panel = page.getByRole('region', { name: 'Lists' });
    const remove = panel.getByRole('button', { name: `Remove from the list ${listName}` });
    const confirm = page.getByRole('alertdialog');
    // Clicked until the page has hydrated and the confirmation opens.
    await expect
      .poll(
        async () => {
          await remove.click();
          return confirm.isVisible();
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    // The spec's confirmation word for word (02 §8).
    expect(await confirm.getByText(LIST_MESSAGES.removeFromListConfirm).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    const listLinks = () => panel.getByRole('link', { name: listName }).count();
    await expect.poll(listLinks, { timeout: 15_000 }).toBe(0);

    await panel.getByRole('button', { name: 'Add to list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to list' });
    await dialog.getByRole('checkbox', { name: listName }).check();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Add to list' }).click();
    await expect.poll(listLinks, { timeout: 15_000 }).toBe(1);
  }

  test('links a record page to the lists holding it, and its owner removes and adds it there', async () => {
    const visitor = await openPage(browser, baseUrl);
    await visitor.page.goto(`/work/${bookId}`);
    const panel = visitor.page.getByRole('region', { name: 'Lists' });
    await panel.getByRole('link', { name: `Reading ${stamp}` }).click();
    await visitor.page.waitForURL((url) => url.pathname === `/list/${lists.big}`);
    await visitor.context.close();

    const { page, context, errors } = await signedInPage(browser, baseUrl, owner);
    await page.goto(`/work/${bookId}`);
    await removeAndAddBack(page, `Shared ${stamp}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('links a newspaper article to the lists holding it, and its owner removes and adds it there', async () => {
    const visitor = await openPage(browser, baseUrl);
    await visitor.page.goto(`/newspaper/article/${articleId}`);
    const visitorPanel = visitor.page.getByRole('region', { name: 'Lists' });
    // A visitor sees the public lists only, and is offered to log in.
    expect(await visitorPanel.getByRole('link', { name: `Hidden ${stamp}` }).count()).toBe(0);
    expect(await visitorPanel.getByRole('link', { name: 'Login to add to list' }).isVisible()).toBe(true);
    await visitorPanel.getByRole('link', { name: `Shared ${stamp}` }).click();
    await visitor.page.waitForURL((url) => url.pathname === `/list/${lists.shared}`);
    await visitor.context.close();

    const { page, context, errors } = await signedInPage(browser, baseUrl, owner);
    await page.goto(`/newspaper/article/${articleId}`);
    const panel = page.getByRole('region', { name: 'Lists' });
    expect(await panel.getByRole('link', { name: `Hidden ${stamp}` }).isVisible()).toBe(true);
    await removeAndAddBack(page, `Shared ${stamp}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
