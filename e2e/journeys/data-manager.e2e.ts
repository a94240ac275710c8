import { MESSAGES, PENDING_BANNERS, mergeNoteTooLong } from '@trove/contracts';
import type { Browser } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { data, dataIfFound, publicApi } from '../support/api.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';
import { grantDataManager, signUp } from '../support/data-manager.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

/** A work of the demo corpus with a few editions, one of which can be separated. */
async function workWithEditions(baseUrl: string): Promise<{ id: number; versions: number[] }> {
  const api = publicApi(baseUrl);
  for (let id = 1; id < 2000; id += 1) {
    const work = dataIfFound(await api.works.get({ id }));
    if (!work) continue;
    if (work.items.length > 1 && !work.pending?.separation && !work.pending?.merge)
      return { id, versions: work.items.map((v) => v.id) };
  }
  throw new Error('no work in the demo corpus has more than one edition');
}

/** A title as a phrase the query language takes: its words, without quotes or punctuation. */
const phraseOf = (title: string) =>
  title
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

test.describe('a data manager looks at raw metadata, separates an edition and merges it back', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  const api = publicApi(baseUrl);
  const dataDir = inject('dataDir');
  const email = `manager${Date.now()}@example.org`;
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  test('refuses raw metadata to visitors who are not data managers', async () => {
    const { id, versions } = await workWithEditions(baseUrl);
    const { page, context } = await openPage(browser, baseUrl);
    await page.goto(`/work/${id}/version/${versions[0]}`);
    expect(await page.getByRole('link', { name: 'View Raw Metadata' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Separate this edition' }).count()).toBe(0);
    await page.goto(`/work/${id}?includeraw=y`);
    await expect.poll(() => page.getByText(MESSAGES.noPermission).isVisible()).toBe(true);
    await context.close();
  });

  test('signs up, is granted the role, sees raw metadata, separates an edition through the modal and merges it back from the search results', async () => {
    test.setTimeout(120_000);
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
    const answer = await data(api.works.get({ id: newWork }));
    expect(answer.items.map((v) => v.id)).toEqual([moving]);
    // The new work shows Merge Pending until the search index has it, then settles.
    const banner = page.getByText(PENDING_BANNERS.merge.heading);
    if (answer.pending?.merge) await expect.poll(() => banner.isVisible()).toBe(true);
    await expect
      .poll(async () => (await data(api.works.get({ id: newWork }))).pending, {
        timeout: 15_000,
      })
      .toEqual({ separation: false, merge: false });
    await expectNoAxeViolations(page);

    // Merged back from the search results: both works found by their titles, selected, merged.
    const works = [id, newWork];
    const keyword = (await Promise.all(works.map(async (w) => data(api.works.get({ id: w })))))
      .map((w) => `title:"${phraseOf(w.title)}"`)
      .join(' OR ');
    await page.goto(`${origin}/search/category/${answer.category}?${new URLSearchParams({ keyword })}`);
    const results = page.getByRole('list', { name: 'Search results' });
    const rowOf = (work: number) =>
      results
        .getByRole('listitem')
        .filter({ has: page.locator(`a[href="/work/${work}"], a[href^="/work/${work}?"]`) });
    await expect.poll(() => rowOf(newWork).count()).toBe(1);
    await expect
      .poll(async () => {
        if ((await results.getByRole('checkbox').count()) === 0)
          await page.getByRole('switch', { name: 'Select works' }).press('Space');
        return results.getByRole('checkbox').count();
      })
      .toBeGreaterThanOrEqual(2);
    for (const work of works) await rowOf(work).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Merge' }).click();
    const merge = page.getByRole('dialog', { name: 'Merge works' });
    await expect.poll(() => merge.getByRole('radio').count()).toBe(2);
    // The target is the work the edition came from; the radios name each work's id.
    const target = merge.getByRole('radio', { name: `(work ${id},` });
    await target.check();
    expect(await merge.getByRole('radio', { checked: true }).count()).toBe(1);
    const mergeNote = merge.getByLabel('Note (at most 200 characters)');
    await mergeNote.fill('n'.repeat(201));
    await merge.getByRole('button', { name: 'Merge' }).click();
    await expect.poll(() => merge.getByRole('alert').textContent()).toBe(mergeNoteTooLong(201));
    await mergeNote.fill('Separated by mistake');
    await expectNoAxeViolations(page);
    // Success closes the dialog, clears the selection and loads the results again.
    const reloaded = page.waitForResponse(
      (res) => new URL(res.url()).pathname.endsWith('.data') && res.request().method() === 'GET',
    );
    await merge.getByRole('button', { name: 'Merge' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'merged' }).textContent())
      .toBe(
        'The selected works have been merged.  It could take up to several minutes before this is reflected in the search results.',
      );
    expect((await reloaded).ok()).toBe(true);
    expect(await merge.count()).toBe(0);
    expect(await page.getByText(/^0 of \d+ results? on this page selected$/).isVisible()).toBe(true);

    // The target shows Merge Pending until the search index has it, then settles.
    await page.goto(`${origin}/work/${id}`);
    const targetAnswer = await data(api.works.get({ id }));
    if (targetAnswer.pending?.merge) await expect.poll(() => banner.isVisible()).toBe(true);
    await expect
      .poll(async () => (await data(api.works.get({ id }))).pending, {
        timeout: 15_000,
      })
      .toEqual({ separation: false, merge: false });
    const after = await data(api.works.get({ id }));
    expect(after.items.map((v) => v.id).sort()).toEqual([...versions].sort());

    // The separated work is deleted, and its page shows a data manager why.
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
