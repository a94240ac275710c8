import type { Browser } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { data, dataIfFound, publicApi } from '../support/api.ts';
import { closeContexts, expectNoAxeViolations, openPage, openPanel } from '../support/browser.ts';
import { signInAsDataManager, signUp } from '../support/data-manager.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

/** A work of the demo corpus with more editions than the list shows at first (9). */
async function workWithManyEditions(baseUrl: string): Promise<{ id: number; versions: number[] }> {
  const api = publicApi(baseUrl);
  for (let id = 1; id < 2000; id += 1) {
    const work = dataIfFound(await api.works.get({ id }));
    if (!work) continue;
    if (work.items.length > 9) return { id, versions: work.items.map((v) => v.id) };
  }
  throw new Error('no work in the demo corpus has more than 9 editions');
}

/** Names of the public tags and texts of the public notes on a work or an edition, as the API answers anyone. */
async function publicContributions(baseUrl: string, record: 'work' | 'version', id: number) {
  const api = publicApi(baseUrl);
  const tags = await data(api.tagsOn[record]({ id }));
  const notes = await data(api.notesOn[record]({ id }));
  return { tags: tags.tags.map((t) => t.name), notes: notes.annotations.map((n) => n.content) };
}

/** A MARC record of the demo corpus (nla-blacklight), by its NBD (source record) id. */
const MARC_NBD_ID = 'YDX:10009012';

test.describe('a visitor moves between a work and its editions', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  test('switches edition, filters the editions, and follows a version link', async () => {
    const { id, versions } = await workWithManyEditions(baseUrl);
    const second = versions[1]!;
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto(`/work/${id}?keyword=building&startPos=20`);
    const editions = page.getByRole('region', { name: /^Editions/ });
    await editions.locator(`a[href^="/work/${id}/version/${second}?"]`).click();
    await page.waitForURL(new RegExp(`/work/${id}/version/${second}`));
    // Only keyword (and includeraw) travel between a work and its editions.
    expect(new URL(page.url()).search).toBe('?keyword=building');
    const crumbs = page.getByRole('navigation', { name: /breadcrumb/i });
    await expect.poll(() => crumbs.textContent()).toMatch(/\(all editions\).*\(this edition\)/);
    expect(await editions.locator('a[aria-current="page"]').getAttribute('href')).toContain(
      `/version/${second}`,
    );

    // A filter that matches nothing says so; Enter works before and after hydration alike.
    const words = editions.getByRole('searchbox', { name: 'Words in the edition' });
    await words.fill('zzqxv nothing like this');
    await words.press('Enter');
    await expect
      .poll(() => page.getByText('No versions match the selected filter criteria').isVisible())
      .toBe(true);
    await expectNoAxeViolations(page);

    // VersionRedirect: /version/{id} goes to the version under its work.
    await page.goto(`/version/${second}`);
    await page.waitForURL(new RegExp(`/work/${id}/version/${second}$`));
    await expect.poll(() => crumbs.textContent()).toMatch(/\(this edition\)/);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('filters as one types once hydrated, and shows a loading stub while an edition loads', async () => {
    const { id, versions } = await workWithManyEditions(baseUrl);
    const third = versions[2]!;
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto(`/work/${id}`);
    const editions = page.getByRole('region', { name: /^Editions/ });
    const words = editions.getByRole('searchbox', { name: 'Words in the edition' });
    const noMatch = page.getByText('No versions match the selected filter criteria');
    // Typing filters without submitting only once the page is hydrated.
    await expect
      .poll(async () => {
        await words.fill('');
        await words.pressSequentially('zzqxv');
        return noMatch.isVisible();
      })
      .toBe(true);
    await editions.getByRole('button', { name: 'Clear filter' }).click();
    await expect.poll(() => noMatch.isVisible()).toBe(false);
    // Hold the edition's data back, to see the stub the page shows meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/version\/\d+\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await editions.locator(`a[href^="/work/${id}/version/${third}"]`).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Loading…' }).isVisible()).toBe(true);
    expect(await page.locator('article[aria-busy="true"]').count()).toBe(1);
    release();
    await page.waitForURL(new RegExp(`/work/${id}/version/${third}$`));
    await expect.poll(() => page.getByText('Loading…').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('filters the editions without JavaScript too, keeping the keyword', async () => {
    const { id } = await workWithManyEditions(baseUrl);
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/work/${id}?keyword=building`);
    const words = page.getByRole('searchbox', { name: 'Words in the edition' });
    await words.fill('zzqxv nothing like this');
    await words.press('Enter');
    await page.waitForURL(/etext=zzqxv/);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('building');
    await expect
      .poll(() => page.getByText('No versions match the selected filter criteria').isVisible())
      .toBe(true);
    await context.close();
  });

  test("shows and adds an edition's own tags and notes, apart from the whole work's", async () => {
    test.setTimeout(120_000);
    const { id, versions } = await workWithManyEditions(baseUrl);
    const edition = versions[2]!;
    const stamp = Date.now().toString(36);
    const tagName = `edition copy ${stamp}`;
    const noteText = `This edition lacks the folding map (${stamp}).`;
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto(`/work/${id}/version/${edition}`);
    await signUp(page, `edition${stamp}@example.org`, 'Edition Reader');
    const editionUrl = `${new URL(page.url()).origin}/work/${id}/version/${edition}`;
    await page.goto(editionUrl);

    const tags = page.getByRole('region', { name: 'Tags on this edition' });
    await openPanel(page, 'Tags on this edition', 'Add tags');
    await tags.getByLabel('Tags (required)').fill(tagName);
    await tags.getByRole('radio', { name: 'Public' }).check();
    await tags.getByRole('button', { name: 'Save tags' }).click();
    await expect.poll(() => tags.getByRole('link', { name: tagName }).isVisible()).toBe(true);

    const notes = page.getByRole('region', { name: 'Notes on this edition' });
    await openPanel(page, 'Notes on this edition', 'Add a note');
    await notes.getByLabel('Note (required)').fill(noteText);
    await notes.getByRole('radio', { name: 'Public' }).check();
    await notes.getByRole('button', { name: 'Save note' }).click();
    await expect.poll(() => notes.getByText(noteText).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // Saved on the edition, not on the work.
    const onEdition = await publicContributions(baseUrl, 'version', edition);
    expect(onEdition.tags).toContain(tagName);
    expect(onEdition.notes).toContain(noteText);
    const onWork = await publicContributions(baseUrl, 'work', id);
    expect(onWork.tags).not.toContain(tagName);
    expect(onWork.notes).not.toContain(noteText);

    // The whole work's page shows the work's own; the edition's page, opened again, its own.
    await page.goto(`${new URL(editionUrl).origin}/work/${id}`);
    const workTags = page.getByRole('region', { name: 'Tags', exact: true });
    await expect.poll(() => workTags.isVisible()).toBe(true);
    expect(await workTags.getByRole('link', { name: tagName }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Notes', exact: true }).getByText(noteText).count()).toBe(
      0,
    );
    await page.goto(editionUrl);
    await expect.poll(() => tags.getByRole('link', { name: tagName }).isVisible()).toBe(true);
    expect(await notes.getByText(noteText).isVisible()).toBe(true);

    // Add to list on an edition's page adds the edition, not the whole work (issue 29 point 2).
    const listName = `Editions ${stamp}`;
    await page.getByRole('region', { name: 'Lists' }).getByRole('button', { name: 'Add to list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to list' });
    await dialog.getByLabel('Name (required)').fill(listName);
    await dialog.getByRole('radio', { name: 'Public' }).check();
    await dialog.getByRole('button', { name: 'Add to list' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Lists' }).getByRole('link', { name: listName }).count())
      .toBe(1);
    const listId = Number(
      (
        await page
          .getByRole('region', { name: 'Lists' })
          .getByRole('link', { name: listName })
          .getAttribute('href')
      )
        ?.split('/')
        .pop(),
    );
    const items = await data(publicApi(baseUrl).list.items({ id: String(listId) }));
    expect(items.content.map((item) => [item.type, item.target])).toEqual([['version', String(edition)]]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('shows the error page for a version that does not exist', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    const response = await page.goto('/version/999999999');
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => page.getByText('The requested resource could not be found.').isVisible())
      .toBe(true);
    await expectNoAxeViolations(page);
    await context.close();
  });

  // Raw records are for data managers (ADR 016): this journey signs in as one.
  test('shows the MARC fields of an edition with includeraw=y', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto(`/nbdid/${encodeURIComponent(MARC_NBD_ID)}`);
    await page.waitForURL(/\/work\/\d+\/version\/\d+$/);
    expect(await page.getByRole('heading', { name: 'Raw records' }).count()).toBe(0);
    const edition = new URL(page.url()).pathname;
    const origin = await signInAsDataManager(page, inject('dataDir'));
    await page.goto(`${origin}${edition}?includeraw=y`);
    const table = page.getByRole('table', { name: /MARC fields/ });
    await expect.poll(() => table.isVisible()).toBe(true);
    await expect.poll(() => table.getByRole('rowheader', { name: '245' }).count()).toBeGreaterThan(0);
    await expect.poll(() => table.getByText('$a').first().isVisible()).toBe(true);
    // includeraw is kept when moving to the whole work.
    await page.getByRole('link', { name: /\(all editions\)/ }).click();
    await page.waitForURL(/\/work\/\d+\?includeraw=y$/);
    await expect.poll(() => page.getByRole('table', { name: /MARC fields/ }).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
