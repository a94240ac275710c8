import { LIST_MESSAGES } from '@trove/contracts';
import type { Browser, Page } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { data, publicApi } from '../support/api.ts';
import { focusedName } from '../support/aria.ts';
import { closeContexts, expectNoAxeViolations, signedInContext } from '../support/browser.ts';
import { HttpVisitor } from '../support/http-visitor.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'a long enough secret for lists';
const LIST_TITLE = `Federation reading ${Date.now()}`;
const URL_TITLE = 'Federation day programme';
const URL_NOTE = 'The order of the day, 1 January 1901';

/** Books of the demo corpus, for the list to start with. */
async function someWorks(baseUrl: string, count: number): Promise<number[]> {
  const page = await data(
    publicApi(baseUrl).search.run({ category: 'books', keyword: 'australia', pageSize: '20' }),
  );
  return page.works.slice(0, count).map((w) => w.id);
}

/** The manage page's own status region, where saves and moves are announced. */
const status = (page: Page) => page.locator('#manage-status').textContent();

/** The page once React has hydrated it (the dialogs and drag need JavaScript). */
async function hydrated(page: Page): Promise<void> {
  await page.locator('[data-drag-handle]').first().waitFor();
}

/** The item id of the row whose title link reads `title`. */
async function itemIdOf(page: Page, title: string): Promise<string> {
  const id = await page.getByRole('link', { name: title, exact: true }).getAttribute('id');
  return (id ?? '').replace('item-title-', '');
}

/** The text of the item row titled `title`: its position and who added it. */
const rowText = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Items on this list' }).getByRole('listitem', { name: title }).textContent();

/** The items' titles in the order the page shows them. */
const titlesOnPage = (page: Page) =>
  page
    .getByRole('list', { name: 'Items on this list' })
    .getByRole('listitem')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('a')?.textContent ?? ''));

test.describe('a list is managed together: join, roles, a web address, keyboard and pointer reordering, transfer, follow, export', () => {
  const baseUrl = inject('baseUrl');
  const stamp = Date.now();
  const owner = new HttpVisitor(baseUrl);
  const second = new HttpVisitor(baseUrl);
  const third = new HttpVisitor(baseUrl);
  let browser: Browser;
  let listId = 0;

  test.beforeAll(async ({ browser: shared }) => {
    test.setTimeout(120_000);
    browser = shared;
    await owner.signUp(`owner${stamp}@example.org`, 'Olive Owner', PASSWORD);
    await second.signUp(`second${stamp}@example.org`, 'Sam Second', PASSWORD);
    await third.signUp(`third${stamp}@example.org`, 'Tess Third', PASSWORD);
  });
  test.afterAll(() => closeContexts(browser));

  /** The manage page as `visitor` sees it, hydrated, with its three items on show. */
  async function managePageOf(visitor: HttpVisitor) {
    // Tall enough for the three rows to show together while one is dragged.
    const context = await signedInContext(browser, baseUrl, visitor, {
      viewport: { width: 1280, height: 1200 },
    });
    const page = await context.newPage();
    await page.goto(`/list/manage/${listId}`);
    await hydrated(page);
    const items = page.getByRole('list', { name: 'Items on this list' });
    await expect.poll(() => items.getByRole('listitem').count()).toBe(3);
    return { context, page, items };
  }

  test('sends a signed-out visitor to sign in, with the page as the address to come back to', async () => {
    const context = await signedInContext(browser, baseUrl, null);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto('/list/manage/1');
    await page.waitForURL(/\/auth\//);
    expect(asked.some((url) => url.includes('/auth/login?backurl=%2Flist%2Fmanage%2F1'))).toBe(true);
    await context.close();
  });

  test('a reader creates a public collaborative list; a second reader asks to join', async () => {
    const works = await someWorks(baseUrl, 2);
    await data(
      owner.client.lists.addItems({
        body: {
          items: works.map((id) => ({ id, type: 'work' as const })),
          lists: [{ name: LIST_TITLE, priv: false, collaborative: true }],
        },
      }),
    );
    const mine = await data(
      owner.client.lists.summariesOf({ user: (await data(owner.client.profile.info())).username }),
    );
    listId = mine.lists.find((l) => l.name === LIST_TITLE)!.id;
    // The list page's Request to join is i15-web-list's: the journey asks through the API, as it does.
    const answer = await data(second.client.list.requestToJoin({ body: { listId } }));
    expect(answer.message).toBe(LIST_MESSAGES.joinRequested);
  });

  test('the owner approves the request and makes the reader an administrator', async () => {
    const context = await signedInContext(browser, baseUrl, owner);
    const page = await context.newPage();
    await page.goto(`/list/manage/${listId}`);
    await page.getByRole('heading', { level: 1, name: `Manage list: ${LIST_TITLE}` }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Approve Sam Second' }).click();
    await expect.poll(() => status(page)).toContain('Sam Second is now a collaborator.');
    await page.getByRole('button', { name: 'Make Sam Second an administrator' }).click();
    await expect.poll(() => status(page)).toContain('Sam Second is now an administrator.');
    await page.getByRole('button', { name: 'Transfer ownership to Sam Second' }).waitFor();
    await context.close();
  });

  test('the new administrator adds a web address with a note', async () => {
    const context = await signedInContext(browser, baseUrl, second, {
      viewport: { width: 375, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(`/list/manage/${listId}`);
    const form = page.getByRole('form', { name: 'Add a web address' });
    // Nothing typed: the spec's messages, tied to their fields.
    await form.getByRole('button', { name: 'Add to the end of this list' }).click();
    await expect.poll(() => form.getByRole('alert').first().textContent()).toBe(LIST_MESSAGES.requiredPlain);
    await form.getByLabel('Web address (required)').fill('https://example.org/federation');
    await form.getByLabel('Title (required)').fill(URL_TITLE);
    await form.getByLabel('Note (optional)').fill(URL_NOTE);
    await form.getByRole('button', { name: 'Add to the end of this list' }).click();
    await expect.poll(() => status(page)).toContain(LIST_MESSAGES.urlAdded(URL_TITLE));
    await page.getByRole('link', { name: URL_TITLE }).waitFor();
    // A phone's width, axe clean.
    await expectNoAxeViolations(page);
    await context.close();
  });

  // Reordering and the transfer are three steps of their own, each with the whole time a journey
  // step has: together they once ran past it on a loaded CI machine.
  test('the owner reorders by keyboard: the move announced, focus kept, a bad position refused', async () => {
    const { context, page, items } = await managePageOf(owner);

    // The web address is third: Move up, from the keyboard.
    await page.getByRole('button', { name: `Move up: ${URL_TITLE}` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => status(page)).toContain(`Moved '${URL_TITLE}' to position 2 of 3.`);
    await expect.poll(() => focusedName(page)).toBe(`Move up: ${URL_TITLE}`);
    // The move is announced as soon as the action answers; the list itself is reloaded just after,
    // and its position box then starts again from the new position: wait for that before typing
    // (typing in between was lost, one run in four).
    await expect.poll(() => rowText(page, URL_TITLE)).toContain('Position 2 of 3');

    // A position outside the list is refused in the spec's words; a good one moves it first.
    const box = page.getByLabel(`New position of ${URL_TITLE} (1 to 3)`);
    await box.fill('9');
    await box.press('Enter');
    await expect.poll(() => items.getByRole('alert').textContent()).toBe(LIST_MESSAGES.sequenceInvalid);
    await page.getByLabel(`New position of ${URL_TITLE} (1 to 3)`).fill('1');
    await page.getByLabel(`New position of ${URL_TITLE} (1 to 3)`).press('Enter');
    await expect.poll(() => status(page)).toContain(`Moved '${URL_TITLE}' to position 1 of 3.`);
    await expect
      .poll(() => items.getByRole('listitem').first().getByRole('link').first().textContent())
      .toBe(URL_TITLE);
    await context.close();
  });

  test('the owner drags an item to a new position with the pointer', async () => {
    const { context, page, items } = await managePageOf(owner);
    // Dragging with the pointer: the web address's grip, held and dropped on the third item's row,
    // moves it to position 3 (spec 03 §4), on the page and in the list itself.
    const before = await titlesOnPage(page);
    const grip = page.locator(`li:has(#item-title-${await itemIdOf(page, URL_TITLE)}) [data-drag-handle]`);
    const third = items.getByRole('listitem').nth(2);
    // Both rows on screen, as a reader would have them before dragging.
    await grip.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const from = (await grip.boundingBox())!;
    const to = (await third.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await expect.poll(() => third.getAttribute('data-drag'), { timeout: 15_000 }).toBe('target');
    await page.mouse.up();
    await expect.poll(() => status(page)).toContain(`Moved '${URL_TITLE}' to position 3 of 3.`);
    const after = [before[1], before[2], URL_TITLE];
    await expect.poll(() => titlesOnPage(page)).toEqual(after);
    const stored = await data(owner.client.list.items({ id: String(listId) }));
    expect([...stored.content].sort((a, b) => a.listSeq - b.listSeq).map((i) => i.title)).toEqual(after);
    await expectNoAxeViolations(page);
    await context.close();
  });

  test("the owner transfers ownership after a confirmation in the spec's words", async () => {
    const { context, page } = await managePageOf(owner);
    await page.getByRole('button', { name: 'Transfer ownership to Sam Second' }).click();
    const dialog = page.getByRole('alertdialog', { name: LIST_MESSAGES.transferConfirm('Sam Second') });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Transfer ownership' }).click();
    // The old owner goes to their lists (ProfileLists, spec 03 §4), where the list is now a collaborative one.
    await page.waitForURL((url) => url.pathname === '/userProfile/lists');
    await page.getByRole('link', { name: 'Collaborative lists' }).click();
    await page.getByRole('link', { name: LIST_TITLE, exact: true }).waitFor();
    const list = await data(owner.client.list.get({ id: listId }));
    expect(list.owner.displayName).toBe('Sam Second');
    expect(list.currentUserRole).toBe('COLLABORATOR');
    await context.close();
  });

  test('works without JavaScript: removing an item asks on a confirmation step first', async () => {
    const context = await signedInContext(browser, baseUrl, second, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/list/manage/${listId}`);
    const items = page.getByRole('list', { name: 'Items on this list' });
    const last = items.getByRole('listitem').last();
    const title = (await last.getByRole('link').first().textContent()) ?? '';
    await last.getByRole('button', { name: `Remove: ${title}` }).click();
    await page.getByRole('heading', { name: 'Please confirm' }).waitFor();
    expect(await page.getByText(LIST_MESSAGES.removeItemConfirm(title)).count()).toBe(1);
    // (No axe scan here: axe runs as a script, and this page has none.)
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByText(`Removed '${title}' from this list.`).waitFor();
    expect(await items.getByRole('listitem').count()).toBe(2);
    await context.close();
  });

  test('a third reader follows the list, finds it in the lists collection, and opens a trending list', async () => {
    const followed = await data(third.client.list.follow({ id: listId }));
    expect(followed.currentUserAFollower).toBe(true);
    expect(followed.followerCount).toBe(1);
    const found = await data(third.client.search.run({ category: 'lists', keyword: `"${LIST_TITLE}"` }));
    expect(JSON.stringify(found)).toContain(LIST_TITLE);

    // The lists collection's page shows the trending lists (which ones depends on every journey's
    // lists, so the ranking itself is proved in list-follow.int.test.ts); each leads to its list.
    const context = await signedInContext(browser, baseUrl, third);
    const page = await context.newPage();
    await page.goto('/search/category/lists');
    const trending = page.getByRole('region', { name: 'Trending lists' });
    const first = trending.getByRole('link').first();
    await first.waitFor();
    await expectNoAxeViolations(page);
    const name = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL(/\/list\/\d+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await context.close();
  });

  test('exports the list as CSV with semicolons and as BibTeX', async () => {
    const csv = await third.send('GET', `/api/list/${listId}/export/csv?delimiter=semicolon`);
    expect(csv.status).toBe(200);
    const text = await csv.text();
    const [header = '', ...rows] = text.trim().split(/\r?\n/);
    expect(header.split(';').length).toBeGreaterThan(2);
    // The two items left after the removal without JavaScript, each a row of the file.
    const left = await data(third.client.list.items({ id: String(listId) }));
    expect(rows.length).toBe(2);
    for (const item of left.content) expect(text).toContain(item.title);
    expect(csv.headers.get('content-disposition')).toContain('attachment');

    const bibtex = await third.send('GET', `/api/list/${listId}/export/citation?format=BIBTEX`);
    expect(bibtex.status).toBe(200);
    const entries = (await bibtex.text()).match(/^@\w+\{/gm) ?? [];
    expect(entries.length).toBe(2);
  });

  test('the new owner deletes the list after a confirmation naming its contributors', async () => {
    const context = await signedInContext(browser, baseUrl, second);
    const page = await context.newPage();
    await page.goto(`/list/manage/${listId}`);
    await hydrated(page);
    const manage = await data(second.client.list.manage({ id: listId }));
    await page.getByRole('button', { name: 'Delete this list' }).click();
    const dialog = page.getByRole('alertdialog', {
      name: LIST_MESSAGES.deleteConfirm(manage.contributorCount),
    });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete this list' }).click();
    // The owner goes to their lists (ProfileLists, spec 03 §4), where the list is no more.
    await page.waitForURL((url) => url.pathname === '/userProfile/lists');
    // The address changes as the new page arrives: wait for it to show before looking.
    await expect
      .poll(() => page.getByRole('link', { name: LIST_TITLE, exact: true }).count(), { timeout: 15_000 })
      .toBe(0);
    const gone = await second.client.list.get({ id: listId });
    expect(gone.ok ? 'still there' : gone.status).toBe(404);
    await context.close();
  });
});
