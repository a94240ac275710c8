import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { DASHBOARD_WORDS } from '@trove/contracts';
import type { Browser, Page } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { data, publicApi } from '../support/api.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';
import { HttpVisitor } from '../support/http-visitor.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'a long enough secret';
const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const ROOT = path.resolve(import.meta.dirname, '../..');

/** The accounts command, as an administrator runs it, against the e2e server's store. */
function accounts(dataDir: string, ...args: string[]): string {
  return execFileSync('npx', ['tsx', 'apps/server/src/cli/accounts.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

/**
 * Issue 16 §5 (spec 03 §2 Partner, PartnerDashboard; ADR 044): a partner, given the role and two
 * libraries with the accounts command, opens the dashboard from the Partner tab on a phone,
 * switches library with the 'Your contributions' selector and reads the report's tables; a reader
 * without the role is sent to /.
 */
test.describe('the partner dashboard', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;
  const partnerName = `Partner.${stamp}`.slice(0, 30);
  const readerName = `Plain.${stamp}`.slice(0, 30);
  let libraries: { nuc: string; name: string }[] = [];

  test.beforeAll(async ({ browser: shared }) => {
    test.setTimeout(180_000);
    browser = shared;
    // The National Library, which holds the demo corpus's books, and a library listed before it by
    // name that holds none of them: the selector lists the latter first, so it is reported on first.
    const metadata = await data(publicApi(baseUrl).search.metadata({ category: 'books' }));
    const national = metadata.libraries.find((l) => l.nuc === 'ANL');
    const before = metadata.libraries.find((l) => national && l.name.localeCompare(national.name) < 0);
    libraries = [before, national].flatMap((l) => (l ? [{ nuc: l.nuc, name: l.name }] : []));
    expect(libraries).toHaveLength(2);
    await new HttpVisitor(baseUrl).signUp(
      `partner${stamp}@example.org`,
      'Pat Partner',
      PASSWORD,
      partnerName,
    );
    await new HttpVisitor(baseUrl).signUp(`plain${stamp}@example.org`, 'Plain Reader', PASSWORD, readerName);
    expect(accounts(dataDir, 'grant', partnerName, 'partner')).toContain('now has the role partner');
    for (const { nuc } of libraries)
      expect(accounts(dataDir, 'link-library', partnerName, nuc)).toContain(`is now linked to ${nuc}`);
    expect(accounts(dataDir, 'libraries')).toContain(`${partnerName}\t${libraries[0]!.nuc}`);
  });
  test.afterAll(() => closeContexts(browser));

  async function signIn(page: Page, name: string, address: string) {
    await page.goto(address);
    await page.waitForURL(/\/auth\/interaction\//);
    await page.getByLabel('E-mail address or user name').fill(name);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
  }

  const reportHeading = (page: Page) => page.getByRole('heading', { level: 2 }).first().textContent();

  test('opens the dashboard from the Partner tab, switches library and reads the tables, on a phone', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, { width: 390, height: 844 });
    await signIn(page, partnerName, '/userProfile/partner');
    await page.waitForURL((url) => url.pathname === '/userProfile/partner');
    const tabs = page.getByRole('navigation', { name: 'Profile' });
    expect(await tabs.getByRole('link', { name: 'Partner' }).getAttribute('aria-current')).toBe('page');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: DASHBOARD_WORDS.viewDashboard }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(DASHBOARD_WORDS.heading);
    const [first, second] = libraries as [{ nuc: string; name: string }, { nuc: string; name: string }];
    expect(await reportHeading(page)).toBe(`${first.name} (${first.nuc})`);
    expect(await page.getByText(DASHBOARD_WORDS.nothingHeld).count()).toBe(1);
    const selector = page.getByLabel(DASHBOARD_WORDS.selectorLabel);
    expect(await selector.locator('option').allTextContents()).toEqual(
      libraries.map((l) => `${l.name} (${l.nuc})`),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);

    // Switch library with the keyboard: the GET form's address names it.
    await selector.focus();
    await selector.selectOption(second.nuc);
    await page.getByRole('button', { name: DASHBOARD_WORDS.show }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('nuc') === second.nuc);
    await expect.poll(() => reportHeading(page)).toBe(`${second.name} (${second.nuc})`);
    expect(await selector.inputValue()).toBe(second.nuc);
    // Each chart has its table; the National Library holds the demo books, so the collection table has rows.
    const collectionTable = page.getByRole('table', {
      name: DASHBOARD_WORDS.tableOf(DASHBOARD_WORDS.byCollection),
    });
    expect(await collectionTable.getByRole('row').count()).toBeGreaterThan(1);
    for (const chart of [DASHBOARD_WORDS.byFormat, DASHBOARD_WORDS.byDecade, DASHBOARD_WORDS.usage])
      expect(await page.getByRole('table', { name: DASHBOARD_WORDS.tableOf(chart) }).count()).toBe(1);
    expect(
      await page.getByRole('img', { name: new RegExp(`^${DASHBOARD_WORDS.byCollection}`) }).count(),
    ).toBe(1);
    const usage = page.getByRole('table', { name: DASHBOARD_WORDS.tableOf(DASHBOARD_WORDS.usage) });
    // Twelve months and the header row; record views and corrections are not recorded.
    expect(await usage.getByRole('row').count()).toBe(13);
    expect(await usage.getByRole('cell', { name: DASHBOARD_WORDS.notRecorded }).count()).toBe(24);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('sends a reader without the partner role to / from the dashboard and the Partner tab', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await signIn(page, readerName, '/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/userProfile/partner');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/userProfile');
    expect(
      await page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: 'Partner' }).count(),
    ).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
