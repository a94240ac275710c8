import type { Browser } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { data, expectData, publicApi } from '../support/api.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

/** Ids of records found by an API search: how the journey finds the seeded demo content. */
async function found(baseUrl: string, category: string, query: { keyword: string }) {
  return expectData(await publicApi(baseUrl).search.run({ category, ...query }));
}

async function idsFound(baseUrl: string, category: string, query: { keyword: string }): Promise<number[]> {
  return (await found(baseUrl, category, query)).works.map((w) => w.id);
}

async function first<T>(items: readonly T[], test: (item: T) => Promise<boolean>): Promise<T> {
  for (const item of items) if (await test(item)) return item;
  throw new Error('no record fits');
}

const publicTag = (name: string) => ({ keyword: `publictag:"${name}"` });

// The demo content (apps/server/src/content/demo-contributions.ts) tags Bulletin cartoons that
// mention federation 'federation', notes the first, and lists prime ministers, tagged so.
test.describe('a visitor reads the tags, lists and notes of records', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  test('sees the tags of a work, and a tag leads to a search that finds it', async () => {
    const search = await found(baseUrl, 'images', publicTag('federation'));
    const tagged = search.works.map((w) => w.id);
    expect(tagged.length).toBeGreaterThan(0);
    const id = await first(tagged, async (candidate) => {
      return (await data(publicApi(baseUrl).notesOn.work({ id: candidate }))).total > 0;
    });
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto(`/work/${id}`);
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const tags = page.getByRole('region', { name: 'Tags' });
    await expect.poll(() => tags.getByRole('link', { name: 'federation' }).isVisible()).toBe(true);
    expect(await tags.getByRole('link', { name: /Editorial cartoons/ }).getAttribute('href')).toBe(
      '/search?subject=Editorial+cartoons',
    );

    const lists = page.getByRole('region', { name: 'Lists' });
    expect(await lists.getByText('Federation in the Bulletin cartoons').isVisible()).toBe(true);
    expect(await lists.getByText(/by Demo curator \(demonstration\), \d+ items?/).isVisible()).toBe(true);
    // Each list leads to its page (issue 15); a visitor is offered to log in to add the record to one.
    expect(
      await lists.getByRole('link', { name: 'Federation in the Bulletin cartoons' }).getAttribute('href'),
    ).toMatch(/^\/list\/\d+$/);
    expect(await lists.getByRole('link', { name: 'Login to add to list' }).isVisible()).toBe(true);

    const notes = page.getByRole('region', { name: 'Notes' });
    expect(await notes.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    expect(await notes.getByText(/By Demo reader \(demonstration\), \d{1,2} \w+ \d{4}/).isVisible()).toBe(
      true,
    );
    await expectNoAxeViolations(page);

    await tags.getByRole('link', { name: 'federation' }).click();
    await page.waitForURL(/\/search\?keyword=publictag/);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('publictag:"federation"');
    // The search of every collection shows the Images group holding every tagged cartoon.
    const images = page.getByRole('region', { name: /Images, Maps & Artefacts/ });
    await images.scrollIntoViewIfNeeded();
    const total = search.totalRecords;
    const count = `${total.toLocaleString('en-AU')} ${total === 1 ? 'result' : 'results'}`;
    await expect
      .poll(() => images.getByText(count, { exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expectNoAxeViolations(page);
    // All of them, this work among them, in the collection's own results.
    await images.getByRole('link', { name: /^See all/ }).click();
    await page.waitForURL(/\/search\/category\/images\?/);
    await expect.poll(() => page.getByRole('link', { name: title }).first().isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("says 'No tags have been added to this record.' on a work without tags", async () => {
    const books = await idsFound(baseUrl, 'books', { keyword: 'australia' });
    const id = await first(books, async (candidate) => {
      return (await data(publicApi(baseUrl).tagsOn.work({ id: candidate }))).tags.length === 0;
    });
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto(`/work/${id}`);
    const tags = page.getByRole('region', { name: 'Tags' });
    await expect.poll(() => tags.getByText('No tags have been added to this record.').isVisible()).toBe(true);
    const notes = page.getByRole('region', { name: 'Notes' });
    expect(await notes.getByText('No notes have been added for this record').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('sees the tags, lists and notes of a person', async () => {
    const people = await idsFound(baseUrl, 'people', publicTag('prime minister'));
    const id = await first(people, async (candidate) => {
      return (await data(publicApi(baseUrl).notesOn.person({ id: candidate }))).total > 0;
    });
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto(`/people/${id}`);
    const tags = page.getByRole('region', { name: 'Tags' });
    await expect.poll(() => tags.getByRole('link', { name: 'prime minister' }).isVisible()).toBe(true);
    const lists = page.getByRole('region', { name: 'Lists' });
    expect(await lists.getByText('Prime Ministers of Australia').isVisible()).toBe(true);
    const notes = page.getByRole('region', { name: 'Notes' });
    expect(await notes.getByText(/By Demo curator \(demonstration\)/).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
