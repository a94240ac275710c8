import type { Browser, Page } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { API_KEY_MESSAGES } from '@trove/contracts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';
import { signInAsDataManager } from '../support/data-manager.ts';
import { usernameFor } from '../support/usernames.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const KEY = /trv_[A-Za-z0-9_-]{43}/;

/** Signs up from the sign-up page, which sends the reader on to their Developers tab. */
async function signUpToDevelopers(page: Page, email: string, displayName: string): Promise<string> {
  await page.goto('/auth/signup?backurl=%2FuserProfile%2Fdevelopers');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('User name').fill(usernameFor(email));
  await page.getByLabel('Display name').fill(displayName);
  await page.getByLabel('Password').fill('a long enough secret');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL(/\/userProfile\/developers/);
  return new URL(page.url()).origin;
}

/**
 * Issue 18 §2 (spec 03 §2 Developers, §4 API key; ADR 050): a reader applies for a key on a phone by
 * keyboard, is told what is missing in the spec's words, sees the key once and then only its
 * start; a commercial application waits for a data manager, who approves it from their page.
 */
test.describe('applying for an API key', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;

  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  test('applies by keyboard on a phone, hears what is missing, sees the key once, then only its start', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, { width: 390, height: 844 });
    await signUpToDevelopers(page, `developer${stamp}@example.org`, 'Devi Developer');
    expect(await page.getByRole('heading', { name: 'Apply for an API key' }).isVisible()).toBe(true);
    expect(await page.getByText(API_KEY_MESSAGES.responseTime, { exact: false }).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    // Sent empty, the form lists each missing field in the spec's words.
    await page.getByRole('button', { name: 'Apply for a key' }).press('Enter');
    await page.getByText(`Contact name: ${API_KEY_MESSAGES.contact}`).waitFor();
    for (const message of [API_KEY_MESSAGES.purpose, API_KEY_MESSAGES.email, API_KEY_MESSAGES.phone])
      expect(await page.getByText(message, { exact: false }).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    // Filled in by keyboard alone: each field is reached with Tab from the one before.
    await page.getByLabel('What will you use the API for?').focus();
    await page.keyboard.type('A notebook that maps flood reports by town, 1890 to 1930.');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Devi Developer');
    await page.keyboard.press('Tab');
    await page.keyboard.type('devi@example.org');
    await page.keyboard.press('Tab');
    await page.keyboard.type('0400 000 000');
    await page.getByRole('button', { name: 'Apply for a key' }).press('Enter');
    await page.getByText('This is the only time your whole key is shown', { exact: false }).waitFor();
    const key = KEY.exec(await page.getByRole('main').innerText())?.[0] ?? '';
    expect(key).not.toBe('');
    await expect.poll(() => page.getByText('20,000 requests a day').isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // Opened again, the key shows only by its start.
    await page.reload();
    const main = await page.getByRole('main').innerText();
    expect(main).not.toContain(key);
    expect(main).toContain(`${key.slice(0, 10)}…`);
    expect(main).toContain('0 of 20,000 requests today');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a commercial application waits; a data manager approves it without script; its owner then sees the key', async () => {
    const applicant = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    const page = await applicant.newPage();
    const origin = await signUpToDevelopers(page, `mapmaker${stamp}@example.org`, 'Mara Maps');
    await page.getByLabel('What will you use the API for?').fill('Historic maps for a paid atlas app.');
    await page.getByLabel('Contact name').fill('Mara Maps');
    await page.getByLabel('Email address').fill('mara@example.org');
    await page.getByLabel('Phone number').fill('0400 111 222');
    await page.getByLabel('Organisation (optional)').fill(`Atlas ${stamp} Pty Ltd`);
    await page.getByLabel('Commercial', { exact: true }).check();
    await page.getByRole('button', { name: 'Apply for a key' }).click();
    await page.waitForLoadState();
    expect(await page.getByText(API_KEY_MESSAGES.responseTime, { exact: false }).count()).toBeGreaterThan(0);
    expect(KEY.test(await page.getByRole('main').innerText())).toBe(false);

    const { page: review, context: managerContext, errors } = await openPage(browser, baseUrl);
    // The terms page: no cultural advice to dismiss first, as the home page has.
    await review.goto('/about/api-terms');
    const managerOrigin = await signInAsDataManager(review, dataDir);
    await review.goto(`${managerOrigin}/userProfile/moderate/api-keys`);
    const application = review.getByRole('listitem').filter({ hasText: `Atlas ${stamp} Pty Ltd` });
    await application.waitFor();
    await expectNoAxeViolations(review);
    await application.getByLabel('Quota, such as 1000/d or 10/s,20000/d').fill('50000/d');
    await application.getByRole('button', { name: /Approve/ }).click();
    await review.waitForURL(/done=approved/);
    expect(errors).toEqual([]);
    await managerContext.close();

    await page.goto(`${origin}/userProfile/developers`);
    await page.getByRole('button', { name: 'Show my API key' }).click();
    await page.waitForLoadState();
    const main = await page.getByRole('main').innerText();
    expect(main).toMatch(KEY);
    expect(main).toContain('50,000 requests a day');
    await applicant.close();
  });
});
