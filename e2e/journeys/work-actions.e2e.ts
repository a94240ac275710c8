import { readFileSync } from 'node:fs';
import { MESSAGES } from '@trove/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { expectData, publicApi } from '../support/api.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

/** An 8x8 PNG standing in for Trove's image service, which this machine cannot reach. */
const IMAGE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4UWGDFTEMLQkAQfNfAVTFtrMAAAAASUVORK5CYII=',
  'base64',
);

async function search(baseUrl: string, category: string, keyword: string) {
  return expectData(await publicApi(baseUrl).search.run({ category, keyword })).works;
}

/** A click before hydration does nothing: click until the button reports the wanted state. */
async function clickUntil(button: Locator, expanded: 'true' | 'false') {
  await expect
    .poll(async () => {
      if ((await button.getAttribute('aria-expanded')) !== expanded) await button.click();
      return button.getAttribute('aria-expanded');
    })
    .toBe(expanded);
}

async function expandedActions(page: Page): Promise<string[]> {
  const buttons = page.getByRole('group', { name: 'Actions' }).locator('h2 > button[aria-expanded="true"]');
  return buttons.allTextContents();
}

test.describe('a visitor uses the action panel and the cultural-sensitivity choices', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  test('opens Buy, Cite and Related resources in turn on a book, one at a time', async () => {
    const [book] = await search(baseUrl, 'books', 'How many people can the earth support');
    expect(book).toBeDefined();
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto(`/work/${book!.id}`);
    const actions = page.getByRole('group', { name: 'Actions' });
    const button = (name: string) => actions.getByRole('button', { name, exact: true });

    // Every option in turn: opening one closes the one open before.
    const names = (await actions.locator('h2 > button').allTextContents()).map((t) => t.replace(/[+−]$/, ''));
    expect(names).toEqual(expect.arrayContaining(['Buy', 'Cite', 'Related resources']));
    for (const name of names) {
      await clickUntil(button(name), 'true');
      expect(await expandedActions(page)).toEqual([`${name}−`]);
    }

    // Buy: a search at each shop for this edition's ISBN, or the spec's empty message.
    await clickUntil(button('Buy'), 'true');
    const buy = page.getByRole('region', { name: 'Buy' });
    await expect
      .poll(async () => {
        const text = (await buy.textContent()) ?? '';
        return /Search .+ for ISBN/.test(text) || text.includes(MESSAGES.bookshopsEmpty);
      })
      .toBe(true);
    expect(
      await buy.getByRole('link', { name: /^Search National Library of Australia Bookshop/ }).count(),
    ).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    // Cite: opening it closes Buy; APA shows first; BibTeX and EndNote XML download.
    await clickUntil(button('Cite'), 'true');
    expect(await expandedActions(page)).toEqual(['Cite−']);
    const apa = page.getByRole('region', { name: 'APA citation' });
    await expect.poll(() => apa.textContent()).toMatch(/How many people can the earth support/i);
    for (const [name, extension] of [
      [/BibTeX/, /\.bib$/],
      [/EndNote XML/, /\.xml$/],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(extension);
      expect(readFileSync(await download.path(), 'utf8')).toMatch(/earth support/i);
    }
    // Clicking the shown style closes it.
    await page.getByRole('button', { name: 'APA', exact: true }).click();
    await expect.poll(() => apa.isVisible()).toBe(false);
    await expectNoAxeViolations(page);

    // Related resources: the catalogue record's contents (MARC 505), 15 first.
    await clickUntil(button('Related resources'), 'true');
    expect(await expandedActions(page)).toEqual(['Related resources−']);
    const related = page.getByRole('region', { name: 'Related resources' });
    await expect.poll(() => related.getByRole('heading', { name: 'Contents' }).isVisible()).toBe(true);
    expect(await related.locator('#related-contents li').count()).toBeLessThanOrEqual(15);
    await expectNoAxeViolations(page);

    // A click on the open one closes it.
    await clickUntil(button('Related resources'), 'false');
    expect(await expandedActions(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('blurs a sensitive cartoon until shown on this page, or everywhere for the session', async () => {
    const cartoons = (await search(baseUrl, 'images', 'Bulletin')).filter(
      (w) => w.thumbnailIsCulturallySensitive && w.thumbnailUrl,
    );
    expect(cartoons.length).toBeGreaterThanOrEqual(2);
    const [first, second] = cartoons;
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.route(/^https?:\/\/[^/]*nla\.gov\.au\//, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: IMAGE }),
    );
    const choice = page.getByRole('group', { name: 'Culturally sensitive image' });
    const image = page.locator('article img').first();
    const blurred = () => image.evaluate((img) => getComputedStyle(img).filter.includes('blur'));

    await page.goto(`/work/${first!.id}`);
    await expect.poll(() => choice.isVisible()).toBe(true);
    expect(await blurred()).toBe(true);
    expect(await image.getAttribute('alt')).toMatch(/\(blurred: culturally sensitive\)$/);
    // The advice names the page in its feedback link.
    const feedback = page.getByRole('link', { name: 'Give feedback about this record' });
    const address = new URL((await feedback.getAttribute('href')) ?? '').searchParams.get('url');
    expect(address).toMatch(new RegExp(`/work/${first!.id}$`));
    await expectNoAxeViolations(page);

    // On this page only: shown here, blurred again on the next visit.
    const showHere = choice.getByRole('button', { name: /^Show on this page/ });
    await expect
      .poll(async () => {
        if (await showHere.isVisible()) await showHere.click();
        return choice.isVisible();
      })
      .toBe(false);
    expect(await blurred()).toBe(false);
    await page.goto(`/work/${second!.id}`);
    await expect.poll(() => choice.isVisible()).toBe(true);

    // Everywhere for the session: survives navigation to another sensitive record.
    const everywhere = choice.getByRole('button', { name: /^Show everywhere this session/ });
    await expect
      .poll(async () => {
        if (await everywhere.isVisible()) await everywhere.click();
        return choice.isVisible();
      })
      .toBe(false);
    // The advice may be dismissed for the session too.
    const advice = page.getByRole('complementary', { name: /cultural advice/i });
    const hide = advice.getByRole('button', { name: /for this session/ });
    await expect
      .poll(async () => {
        if (await hide.isVisible()) await hide.click();
        return advice.isVisible();
      })
      .toBe(false);
    await page.goto(`/work/${first!.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(await choice.count()).toBe(0);
    expect(await blurred()).toBe(false);
    expect(await advice.count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
