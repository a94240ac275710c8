import { AVATAR_MESSAGES, PROFILE_DETAIL_MESSAGES, PROFILE_DETAIL_WORDS } from '@trove/contracts';
import type { Browser, Page } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';
import { HttpVisitor } from '../support/http-visitor.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'a long enough secret';
const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
/** An 8 × 8 orange PNG: a real picture, small enough to live here. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4EaCBFTEMLQkAaplQAc/OcKAAAAAASUVORK5CYII=',
  'base64',
);

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * Issue 16 §2 and §1 (spec 03 §2 About, §4, §5; ADR 040): a reader edits their profile with
 * invalid values, reads the spec's message beside each field, corrects them and saves; uploads a
 * picture; another visitor reads the profile with its links. Without script the form still works.
 */
test.describe('the profile edit and picture', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let reader: HttpVisitor;
  const username = `Editor.${stamp}`.slice(0, 30);
  const biography = `Collector of goldfields diaries ${stamp}.\nSecond line of the biography.`;

  test.beforeAll(async ({ browser: shared }) => {
    browser = shared;
    reader = new HttpVisitor(baseUrl);
    await reader.signUp(`editor${stamp}@example.org`, 'Edie Editor', PASSWORD, username);
  });
  test.afterAll(() => closeContexts(browser));

  test('edits the profile with invalid then valid values and uploads a picture, at 390 px', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, { width: 390, height: 844 });
    await context.addCookies([...reader.cookies].map(([name, value]) => ({ name, value, url: baseUrl })));
    await page.goto('/userProfile/about');
    await page.getByRole('link', { name: PROFILE_DETAIL_WORDS.edit }).click();
    await page.waitForURL((url) => url.searchParams.get('edit') === 'profile');
    const form = page.getByRole('form', { name: PROFILE_DETAIL_WORDS.edit });
    await expect.poll(() => form.isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // Invalid values: each field says what is wrong, in the spec's words, and keeps what was typed.
    const bio = page.getByLabel('Biography');
    await bio.fill(biography);
    await expect
      .poll(() => page.getByText(PROFILE_DETAIL_WORDS.remaining(5000 - biography.length)).isVisible())
      .toBe(true);
    await page.getByLabel('Website').fill('example.org');
    await page.getByLabel('Twitter').fill('https://twitter.com/edie');
    await page.getByLabel('Facebook').fill('www.facebook.com/edie');
    await page.getByLabel('ORCID iD').fill('0000-0002-1825-0098');
    await page.getByRole('button', { name: PROFILE_DETAIL_WORDS.save }).click();
    for (const message of [
      PROFILE_DETAIL_MESSAGES.url,
      PROFILE_DETAIL_MESSAGES.twitter,
      PROFILE_DETAIL_MESSAGES.facebook,
      PROFILE_DETAIL_MESSAGES.orcid,
    ])
      await expect.poll(() => form.getByRole('alert').filter({ hasText: message }).count()).toBe(1);
    expect(await page.getByLabel('ORCID iD').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('ORCID iD').inputValue()).toBe('0000-0002-1825-0098');
    expect(await fitsWidth(page)).toBe(true);
    await expectNoAxeViolations(page);

    // Valid values: saved, and shown on the About tab.
    await page.getByLabel('Website').fill('https://example.org/edie');
    await page.getByLabel('Twitter').fill('edie');
    await page.getByLabel('Facebook').fill('edie.editor');
    await page.getByLabel('ORCID iD').fill('0000-0002-1694-233X');
    await page.getByRole('button', { name: PROFILE_DETAIL_WORDS.save }).click();
    await page.waitForURL((url) => url.searchParams.get('done') === 'saved');
    await expect.poll(() => page.getByText(PROFILE_DETAIL_WORDS.saved).isVisible()).toBe(true);
    expect(await page.getByText(`Collector of goldfields diaries ${stamp}.`).isVisible()).toBe(true);

    // A picture, chosen with the labelled file field and uploaded.
    await page
      .getByLabel(AVATAR_MESSAGES.choose)
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: AVATAR_MESSAGES.upload }).click();
    await page.waitForURL((url) => url.searchParams.get('done') === 'avatarSaved');
    await expect.poll(() => page.getByText(AVATAR_MESSAGES.saved).isVisible()).toBe(true);
    const picture = page.locator(`img[src^="/api/profile/${username}/avatar"]`);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(256);
    expect(await fitsWidth(page)).toBe(true);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('shows another visitor the profile with its links, and its picture', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto(`/userProfile/user/${encodeURIComponent(username)}/about`);
    const orcid = page.getByRole('link', { name: '0000-0002-1694-233X' });
    expect(await orcid.getAttribute('href')).toBe('https://orcid.org/0000-0002-1694-233X');
    expect(await orcid.getAttribute('rel')).toBe('nofollow ugc noopener');
    expect(await page.getByRole('link', { name: 'https://example.org/edie' }).getAttribute('rel')).toBe(
      'nofollow ugc noopener',
    );
    expect(await page.getByText('Second line of the biography.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: PROFILE_DETAIL_WORDS.edit }).count()).toBe(0);
    expect(await page.locator(`img[src^="/api/profile/${username}/avatar"]`).count()).toBe(1);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('refuses and then saves the form without script', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    await context.addCookies([...reader.cookies].map(([name, value]) => ({ name, value, url: baseUrl })));
    const page = await context.newPage();
    await page.goto('/userProfile/about?edit=profile');
    await page.getByLabel('ORCID iD').fill('0000 0002 1694 233X');
    await page.getByRole('button', { name: PROFILE_DETAIL_WORDS.save }).click();
    await page.waitForLoadState('load');
    expect(await page.getByText(PROFILE_DETAIL_MESSAGES.orcid, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByLabel('Biography').inputValue()).toContain(
      `Collector of goldfields diaries ${stamp}.`,
    );
    await page.getByLabel('ORCID iD').fill('0000-0002-1825-0097');
    await page.getByRole('button', { name: PROFILE_DETAIL_WORDS.save }).click();
    await page.waitForURL((url) => url.searchParams.get('done') === 'saved');
    expect(await page.getByRole('link', { name: '0000-0002-1825-0097' }).isVisible()).toBe(true);
    await context.close();
  });
});
