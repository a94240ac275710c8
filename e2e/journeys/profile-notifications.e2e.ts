import type { Browser, Page } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { data, publicApi } from '../support/api.ts';
import { closeContexts, expectNoAxeViolations, signedInContext } from '../support/browser.ts';
import { HttpVisitor } from '../support/http-visitor.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'a long enough secret';
const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** Console errors and uncaught exceptions of a page (failed loads of remote images aside). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * Issue 16's journey 'see a list notification and clear it' (spec 01 §2.2, 03 §2; ADR 042):
 * someone asks to join a reader's collaborative list; the reader sees the unread count in the
 * signed-in menu, follows it to the notification on their About tab and clears it; with script
 * off, 'Clear all' works as a plain form.
 */
test.describe('list notifications on the profile', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  const owner = new HttpVisitor(baseUrl);
  const asker = new HttpVisitor(baseUrl);
  const third = new HttpVisitor(baseUrl);
  const listTitle = `Shared shelf ${stamp}`;
  let listId = 0;

  test.beforeAll(async ({ browser: shared }) => {
    test.setTimeout(120_000);
    browser = shared;
    await owner.signUp(`keeper${stamp}@example.org`, 'Kim Keeper', PASSWORD);
    await asker.signUp(`asker${stamp}@example.org`, 'Ash Asker', PASSWORD);
    await third.signUp(`third${stamp}@example.org`, 'Tam Third', PASSWORD);
    const found = await data(publicApi(baseUrl).search.run({ category: 'books', keyword: 'australia' }));
    await data(
      owner.client.lists.addItems({
        body: {
          items: found.works.slice(0, 1).map((w) => ({ id: w.id, type: 'work' as const })),
          lists: [{ name: listTitle, priv: false, collaborative: true }],
        },
      }),
    );
    const username = (await data(owner.client.profile.info())).username;
    listId = (await data(owner.client.lists.summariesOf({ user: username }))).lists.find(
      (l) => l.name === listTitle,
    )!.id;
  });
  test.afterAll(() => closeContexts(browser));

  test('shows the count in the menu and the request on About, and clears it, at phone width', async () => {
    await data(asker.client.list.requestToJoin({ body: { listId } }));
    const context = await signedInContext(browser, baseUrl, owner, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = errorsOf(page);
    await page.goto('/userProfile/lists');
    // On a phone the account entries fold into the header's Menu.
    await page.getByRole('banner').getByText('Menu', { exact: true }).click();
    const trigger = page.getByRole('button', { name: /You have 1 unread notification$/ });
    const item = page.getByRole('menuitem', { name: 'Notifications, 1 unread' });
    // The menu opens once the page has hydrated: press until it does.
    await expect
      .poll(async () => {
        if (!(await item.isVisible())) await trigger.click();
        return item.isVisible();
      })
      .toBe(true);
    await expectNoAxeViolations(page);
    await item.click();
    await page.waitForURL((url) => url.pathname === '/userProfile/about');

    const panel = page.getByRole('region', { name: 'Notifications' });
    await panel.getByText('has asked to join your list').waitFor();
    expect(await panel.getByRole('link', { name: 'Ash Asker' }).getAttribute('href')).toMatch(
      /^\/userProfile\/user\//,
    );
    expect(await panel.getByRole('link', { name: listTitle }).getAttribute('href')).toBe(`/list/${listId}`);
    expect(await fitsWidth(page)).toBe(true);
    await expectNoAxeViolations(page);

    await panel.getByRole('button', { name: /^Clear: Ash Asker has asked to join your list/ }).click();
    await page.waitForURL((url) => url.searchParams.get('cleared') === 'one');
    await panel.getByText('The notification has been cleared.').waitFor();
    expect(await panel.getByText('There are no items requiring your attention').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /unread notification/ }).count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  // axe runs in the page's script, so this script-free visit is scanned in the test above.
  test('clears every alert with script off, by the posted form', async () => {
    await data(third.client.list.requestToJoin({ body: { listId } }));
    const context = await signedInContext(browser, baseUrl, owner, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/userProfile');
    const panel = page.getByRole('region', { name: 'Notifications' });
    expect(await panel.getByText('Tam Third has asked to join your list').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Notifications, 1 unread' }).count()).toBe(1);
    await panel.getByRole('button', { name: 'Clear all' }).click();
    await page.waitForURL((url) => url.searchParams.get('cleared') === 'all');
    expect(await panel.getByText('Your notifications have been cleared.').isVisible()).toBe(true);
    expect(await panel.getByText('There are no items requiring your attention').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Notifications', exact: true }).count()).toBe(1);
    await context.close();
  });
});
