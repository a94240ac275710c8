import { MESSAGES, PENDING_BANNERS, WorkSchema } from '@trove/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage } from '../support/browser.ts';
import { grantDataManager, signUp } from '../support/data-manager.ts';

/** A work of the demo corpus with a few editions, one of which can be separated. */
async function workWithEditions(baseUrl: string): Promise<{ id: number; versions: number[] }> {
  for (let id = 1; id < 2000; id += 1) {
    const res = await fetch(`${baseUrl}/api/work/${id}`);
    if (!res.ok) continue;
    const work = WorkSchema.parse(await res.json());
    if (work.items.length > 1 && !work.pending?.separation && !work.pending?.merge)
      return { id, versions: work.items.map((v) => v.id) };
  }
  throw new Error('no work in the demo corpus has more than one edition');
}

describe('a data manager looks at raw metadata and separates an edition', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  const email = `manager${Date.now()}@example.org`;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('refuses raw metadata to visitors who are not data managers', async () => {
    const { id, versions } = await workWithEditions(baseUrl);
    const { page, context } = await openPage(browser, baseUrl);
    await page.goto(`/work/${id}/version/${versions[0]}`);
    expect(await page.getByRole('link', { name: 'View Raw Metadata' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Separate this edition' }).count()).toBe(0);
    await page.goto(`/work/${id}?includeraw=y`);
    await expect.poll(() => page.getByText(MESSAGES.noPermission).isVisible()).toBe(true);
    await context.close();
  });

  it('signs up, is granted the role, sees raw metadata, separates an edition through the modal and merges it back', async () => {
    const { id, versions } = await workWithEditions(baseUrl);
    const moving = versions[versions.length - 1]!;
    const { page, context, errors } = await openPage(browser, baseUrl);
    const edition = `/work/${id}/version/${moving}`;
    await page.goto(edition);
    await signUp(page, email);
    expect(grantDataManager(dataDir, email)).toMatch(/now has the role dataManager/);
    // The provider brought the visitor back to the portal's public address: stay on it.
    const origin = new URL(page.url()).origin;
    // Opened again: the role is the account's from now on.
    await page.goto(`${origin}${edition}`);

    const raw = page.getByRole('link', { name: 'View Raw Metadata' });
    await expect.poll(() => raw.isVisible()).toBe(true);
    await raw.click();
    await page.waitForURL(/includeraw=y/);
    await expect.poll(() => page.getByRole('heading', { name: 'Raw records' }).isVisible()).toBe(true);

    await page.goto(`${origin}${edition}`);
    const open = page.getByRole('button', { name: 'Separate this edition' });
    const dialog = page.getByRole('dialog');
    // The button works once the page has hydrated: press until the modal opens.
    await expect
      .poll(async () => {
        if (!(await dialog.isVisible())) await open.click();
        return dialog.isVisible();
      })
      .toBe(true);
    const note = dialog.getByLabel('Note (optional)');
    await note.fill('Different publisher; grouped by mistake');
    await expect.poll(() => dialog.getByText('161 of 200 characters remaining').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    // Cancel closes without a change; Confirm separates.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await open.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((url) => /^\/work\/\d+$/.test(url.pathname) && url.pathname !== `/work/${id}`);
    const newWork = Number(new URL(page.url()).pathname.split('/')[2]);
    const answer = WorkSchema.parse(await (await fetch(`${baseUrl}/api/work/${newWork}`)).json());
    expect(answer.items.map((v) => v.id)).toEqual([moving]);
    // The new work shows Merge Pending until the search index has it, then settles.
    const banner = page.getByText(PENDING_BANNERS.merge.heading);
    if (answer.pending?.merge) await expect.poll(() => banner.isVisible()).toBe(true);
    await expect
      .poll(async () => (await (await fetch(`${baseUrl}/api/work/${newWork}`)).json()).pending, {
        timeout: 15_000,
      })
      .toEqual({ separation: false, merge: false });
    await expectNoAxeViolations(page);

    // Merged back (the call the search results' Merge dialog makes): the separated work is deleted,
    // and its page shows a data manager why.
    const merged = await page.evaluate(
      async ({ target, other }) => {
        const token = /(?:^|; )trove_csrf=([^;]*)/.exec(document.cookie)?.[1] ?? '';
        const res = await fetch('/api/work/merge', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(token) },
          body: JSON.stringify({ workIds: [target, other], note: 'Separated by mistake' }),
        });
        return { status: res.status, body: await res.json() };
      },
      { target: id, other: newWork },
    );
    expect(merged).toEqual({ status: 200, body: { workId: id } });
    const gone = await page.goto(`${origin}/work/${newWork}`);
    expect(gone?.status()).toBe(410);
    await expect
      .poll(() => page.getByText(`The work with id ${newWork} has been deleted.`).isVisible())
      .toBe(true);
    const details = page.getByText('Deleted record details');
    await details.click();
    await expect.poll(() => page.getByText('Separated by mistake').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
