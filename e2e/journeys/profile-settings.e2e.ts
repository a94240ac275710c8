import { PRIVACY_WORDS, SETTINGS_MESSAGES, SETTINGS_WORDS } from '@trove/contracts';
import type { Browser } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { data, publicApi } from '../support/api.ts';
import { closeContexts, expectNoAxeViolations, signedInContext } from '../support/browser.ts';
import { HttpVisitor } from '../support/http-visitor.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'a long enough secret';
const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);

/**
 * Issue 16 §3 Settings (spec 03 §2, §4; ADR 041): a reader makes their profile private and watches
 * their collaborative list become private, with and without script; another reader deletes their
 * account, and their public tag and note stay on the record by 'a former user'.
 */
test.describe('the profile Settings tab', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  const owner = new HttpVisitor(baseUrl);
  const helper = new HttpVisitor(baseUrl);
  const leaver = new HttpVisitor(baseUrl);
  const names = { owner: `Keeper${stamp}`, helper: `Helper${stamp}`, leaver: `Leaver${stamp}` };
  const listTitle = `Shared shelf ${stamp}`;
  let listId = 0;
  let workId = 0;

  test.beforeAll(async ({ browser: shared }) => {
    browser = shared;
    await owner.signUp(`keeper${stamp}@example.org`, 'Kim Keeper', PASSWORD, names.owner);
    await helper.signUp(`helper${stamp}@example.org`, 'Hal Helper', PASSWORD, names.helper);
    await leaver.signUp(`leaver${stamp}@example.org`, 'Lee Leaver', PASSWORD, names.leaver);
    const found = await data(publicApi(baseUrl).search.run({ category: 'books', keyword: 'australia' }));
    workId = found.works.find((w) => w.workType === 'work')!.id;
    await data(
      owner.client.lists.addItems({
        body: {
          items: [{ id: workId, type: 'work' as const }],
          lists: [{ name: listTitle, priv: false, collaborative: true }],
        },
      }),
    );
    listId = (await data(owner.client.lists.summariesOf({ user: names.owner }))).lists.find(
      (l) => l.name === listTitle,
    )!.id;
    await data(helper.client.list.requestToJoin({ body: { listId } }));
    const requests = await data(owner.client.list.requests({ id: listId }));
    await data(owner.client.list.acceptRequest({ id: requests.pendingCollaborationRequests[0]!.requestId }));
  });
  test.afterAll(() => closeContexts(browser));

  test('makes the profile private after the confirmation box, and the collaborative list becomes private', async () => {
    const context = await signedInContext(browser, baseUrl, owner, { viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    await page.goto('/userProfile');
    await page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/userProfile/settings');
    await page.getByRole('heading', { name: SETTINGS_WORDS.cautionHeading }).waitFor();
    await expectNoAxeViolations(page);
    const profileSwitch = page.getByRole('switch', {
      name: PRIVACY_WORDS.publiclyVisible.label,
      exact: true,
    });
    expect(await profileSwitch.getAttribute('aria-checked')).toBe('true');

    // Cancel puts the switch back.
    await profileSwitch.click();
    const box = page.getByRole('alertdialog');
    await box.waitFor();
    expect(await profileSwitch.getAttribute('aria-checked')).toBe('false');
    await expectNoAxeViolations(page);
    await box.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => profileSwitch.getAttribute('aria-checked')).toBe('true');

    // Confirm: the profile is private and so is the collaborative list, without its collaborator.
    await profileSwitch.click();
    await page.getByRole('alertdialog').getByRole('button', { name: SETTINGS_WORDS.confirm }).click();
    await page.waitForURL((url) => url.searchParams.get('done') === 'privacy');
    await expect.poll(() => profileSwitch.getAttribute('aria-checked')).toBe('false');
    expect(
      await page.getByRole('switch', { name: PRIVACY_WORDS.activityVisible.label, exact: true }).isDisabled(),
    ).toBe(true);
    const list = await data(owner.client.list.get({ id: listId }));
    expect(list).toMatchObject({ priv: true, collaborative: false, collaboratorCount: 0 });
    await page.goto(`/userProfile/lists`);
    await page.getByText(listTitle).first().waitFor();
    expect((await helper.api('GET', `/list/${listId}`)).status).toBe(404);
    await context.close();
  });

  test('turns the profile public again without script, through a confirmation page', async () => {
    const context = await signedInContext(browser, baseUrl, owner, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/userProfile/settings');
    await page.getByRole('switch', { name: PRIVACY_WORDS.publiclyVisible.label, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('confirm') === 'publiclyVisible');
    await page.getByText(PRIVACY_WORDS.publiclyVisible.confirmOn).waitFor();
    await page.getByRole('button', { name: SETTINGS_WORDS.confirm }).click();
    await page.waitForURL((url) => url.searchParams.get('done') === 'privacy');
    expect(
      await page
        .getByRole('switch', { name: PRIVACY_WORDS.publiclyVisible.label, exact: true })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await context.close();
  });

  test('deletes an account after the box and the modal; its public tag and note now say a former user', async () => {
    const tag = `leaverstag${stamp}`;
    const note = `A public remark by the leaver ${stamp}`;
    await data(
      leaver.client.tags.add({
        body: { targets: [{ type: 'work' as const, id: workId }], tags: [{ content: tag, priv: false }] },
      }),
    );
    await data(leaver.client.addNote.work({ body: { target: workId, content: note, priv: false } }));
    const context = await signedInContext(browser, baseUrl, leaver);
    const page = await context.newPage();
    await page.goto('/userProfile/settings');
    const caution = page.getByRole('region', { name: SETTINGS_WORDS.cautionHeading });
    // Not ticked: the box says so and nothing happens.
    await caution.getByRole('button', { name: SETTINGS_WORDS.deleteButton }).click();
    await caution.getByRole('alert').waitFor();
    await caution.getByLabel(SETTINGS_WORDS.deleteConfirmation).check();
    // A wrong password is said at its field after the question, and nothing is deleted (ADR 056).
    const password = caution.getByLabel(`${SETTINGS_WORDS.currentPassword} (required)`);
    await password.fill('not my password');
    await caution.getByRole('button', { name: SETTINGS_WORDS.deleteButton }).click();
    const box = page.getByRole('alertdialog');
    await box.getByRole('button', { name: SETTINGS_WORDS.deleteButton }).click();
    await caution.getByText(SETTINGS_MESSAGES.passwordCurrentWrong).waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    await password.fill(PASSWORD);
    await caution.getByRole('button', { name: SETTINGS_WORDS.deleteButton }).click();
    await box.getByRole('button', { name: SETTINGS_WORDS.deleteButton }).click();
    await page.waitForURL((url) => url.pathname === '/user/account-deleted');
    await page.getByRole('heading', { level: 1, name: SETTINGS_WORDS.deletedHeading }).waitFor();
    await expectNoAxeViolations(page);

    const tags = await data(publicApi(baseUrl).tagsOn.work({ id: workId }));
    const kept = JSON.stringify(tags);
    expect(kept).toContain(tag);
    expect(kept).toContain(SETTINGS_WORDS.formerUser);
    expect(kept).not.toContain('Lee Leaver');
    await page.goto(`/work/${workId}`);
    const notes = page.getByRole('region', { name: /Notes/ }).first();
    await notes.getByText(note).waitFor();
    expect(await notes.textContent()).toContain(SETTINGS_WORDS.formerUser);
    expect((await publicApi(baseUrl).profile.ofUser({ username: names.leaver })).ok).toBe(false);
    await context.close();
  });
});
