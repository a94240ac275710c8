import { CORRECTION_LIMITS, CORRECTION_MESSAGES, type ArticleLines } from '@trove/contracts';
import type { Browser, Page } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { data, publicApi } from '../support/api.ts';
import { describedBy } from '../support/aria.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';
import { signInAsDataManager, signUp } from '../support/data-manager.ts';
import { HttpVisitor } from '../support/http-visitor.ts';
import { usernameFor } from '../support/usernames.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const PASSWORD = 'a long enough secret';

/** A newspaper article of the demo corpus with enough lines to correct a few without being held. */
async function correctableArticle(
  baseUrl: string,
  keyword: string,
  skip: number[] = [],
  maxLines = Infinity,
): Promise<ArticleLines> {
  const api = publicApi(baseUrl);
  const found = await data(api.search.run({ category: 'newspapers', keyword }));
  for (const work of found.works) {
    if (skip.includes(work.id)) continue;
    const lines = await api.corrections.lines({ id: work.id });
    if (lines.ok && lines.data.lines.length >= 8 && lines.data.lines.length <= maxLines) return lines.data;
  }
  throw new Error(`no newspaper article with 8 lines for ${keyword}`);
}

const line = (page: Page, no: number) => page.getByLabel(`Line ${no + 1}`, { exact: true });
/** The label of the field that has focus (an input's name comes from its label, not its text). */
const focusedLabel = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? null);
const status = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ }).first();

/**
 * Issue 17 'Done when': a reader and a visitor correct an article's text in the editor by keyboard,
 * the history shows both versions with their diffs, a data manager reverts the visitor's, the hall
 * of fame ranks the reader for the last hour and their profile lists the correction.
 */
test.describe('correcting the text of a newspaper article', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;
  let article: ArticleLines;
  const readerEmail = `corrector${stamp}@example.org`;
  const readerName = `Cora Corrector ${stamp.slice(-4)}`;
  const rheaName = `Rhea Ranked ${stamp.slice(-4)}`;

  test.beforeAll(async ({ browser: shared }) => {
    browser = shared;
    article = await correctableArticle(baseUrl, 'government');
  });
  test.afterAll(() => closeContexts(browser));

  // The longest journey here: two readers, a visitor's human check (a proof of work whose time
  // varies from run to run), history, revert, search, hall of fame and profile, each with axe.
  test('a reader and a visitor correct lines, the history shows both, a data manager reverts one', async () => {
    test.setTimeout(120_000);
    const id = article.articleId;
    const base = article.version;
    const [first, , third, fourth] = article.lines;
    if (!first || !third || !fourth) throw new Error('too few lines');

    // A signed-in reader opens the editor from the article page and corrects the first line.
    const reader = await openPage(browser, baseUrl);
    await reader.page.goto(`/newspaper/article/${id}`);
    await signUp(reader.page, readerEmail, readerName);
    await reader.page.getByRole('link', { name: CORRECTION_MESSAGES.fixThisText }).click();
    await reader.page.waitForURL(`**/newspaper/article/${id}/correct`);
    expect(await reader.page.getByRole('group', { name: /Human check/ }).count()).toBe(0);
    await expectNoAxeViolations(reader.page);
    const readerLine = line(reader.page, first.no);
    await readerLine.fill(`${first.text} (reader)`);
    expect(await describedBy(readerLine)).toContain('Changed');
    await reader.page.getByLabel('Comment (optional)').fill('Fixed the first line');
    await reader.page.getByRole('button', { name: 'Save corrections' }).click();
    await expect.poll(() => status(reader.page).textContent()).toContain(CORRECTION_MESSAGES.saved);

    // A visitor passes the human check, then corrects two lines by keyboard alone.
    const visitor = await openPage(browser, baseUrl);
    const { page } = visitor;
    await page.goto(`/newspaper/article/${id}/correct`);
    const check = page.getByRole('group', { name: 'Human check (ALTCHA)' });
    await expect.poll(() => check.isVisible()).toBe(true);
    await check.getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => check.isVisible(), { timeout: 30_000 }).toBe(false);
    // Passed, focus moves on to the first line: the visitor tabs through to the third.
    await expect.poll(() => focusedLabel(page)).toBe('Line 1');
    // The reader's line is now the live text.
    expect(await line(page, first.no).inputValue()).toBe(`${first.text} (reader)`);
    await line(page, third.no).focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' oops');
    // Escape undoes the change to the line; typing again changes it.
    await page.keyboard.press('Escape');
    expect(await line(page, third.no).inputValue()).toBe(third.text);
    expect(await describedBy(line(page, third.no))).not.toContain('Changed');
    await page.keyboard.press('End');
    await page.keyboard.type(' (visitor)');
    // Enter moves to the next line.
    await page.keyboard.press('Enter');
    expect(await focusedLabel(page)).toBe(`Line ${fourth.no + 1}`);
    await page.keyboard.press('End');
    await page.keyboard.type(' (visitor)');
    expect(await describedBy(line(page, fourth.no))).toContain('Changed');
    expect(await page.getByText('2 lines changed').count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save corrections' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => status(page).textContent()).toContain(CORRECTION_MESSAGES.saved);
    expect(await line(page, fourth.no).inputValue()).toBe(`${fourth.text} (visitor)`);

    // The history lists both versions, newest first, with their diffs.
    await page.goto(`/newspaper/article/${id}/history`);
    const rows = page.getByRole('table').getByRole('row');
    expect(await rows.nth(1).textContent()).toContain('A visitor');
    expect(await rows.nth(1).textContent()).toContain('2 lines');
    expect(await rows.nth(2).textContent()).toContain(readerName);
    expect(await rows.nth(2).textContent()).toContain('Fixed the first line');
    expect(await rows.nth(2).getByRole('link', { name: readerName }).getAttribute('href')).toBe(
      `/userProfile/user/${usernameFor(readerEmail)}`,
    );
    await page.getByRole('link', { name: `Show changes made in version ${base + 2}` }).click();
    const diff = page.getByRole('list', { name: `Changes from version ${base + 1} to version ${base + 2}` });
    await expect.poll(() => diff.getByRole('listitem').count()).toBe(2);
    expect(await diff.getByRole('listitem').first().textContent()).toBe(
      `Line ${third.no + 1}before: ${third.text}after: ${third.text} (visitor)`,
    );
    // Any two versions, chosen with the form.
    await page.getByLabel('From version', { exact: true }).selectOption(String(base));
    await page.getByLabel('To version', { exact: true }).selectOption(String(base + 2));
    await page.getByRole('button', { name: 'Compare' }).click();
    await page.waitForURL((url) => url.searchParams.get('from') === String(base));
    const both = page.getByRole('list', { name: `Changes from version ${base} to version ${base + 2}` });
    await expect.poll(() => both.getByRole('listitem').count()).toBe(3);
    await expectNoAxeViolations(page);
    // A reader sees no revert.
    expect(await page.getByRole('link', { name: /Revert to this version/ }).count()).toBe(0);

    // A data manager reverts the visitor's version, giving a reason.
    const manager = await openPage(browser, baseUrl);
    await manager.page.goto(`/newspaper/article/${id}`);
    await signInAsDataManager(manager.page, dataDir);
    await manager.page.goto(`/newspaper/article/${id}/history`);
    await manager.page.getByRole('link', { name: `Revert to this version (version ${base + 1})` }).click();
    const reason = manager.page.getByLabel('Reason (required)');
    await expect.poll(() => reason.evaluate((el) => el === document.activeElement)).toBe(true);
    await reason.fill('The visitor’s additions are not in the printed text');
    await expectNoAxeViolations(manager.page);
    await manager.page.getByRole('button', { name: 'Confirm revert' }).click();
    await expect
      .poll(() => status(manager.page).textContent())
      .toContain(CORRECTION_MESSAGES.reverted(base + 1));
    const revertRow = manager.page.getByRole('table').getByRole('row').nth(1);
    expect(await revertRow.textContent()).toContain(`Revert to version ${base + 1}`);
    expect(await revertRow.textContent()).toContain('The visitor’s additions are not in the printed text');
    // The data managers' review page, with its held corrections and blocked accounts.
    await manager.page.goto('/userProfile/moderate/corrections');
    await expect
      .poll(() => manager.page.getByRole('heading', { name: 'Text corrections to review' }).count())
      .toBe(1);
    await expectNoAxeViolations(manager.page);

    // The article says it was corrected, and by whom last.
    await reader.page.goto(`/newspaper/article/${id}`);
    expect(await reader.page.getByText(/last corrected by/).textContent()).toMatch(
      /^Corrected [\d,]+ times?;/,
    );
    // So does its row in the results.
    const row = reader.page
      .getByRole('listitem')
      .filter({ has: reader.page.getByRole('link', { name: article.heading, exact: true }) })
      .first();
    await expect
      .poll(
        async () => {
          await reader.page.goto('/search/category/newspapers?keyword=government');
          return row.getByText('Text corrected', { exact: true }).count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await reader.page.goto(`/newspaper/article/${id}/correct`);
    expect(await line(reader.page, third.no).inputValue()).toBe(third.text);
    expect(await line(reader.page, first.no).inputValue()).toBe(`${first.text} (reader)`);

    // Another reader corrects two lines of another article (through the API).
    const other = await correctableArticle(baseUrl, 'government', [id]);
    const rhea = new HttpVisitor(baseUrl);
    await rhea.signUp(`ranked${stamp}@example.org`, rheaName, PASSWORD);
    await data(
      rhea.client.corrections.save({
        id: other.articleId,
        body: {
          baseVersion: other.version,
          lines: other.lines.slice(0, 2).map((l) => ({ no: l.no, text: `${l.text} (Rhea)` })),
        },
      }),
    );

    // The hall of fame ranks both readers for the last hour, two lines above one; a visitor is never ranked.
    await reader.page.goto('/landing/community/hallOfFame?dateChoice=hour');
    const leaders = reader.page.getByRole('region', { name: /^Top text correctors/ }).getByRole('row');
    const names = async () => (await leaders.allTextContents()).join('\n');
    await expect.poll(names).toContain(readerName);
    const ranked = await leaders.allTextContents();
    const place = (name: string) => ranked.findIndex((row) => row.includes(name));
    expect(place(rheaName)).toBeGreaterThan(-1);
    expect(place(rheaName)).toBeLessThan(place(readerName));
    await expectNoAxeViolations(reader.page);
    // The reader's profile tab lists their correction.
    await reader.page.goto('/userProfile/corrections');
    await expect.poll(() => reader.page.getByText(article.heading).count()).toBeGreaterThan(0);

    for (const visit of [reader, visitor, manager]) {
      expect(visit.errors).toEqual([]);
      await visit.context.close();
    }
  });

  test('tells a reader whose line someone else changed meanwhile, and lets them merge and save', async () => {
    const other = await correctableArticle(baseUrl, 'government', [article.articleId]);
    const [first, second] = other.lines;
    if (!first || !second) throw new Error('too few lines');
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto(`/newspaper/article/${other.articleId}`);
    await signUp(page, `merger${stamp}@example.org`, 'Mel Merger');
    // On a phone's width: the lines wrap, the image goes above them.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/newspaper/article/${other.articleId}/correct`);
    await line(page, first.no).fill(`${first.text} mine`);

    // Someone else saves both lines first.
    const rival = new HttpVisitor(baseUrl);
    await rival.signUp(`rival${stamp}@example.org`, 'Rita Rival', PASSWORD);
    await data(
      rival.client.corrections.save({
        id: other.articleId,
        body: {
          baseVersion: other.version,
          lines: [
            { no: first.no, text: `${first.text} theirs` },
            { no: second.no, text: `${second.text} theirs` },
          ],
        },
      }),
    );

    await page.getByRole('button', { name: 'Save corrections' }).click();
    await expect.poll(() => status(page).textContent()).toContain(CORRECTION_MESSAGES.conflict);
    // The untouched line takes their text; the line both changed keeps the reader's, with theirs shown.
    expect(await line(page, second.no).inputValue()).toBe(`${second.text} theirs`);
    expect(await line(page, first.no).inputValue()).toBe(`${first.text} mine`);
    expect(await describedBy(line(page, first.no))).toContain(
      `Changed by someone else too Their text: ${first.text} theirs`,
    );
    await expectNoAxeViolations(page);
    await line(page, first.no).fill(`${first.text} merged`);
    await page.getByRole('button', { name: 'Save corrections' }).click();
    await expect.poll(() => status(page).textContent()).toContain(CORRECTION_MESSAGES.saved);
    await expect.poll(() => line(page, first.no).inputValue()).toBe(`${first.text} merged`);
    expect(await line(page, second.no).inputValue()).toBe(`${second.text} theirs`);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('works as a plain form without JavaScript for a signed-in reader', async () => {
    const plain = await correctableArticle(baseUrl, 'government', [article.articleId]);
    const [first] = plain.lines;
    if (!first) throw new Error('too few lines');
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/newspaper/article/${plain.articleId}`);
    await signUp(page, `plain${stamp}@example.org`, 'Pia Plain');
    await page.goto(`/newspaper/article/${plain.articleId}/correct`);
    // A line too long is refused with the limit's words; what was typed stays.
    const tooLong = `${first.text} ${'x'.repeat(CORRECTION_LIMITS.lineMax)}`;
    await line(page, first.no).fill(tooLong);
    await page.getByRole('button', { name: 'Save corrections' }).click();
    await expect
      .poll(() => describedBy(line(page, first.no)))
      .toContain(CORRECTION_MESSAGES.lineTooLong(CORRECTION_LIMITS.lineMax));
    expect(await line(page, first.no).inputValue()).toBe(tooLong);
    await line(page, first.no).fill(`${first.text} (plain)`);
    await page.getByRole('button', { name: 'Save corrections' }).click();
    await expect.poll(() => status(page).textContent()).toContain(CORRECTION_MESSAGES.saved);
    const now = await data(publicApi(baseUrl).corrections.lines({ id: plain.articleId }));
    expect(now.version).toBe(plain.version + 1);
    expect(now.lines[0]?.text).toBe(`${first.text} (plain)`);
    await context.close();
  });

  test('a data manager approves a held correction after refusing a rejection without reason, and blocks an account', async () => {
    // Short enough that changing most of it stays under the per-address lines-per-minute limit.
    const held = await correctableArticle(baseUrl, 'government', [article.articleId], 60);
    const hal = new HttpVisitor(baseUrl);
    const halEmail = `held${stamp}@example.org`;
    await hal.signUp(halEmail, 'Hal Held', PASSWORD);
    // Changing most of the lines at once is held for review.
    const saved = await data(
      hal.client.corrections.save({
        id: held.articleId,
        body: {
          baseVersion: held.version,
          lines: held.lines
            .slice(0, Math.floor(held.lines.length / 2) + 1)
            .map((l) => ({ no: l.no, text: `${l.text}.` })),
        },
      }),
    );
    expect(saved.status).toBe('held');
    expect(saved.message).toBe(CORRECTION_MESSAGES.held);

    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto(`/newspaper/article/${held.articleId}`);
    await signInAsDataManager(page, dataDir);
    await page.goto('/userProfile/moderate/corrections');
    const tabs = page.getByRole('navigation', { name: 'Profile' });
    expect(await tabs.getByRole('link', { name: 'Review corrections' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: held.heading }) })
      .first();
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.textContent()).toContain(CORRECTION_MESSAGES.heldMostLines);
    const first = held.lines[0];
    expect(await item.getByRole('list').getByRole('listitem').first().textContent()).toBe(
      `Line 1before: ${first?.text ?? ''}after: ${first?.text ?? ''}.`,
    );
    await expectNoAxeViolations(page);

    // Rejecting needs a reason.
    await item.getByRole('button', { name: 'Reject' }).click();
    const reason = item.getByLabel('Reason for rejecting (required)');
    await expect.poll(() => describedBy(reason)).toEqual([CORRECTION_MESSAGES.reasonRequired]);
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect
      .poll(() => status(page).textContent())
      .toContain('The correction has been approved and is now part of the text.');
    const live = await data(publicApi(baseUrl).corrections.lines({ id: held.articleId }));
    expect(live.lines[0]?.text).toBe(`${first?.text ?? ''}.`);

    // Blocking an account by its user name, with a reason; the reader may no longer correct.
    await page.getByLabel('User name', { exact: true }).fill(usernameFor(halEmail));
    await page.getByLabel('Reason for blocking (required)').fill('Adds full stops everywhere');
    await page.getByRole('button', { name: 'Block from correcting' }).click();
    await expect.poll(() => status(page).textContent()).toContain('The account may no longer correct text.');
    const blockedRow = page.getByRole('row').filter({ hasText: 'Adds full stops everywhere' });
    expect(await blockedRow.count()).toBe(1);
    const refused = await data(hal.client.corrections.lines({ id: held.articleId }));
    expect(refused).toMatchObject({ mayCorrect: false, refusal: CORRECTION_MESSAGES.blocked });
    await blockedRow.getByRole('button', { name: `Unblock ${usernameFor(halEmail)}` }).click();
    await expect.poll(() => status(page).textContent()).toContain('The account may correct text again.');
    expect((await data(hal.client.corrections.lines({ id: held.articleId }))).mayCorrect).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
