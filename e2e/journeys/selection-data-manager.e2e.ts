import { execFileSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage } from '../support/browser.ts';
import { REPO_ROOT, type RunningServer, startServer } from '../support/server.ts';

const PASSWORD = 'a long enough secret';

describe('a data manager tags and untags a selection and opens the merge dialog', () => {
  let browser: Browser;
  let server: RunningServer;
  beforeAll(async () => {
    // Its own server: the role is granted with the command-line tool on this server's store.
    server = await startServer({ CORPUS_DIR: 'none' });
    browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the data-manager buttons, adds and removes a tag in bulk', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await page.goto('/search/category/books?keyword=australia');
    await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL(/\/auth\/interaction\//);
    await page.getByLabel('E-mail address').fill('manager@example.org');
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
    await merge.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Add tag' }).click();
    const add = page.getByRole('dialog', { name: 'Add tag' });
    await add.getByLabel('Tag name (required)').fill('bulk check');
    await add.getByRole('button', { name: 'Add tag' }).click();
    await expect.poll(() => add.getByRole('alert').textContent()).toBe('The "visibility" field is required');
    await add.getByRole('radio', { name: 'Public' }).check();
    await expectNoAxeViolations(page);
    await add.getByRole('button', { name: 'Add tag' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'tagged with' }).textContent())
      .toBe('The selected works have been tagged with: bulk check');

    // The selection was cleared: select the same two again and remove with Both.
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole('button', { name: 'Remove tag' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove tag' });
    await remove.getByLabel('Tag name (required)').fill('bulk check');
    await remove.getByRole('radio', { name: 'Both' }).check();
    await expectNoAxeViolations(page);
    await remove.getByRole('button', { name: 'Remove tag' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'tags were removed' }).textContent())
      .toBe('The following tags were removed from the 2 affected selected work(s): bulk check');

    expect(errors).toEqual([]);
    await context.close();
  });
});
