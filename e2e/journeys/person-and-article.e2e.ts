import type { PersonResources } from '@trove/contracts';
import type { Browser, Page } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { data, publicApi } from '../support/api.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';
import type { RunningServer } from '../support/server.ts';
import { startSeededServer } from '../support/seeded-server.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

/** The first person or organisation a people search finds whose resources fit. */
async function findPerson(
  baseUrl: string,
  query: Record<string, string>,
  fits: (r: PersonResources) => boolean,
): Promise<{ id: number; title: string; resources: PersonResources }> {
  const api = publicApi(baseUrl);
  for (let startPos = 0; startPos < 1000; startPos += 100) {
    const found = await data(
      api.search.run({ category: 'people', ...query, pageSize: '100', startPos: String(startPos) }),
    );
    for (const work of found.works) {
      const resources = await data(api.people.resources({ id: work.id, tab: 'by' }));
      if (fits(resources)) return { id: work.id, title: work.title, resources };
    }
    if (found.works.length < 100) break;
  }
  throw new Error(
    `no person for ${new URLSearchParams(query).toString()} has the resources this journey needs`,
  );
}

const showing = (page: Page) => page.getByText(/^Showing \d/);
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Resource tabs' });

test.describe('a visitor reads about a person and their resources', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  test('pages through resources by an organisation, shows them all, and switches tabs', async () => {
    // ABC Radio National is named as the creator of every ABC RN segment of the demo corpus.
    const abc = await findPerson(
      baseUrl,
      { keyword: '"ABC Radio National"' },
      (r) => r.counts.by > 10 && r.counts.related === 0,
    );
    const total = abc.resources.counts.by.toLocaleString('en-AU');
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto(`/people/${abc.id}`);
    const selected = tabs(page).getByRole('link', { name: /^Selected/ });
    expect(await selected.getAttribute('aria-current')).toBe('page');
    expect(await selected.textContent()).toBe('Selected (10)');
    await expect.poll(() => showing(page).textContent()).toBe('Showing 1–10 of 10');

    await tabs(page)
      .getByRole('link', { name: `Resources by (${total})` })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('by');
    await expect.poll(() => showing(page).textContent()).toBe(`Showing 1–10 of ${total}`);
    const list = page
      .getByRole('region', { name: 'Resources' })
      .getByRole('list')
      .filter({ hasText: 'Creator' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(10);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Next 10' }).click();
    await expect.poll(() => showing(page).textContent()).toBe(`Showing 11–20 of ${total}`);
    expect(new URL(page.url()).searchParams.get('startPos')).toBe('10');
    await page.getByRole('link', { name: 'Previous 10' }).click();
    await expect.poll(() => showing(page).textContent()).toBe(`Showing 1–10 of ${total}`);

    await page.getByRole('link', { name: 'Show all' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('show')).toBe('all');
    await expect.poll(() => showing(page).textContent()).toBe(`Showing 1–500 of ${total}`);
    await expect.poll(() => list.getByRole('listitem').count()).toBe(500);
    await page.getByRole('link', { name: 'Show 10 at a time' }).click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(10);

    await tabs(page).getByRole('link', { name: 'Related (0)' }).click();
    await expect.poll(() => page.getByText('No names were found').isVisible()).toBe(true);
    await tabs(page)
      .getByRole('link', { name: /^Resources about/ })
      .click();
    await expect.poll(() => page.getByText('No records were found').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('filters a politician’s resources by a partner, clears the filter and follows an occupation', async () => {
    // Finding aids held by the National Library name politicians as their creators.
    const senator = await findPerson(baseUrl, { 'l-occupation': 'Senator' }, (r) => r.partners.length > 0);
    const partner = senator.resources.partners[0]!;
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto(`/people/${senator.id}?tab=by`);
    const sidebar = page.getByRole('complementary', { name: 'Partners' });
    await expect
      .poll(() => sidebar.getByRole('listitem').first().textContent())
      .toBe(`${partner.name} (${partner.count})`);

    const filter = page.getByText('Filter by partner');
    await filter.click();
    const box = page.getByRole('checkbox', { name: partner.name });
    await expect.poll(() => box.isVisible()).toBe(true);
    await box.check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('partner')).toEqual([partner.nuc]);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('by');
    await expect
      .poll(() => showing(page).textContent())
      .toBe(`Showing 1–${Math.min(10, partner.count)} of ${partner.count} from 1 chosen partner`);
    await expect.poll(() => page.getByText('Filter by partner (1 chosen)').isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // Close folds the panel away once the page is interactive.
    await page.getByText('Filter by partner (1 chosen)').click();
    await expect
      .poll(async () => {
        const close = page.getByRole('button', { name: 'Close' });
        if (await close.isVisible()) await close.click();
        return close.isVisible();
      })
      .toBe(false);
    await page.getByText('Filter by partner (1 chosen)').click();
    await page.getByRole('link', { name: 'Clear' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('partner')).toEqual([]);
    await expect.poll(() => page.getByText(/^Filter by partner$/).isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('by');

    await page.getByRole('link', { name: /^Senator/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/search/category/people');
    expect(new URL(page.url()).searchParams.get('l-occupation')).toBe('Senator');
    await expect
      .poll(() =>
        page
          .getByText(/Showing 1\s*–\s*20 of/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('opens an article from a newspaper search with the words highlighted', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto('/search/category/newspapers?keyword=tragedy');
    const first = page.getByRole('link', { name: /TRAGEDY/ }).first();
    await expect.poll(() => first.isVisible()).toBe(true);
    await first.click();
    await page.waitForURL(/\/newspaper\/article\/\d+\?searchTerm=tragedy/);
    await expect
      .poll(() => page.getByText(/for your search “tragedy” (is|are) highlighted/).isVisible())
      .toBe(true);
    expect(await page.locator('mark').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('brushes a range of years on the explore chart with the keyboard', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto('/collection/category/music/explore');
    const start = page.getByRole('slider', { name: 'Start year' });
    const end = page.getByRole('slider', { name: 'End year' });
    await expect.poll(() => start.isVisible()).toBe(true);
    const first = Number(await start.getAttribute('aria-valuemin'));
    const last = Number(await end.getAttribute('aria-valuemax'));
    expect(first).toBeGreaterThanOrEqual(1780);
    expect(last).toBeLessThanOrEqual(new Date().getFullYear());
    expect(Number(await start.getAttribute('aria-valuenow'))).toBe(first);

    // Keys pressed before hydration do nothing: press Shift+Right until the handle moves a decade.
    await start.focus();
    await expect
      .poll(async () => {
        if (Number(await start.getAttribute('aria-valuenow')) === first) {
          await page.keyboard.press('Shift+ArrowRight');
          // Time for a press the hydrated page took to show, before pressing again (a second
          // press would move the handle two decades).
          await page.waitForTimeout(500);
        }
        return Number(await start.getAttribute('aria-valuenow'));
      })
      .toBe(first + 10);
    await expect.poll(() => new URL(page.url()).searchParams.get('date.from')).toBe(`${first + 10}-01-01`);
    expect(new URL(page.url()).searchParams.get('date.to')).toBe(`${last}-12-31`);

    // The start's move reloads the page's data: press again if the first press came before that.
    await expect
      .poll(async () => {
        if (Number(await end.getAttribute('aria-valuenow')) === last) {
          await end.focus();
          await page.keyboard.press('ArrowLeft');
          await page.waitForTimeout(500);
        }
        return end.getAttribute('aria-valuenow');
      })
      .toBe(String(last - 1));
    await expect.poll(() => new URL(page.url()).searchParams.get('date.to')).toBe(`${last - 1}-12-31`);
    expect(new URL(page.url()).searchParams.get('date.from')).toBe(`${first + 10}-01-01`);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

test.describe('a visitor reads one issue of a newspaper article by article', () => {
  let browser: Browser;
  let server: RunningServer;
  const title = { id: 'e2e-gazette', title: 'The Test Gazette (Canberra, ACT : 1901 - 1950)' };
  const article = (id: string, heading: string, pageSequence: number, words: string) => ({
    id,
    heading,
    title,
    date: '1901-01-01',
    page: String(pageSequence),
    pageSequence: String(pageSequence),
    articleText: `<p>${heading} ${words}</p>`,
  });
  test.beforeAll(async ({ browser: shared }) => {
    test.setTimeout(240_000);
    browser = shared;
    server = await startSeededServer([
      article('9000001', 'FEDERATION PROCLAIMED.', 1, 'The federation of the colonies was proclaimed today.'),
      article('9000002', 'THE CELEBRATIONS.', 2, 'Crowds marked federation in every street.'),
      article('9000003', 'SHIPPING NEWS.', 3, 'Arrivals and departures.'),
    ]);
  });
  test.afterAll(async () => {
    await closeContexts(browser);
    await server?.stop();
  });

  test('opens an article from a search, goes to the next one of the issue and to the title’s other issues', async () => {
    const { page, context, errors } = await openPage(browser, server.baseUrl);
    await page.goto('/search/category/newspapers?keyword=federation');
    await page
      .getByRole('link', { name: /FEDERATION PROCLAIMED/ })
      .first()
      .click();
    await page.waitForURL(/\/newspaper\/article\/\d+\?searchTerm=federation/);
    const issue = page.getByRole('navigation', { name: 'This issue' });
    expect(await issue.getByRole('link', { name: /Previous article/ }).count()).toBe(0);
    await expect.poll(() => page.locator('mark').count()).toBe(2);
    await expectNoAxeViolations(page);

    await issue.getByRole('link', { name: 'Next article: THE CELEBRATIONS.' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('THE CELEBRATIONS.');
    expect(new URL(page.url()).searchParams.get('searchTerm')).toBe('federation');
    await expect.poll(() => page.locator('mark').count()).toBe(1);
    expect(await issue.getByRole('link', { name: 'Previous article: FEDERATION PROCLAIMED.' }).count()).toBe(
      1,
    );
    expect(await issue.getByRole('link', { name: 'Next article: SHIPPING NEWS.' }).count()).toBe(1);

    await issue.getByRole('link', { name: `Other issues of ${title.title}` }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/search/category/newspapers');
    expect(new URL(page.url()).searchParams.get('sortBy')).toBe('dateAsc');
    await expect
      .poll(() =>
        page
          .getByText(/Showing 1\s*–\s*3 of 3/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
