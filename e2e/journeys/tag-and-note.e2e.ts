import { CONTRIBUTION_WRITE_MESSAGES } from '@trove/contracts';
import type { Browser } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { data, publicApi } from '../support/api.ts';
import { describedBy, focusedName } from '../support/aria.ts';
import { closeContexts, expectNoAxeViolations, openPage, openPanel } from '../support/browser.ts';
import { signUp } from '../support/data-manager.ts';
import { usernameFor } from '../support/usernames.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

/** A work with no tags yet, from an API search of the demo corpus. */
async function untaggedBook(baseUrl: string): Promise<number> {
  const api = publicApi(baseUrl);
  const page = await data(api.search.run({ category: 'books', keyword: 'australia' }));
  const ids = page.works.map((w) => w.id);
  for (const id of ids) {
    const tags = await data(api.tagsOn.work({ id }));
    if (tags.tags.length === 0) return id;
  }
  throw new Error('no untagged book');
}

const uniqueEmail = (who: string) => `${who}${Date.now()}${Math.floor(Math.random() * 1000)}@example.org`;

test.describe('an anonymous visitor tags and annotates a work after the human check', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(() => closeContexts(browser));

  test('passes the ALTCHA check, tags the work publicly, finds it by the tag, and adds a public note', async () => {
    const id = await untaggedBook(baseUrl);
    const name = `sunlit verandah ${Date.now().toString(36)}`;
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto(`/work/${id}`);
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const tags = page.getByRole('region', { name: 'Tags' });
    const addTags = tags.getByRole('button', { name: 'Add tags' });

    // Escape closes the form and gives focus back to the button that opened it.
    await openPanel(page, 'Tags', 'Add tags');
    const names = tags.getByLabel('Tags (required)');
    expect(await names.evaluate((el) => el === document.activeElement)).toBe(true);
    await names.press('Escape');
    await expect.poll(() => names.count()).toBe(0);
    expect(await addTags.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedName(page)).toBe('Add tags');
    await openPanel(page, 'Tags', 'Add tags');

    // Private ones need an account: Log in and Sign up lead there and back to this page.
    const back = encodeURIComponent(`/work/${id}`);
    expect(await tags.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/auth/login?backurl=${back}`,
    );
    expect(await tags.getByRole('link', { name: 'sign up' }).getAttribute('href')).toBe(
      `/auth/signup?backurl=${back}`,
    );

    // An empty box is an error of the box: marked invalid and described by the message.
    await tags.getByRole('button', { name: 'Save tags' }).click();
    await expect.poll(() => names.getAttribute('aria-invalid')).toBe('true');
    expect(await describedBy(names)).toEqual([
      expect.stringMatching(/^Separate tags with commas/),
      CONTRIBUTION_WRITE_MESSAGES.fieldRequired('tag'),
    ]);
    // Refused, focus goes to the field to fix.
    expect(await names.evaluate((el) => el === document.activeElement)).toBe(true);
    await names.fill(name);
    await expect.poll(() => names.getAttribute('aria-invalid')).toBeNull();
    await tags.getByRole('radio', { name: 'Public' }).check();
    expect(await tags.getByRole('radio', { name: 'Private' }).isDisabled()).toBe(true);

    // Saving before the check gives the spec's message with the check's real name.
    const check = tags.getByRole('group', { name: 'Human check (ALTCHA)' });
    await expect.poll(() => check.isVisible()).toBe(true);
    await tags.getByRole('button', { name: 'Save tags' }).click();
    await expect
      .poll(() => tags.getByRole('alert').textContent())
      .toBe(CONTRIBUTION_WRITE_MESSAGES.humanCheckFirst);
    expect(await describedBy(check)).toEqual([CONTRIBUTION_WRITE_MESSAGES.humanCheckFirst]);
    await expectNoAxeViolations(page);

    // The widget is a labelled checkbox; ticking it by keyboard runs the real proof of work.
    // Passed, the widget goes: focus moves to Save, the pass is announced, the error is gone.
    const box = check.getByRole('checkbox');
    await box.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => check.isVisible(), { timeout: 30_000 }).toBe(false);
    await expect.poll(() => focusedName(page)).toBe('Save tags');
    expect(await tags.getByRole('status').filter({ hasText: 'Human check passed' }).count()).toBe(1);
    expect(await tags.getByText(CONTRIBUTION_WRITE_MESSAGES.humanCheckFirst).count()).toBe(0);

    await page.keyboard.press('Enter');
    const link = tags.getByRole('link', { name });
    await expect.poll(() => link.isVisible()).toBe(true);
    expect(await tags.getByRole('status').first().textContent()).toBe(`Tags saved: ${name}.`);
    expect(await addTags.getAttribute('aria-expanded')).toBe('false');
    expect(await link.getAttribute('href')).toBe(
      `/search?${new URLSearchParams({ keyword: `publictag:"${name}"` }).toString()}`,
    );

    // A note, with the human check already passed in this browser session.
    const notes = page.getByRole('region', { name: 'Notes' });
    await openPanel(page, 'Notes', 'Add a note');
    const content = notes.getByLabel('Note (required)');
    await content.press('Escape');
    await expect.poll(() => content.count()).toBe(0);
    expect(await focusedName(page)).toBe('Add a note');
    await openPanel(page, 'Notes', 'Add a note');
    expect(await notes.getByRole('group', { name: 'Human check (ALTCHA)' }).count()).toBe(0);
    await notes.getByRole('button', { name: 'Save note' }).click();
    await expect.poll(() => content.getAttribute('aria-invalid')).toBe('true');
    expect(await describedBy(content)).toEqual([
      'At most 4000 characters.',
      CONTRIBUTION_WRITE_MESSAGES.fieldRequired('content'),
    ]);
    await content.fill('Read on a <b>hot</b> afternoon.');
    await notes.getByRole('button', { name: 'Save note' }).click();
    const publicNote = notes.getByRole('radio', { name: 'Public' });
    await expect
      .poll(() => describedBy(publicNote))
      .toEqual([CONTRIBUTION_WRITE_MESSAGES.fieldRequired('visibility')]);
    expect(await publicNote.getAttribute('aria-invalid')).toBe('true');
    expect(await publicNote.evaluate((el) => el === document.activeElement)).toBe(true);
    await publicNote.check();
    await expect.poll(() => publicNote.getAttribute('aria-invalid')).toBeNull();
    await expectNoAxeViolations(page);
    await notes.getByRole('button', { name: 'Save note' }).click();
    // Saved, the note joins the list as text (the markup stays inert) and the form closes.
    const saved = notes
      .getByRole('article', { name: 'note by an anonymous visitor' })
      .filter({ hasText: 'Read on a <b>hot</b> afternoon.' });
    await expect.poll(() => saved.count()).toBe(1);
    expect(await notes.getByRole('status').first().textContent()).toBe('Note saved.');
    expect(await notes.getByLabel('Note (required)').count()).toBe(0);

    // The tag leads to a search that finds the work once the index has caught up.
    await expect
      .poll(
        async () => {
          const found = await data(
            publicApi(baseUrl).search.run({ category: 'books', keyword: `publictag:"${name}"` }),
          );
          return found.works.map((w) => w.id);
        },
        { timeout: 15_000 },
      )
      .toEqual([id]);
    await link.click();
    await page.waitForURL(/\/search\?keyword=publictag/);
    await expect
      .poll(() => page.getByRole('link', { name: title }).first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('signs up from the tag form, and then has their own tags complete the last tag typed', async () => {
    test.setTimeout(120_000);
    const id = await untaggedBook(baseUrl);
    const { page, context, errors } = await openPage(browser, baseUrl);
    await page.goto(`/work/${id}`);
    const tags = page.getByRole('region', { name: 'Tags' });

    // Sign up from the form's link; the provider brings the reader back to this work.
    await openPanel(page, 'Tags', 'Add tags');
    await tags.getByRole('link', { name: 'sign up' }).click();
    await page.waitForURL(/\/auth\/interaction\//);
    const taggerEmail = uniqueEmail('tagger');
    await page.getByLabel('E-mail address').fill(taggerEmail);
    await page.getByLabel('User name').fill(usernameFor(taggerEmail));
    await page.getByLabel('Display name').fill('Tag Reader');
    await page.getByLabel('Password').fill('a long enough secret');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL((url) => url.pathname === `/work/${id}`);
    const workUrl = page.url();

    // Two private tags of the reader's own to be suggested.
    await openPanel(page, 'Tags', 'Add tags');
    await tags.getByLabel('Tags (required)').fill('harbour lights, harbour bridge');
    await tags.getByRole('radio', { name: 'Private' }).check();
    await tags.getByRole('button', { name: 'Save tags' }).click();
    await expect.poll(() => tags.getByRole('link', { name: 'harbour lights' }).isVisible()).toBe(true);

    // After a comma only the last entry is completed; what came before stays.
    await openPanel(page, 'Tags', 'Add tags');
    const box = tags.getByRole('combobox', { name: 'Tags (required)' });
    await box.pressSequentially('kb one, har');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    const list = tags.getByRole('listbox', { name: 'Your tags' });
    await expect
      .poll(async () => (await list.getByRole('option').allTextContents()).sort())
      .toEqual(['harbour bridge', 'harbour lights']);
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);

    // Down makes the first active while focus stays in the box; Enter takes it, without saving.
    await box.press('ArrowDown');
    const first = list.getByRole('option').first();
    const firstName = (await first.textContent()) ?? '';
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await box.press('Enter');
    expect(await box.inputValue()).toBe(`kb one, ${firstName}`);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.isVisible()).toBe(true);

    // A click takes one too.
    await box.pressSequentially(', harbour l');
    await list.getByRole('option', { name: 'harbour lights' }).click();
    expect(await box.inputValue()).toBe(`kb one, ${firstName}, harbour lights`);

    // Escape closes the suggestions only; a second Escape closes the form.
    await box.pressSequentially(', h');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    await box.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe(`kb one, ${firstName}, harbour lights, h`);
    await box.press('Escape');
    await expect.poll(() => box.count()).toBe(0);
    expect(await focusedName(page)).toBe('Add tags');
    expect(page.url()).toBe(workUrl);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("keeps a signed-in reader's private tag, whose link finds the work for them alone", async () => {
    const id = await untaggedBook(baseUrl);
    const name = `reread ${Date.now().toString(36)}`;
    const reader = await openPage(browser, baseUrl);
    const { page } = reader;
    await page.goto(`/work/${id}`);
    await signUp(page, `tagger${Date.now()}@example.org`, 'Private Tagger');
    // The provider brought the reader back to the portal's public address: stay on it.
    await page.goto(`${new URL(page.url()).origin}/work/${id}`);
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const tags = page.getByRole('region', { name: 'Tags' });
    await openPanel(page, 'Tags', 'Add tags');
    await tags.getByLabel('Tags (required)').fill(name);
    await tags.getByRole('radio', { name: 'Private' }).check();
    await tags.getByRole('button', { name: 'Save tags' }).click();
    const link = tags.getByRole('link', { name });
    await expect.poll(() => link.isVisible()).toBe(true);
    const href = `/search?${new URLSearchParams({ 'l-usertag': name }).toString()}`;
    expect(await link.getAttribute('href')).toBe(href);

    // The link leads to SearchAll limited to the reader's own tag: a Tagged pill and the work.
    await link.click();
    await page.waitForURL((url) => url.searchParams.get('l-usertag') === name);
    const filters = page.getByRole('navigation', { name: 'Active filters' });
    expect(await filters.textContent()).toContain(`Tagged: ${name}`);
    await expect
      .poll(() => page.getByRole('link', { name: title }).first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expectNoAxeViolations(page);
    expect(reader.errors).toEqual([]);

    // Someone else opening the same address finds nothing of it.
    const stranger = await openPage(browser, baseUrl);
    await stranger.page.goto(href);
    await expect
      .poll(() => stranger.page.getByText("Hey now, hey now...don't dream it's over.").first().isVisible())
      .toBe(true);
    expect(await stranger.page.getByRole('link', { name: title }).count()).toBe(0);
    await stranger.context.close();
    await reader.context.close();
  });
});
