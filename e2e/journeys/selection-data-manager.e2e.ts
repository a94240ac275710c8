import { execFileSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { ENDPOINTS, apiPathOf } from '@trove/contracts';
import { expect, test } from '../support/journey.ts';
import { describedBy, focusedText } from '../support/aria.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';
import { REPO_ROOT, type RunningServer, startServer } from '../support/server.ts';
import { usernameFor } from '../support/usernames.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'a long enough secret';

test.describe('a data manager tags and untags a selection and merges works', () => {
  let browser: Browser;
  let server: RunningServer;
  test.beforeAll(async ({ browser: shared }) => {
    test.setTimeout(300_000);
    // Its own server: the role is granted with the command-line tool on this server's store.
    server = await startServer({ CORPUS_DIR: 'none' });
    browser = shared;
  });
  test.afterAll(async () => {
    await closeContexts(browser);
    await server?.stop();
  });

  test('shows the data-manager buttons, adds and removes a tag in bulk, and merges two works', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await page.goto('/search/category/books?keyword=australia');
    await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL(/\/auth\/interaction\//);
    await page.getByLabel('E-mail address').fill('manager@example.org');
    await page.getByLabel('User name').fill(usernameFor('manager@example.org'));
    await page.getByLabel('Display name').fill('Manager');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL((url) => url.pathname === '/search/category/books');
    execFileSync('npx', ['tsx', 'apps/server/src/cli/accounts.ts', 'grant', 'manager', 'dataManager'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: server.dataDir },
      stdio: 'ignore',
    });
    await page.reload();

    const results = page.getByRole('list', { name: 'Search results' });
    const boxes = results.getByRole('checkbox');
    await expect
      .poll(async () => {
        if ((await boxes.count()) === 0)
          await page.getByRole('switch', { name: 'Select works' }).press('Space');
        return boxes.count();
      })
      .toBeGreaterThanOrEqual(2);
    await boxes.nth(0).check();
    // One selected: tags but no merge.
    await expect.poll(() => page.getByRole('button', { name: 'Add tag' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Merge' }).count()).toBe(0);
    await boxes.nth(1).check();
    await expect.poll(() => page.getByRole('button', { name: 'Merge' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Remove tag' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Merge' }).click();
    const merge = page.getByRole('dialog', { name: 'Merge works' });
    await merge.waitFor();
    await expect.poll(() => merge.getByRole('radio').count()).toBe(2);
    expect(await merge.getByRole('radio', { checked: true }).count()).toBe(1);
    await expectNoAxeViolations(page);
    // A note over 200 characters: the message is tied to the note.
    const note = merge.getByLabel(/^Note/);
    await note.fill('n'.repeat(201));
    await merge.getByRole('button', { name: 'Merge' }).click();
    const tooLong =
      'Your note is too long (201 characters). The note must not be longer than 200 characters.';
    await expect.poll(() => merge.getByRole('alert').textContent()).toBe(tooLong);
    expect(await note.getAttribute('aria-invalid')).toBe('true');
    expect(await describedBy(note)).toEqual([tooLong]);
    await expectNoAxeViolations(page);
    // No answer from the server: the spec's sentence, not the browser's 'Failed to fetch'.
    await note.fill('Same edition');
    await page.route(`**${apiPathOf(ENDPOINTS.curation.merge)}`, (route) =>
      route.abort('internetdisconnected'),
    );
    await merge.getByRole('button', { name: 'Merge' }).click();
    await expect
      .poll(() => merge.getByRole('alert').textContent())
      .toBe('An unexpected error has occurred while attempting to merge the selected works');
    expect(await note.getAttribute('aria-invalid')).toBeNull();
    await page.unroute(`**${apiPathOf(ENDPOINTS.curation.merge)}`);
    await merge.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Add tag' }).click();
    const add = page.getByRole('dialog', { name: 'Add tag' });
    const tagName = add.getByLabel('Tag name (required)');
    await add.getByRole('button', { name: 'Add tag' }).click();
    await expect
      .poll(() => add.getByRole('alert').allTextContents())
      .toEqual(['The "tag" field is required', 'The "visibility" field is required']);
    expect(await tagName.getAttribute('aria-invalid')).toBe('true');
    expect(await describedBy(tagName)).toEqual([
      'Separate tags with commas; put a tag holding a comma in double quotes.',
      'The "tag" field is required',
    ]);
    for (const radio of await add.getByRole('radio').all())
      expect(await describedBy(radio)).toEqual(['The "visibility" field is required']);
    await expectNoAxeViolations(page);
    await tagName.fill('bulk check');
    await add.getByRole('radio', { name: 'Public' }).check();
    await page.route(`**${apiPathOf(ENDPOINTS.tags.add)}`, (route) => route.abort('internetdisconnected'));
    await add.getByRole('button', { name: 'Add tag' }).click();
    await expect
      .poll(() => add.getByRole('alert').textContent())
      .toBe('An unexpected error has occurred while attempting to save your tag');
    await page.unroute(`**${apiPathOf(ENDPOINTS.tags.add)}`);
    await add.getByRole('button', { name: 'Add tag' }).click();
    const tagged = 'The selected works have been tagged with: bulk check';
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'tagged with' }).textContent())
      .toBe(tagged);
    // The selection went, and the button with it: focus is on the message, not the page's body.
    await expect.poll(() => focusedText(page)).toBe(tagged);

    // The same tag again, in another case, on the same works: nothing is added, and the dialog says so.
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole('button', { name: 'Add tag' }).click();
    // The user's own tags are offered after one character (spec 01 §5).
    const names = add.getByRole('combobox', { name: 'Tag name (required)' });
    await names.pressSequentially('b');
    await expect
      .poll(() => add.getByRole('listbox', { name: 'Your tags' }).getByRole('option').allTextContents())
      .toContain('bulk check');
    await names.fill('Bulk Check');
    await add.getByRole('radio', { name: 'Public' }).check();
    await add.getByRole('button', { name: 'Add tag' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'No tags have been applied' }).textContent())
      .toBe('No tags have been applied.  Have these works been tagged with this already?');

    // The selection was cleared: select the same two again and remove with Both.
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole('button', { name: 'Remove tag' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove tag' });
    await remove.getByLabel('Tag name (required)').fill('bulk check');
    await remove.getByRole('radio', { name: 'Both' }).check();
    await expectNoAxeViolations(page);
    await remove.getByRole('button', { name: 'Remove tag' }).click();
    const removed = 'The following tags were removed from the 2 affected selected work(s): bulk check';
    // The new message replaces the last one.
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /tagged with|tags were removed/ })
          .allTextContents(),
      )
      .toEqual([removed]);
    await expect.poll(() => focusedText(page)).toBe(removed);

    // Merge the two for real: the spec's message, with focus on it.
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole('button', { name: 'Merge' }).click();
    await merge.waitFor();
    await expect.poll(() => merge.getByRole('radio', { checked: true }).count()).toBe(1);
    await merge.getByRole('button', { name: 'Merge' }).click();
    const merged =
      'The selected works have been merged.  It could take up to several minutes before this is reflected in the search results.';
    await expect.poll(() => focusedText(page)).toBe(merged);
    await expectNoAxeViolations(page);

    expect(errors).toEqual([]);
    await context.close();
  });
});
