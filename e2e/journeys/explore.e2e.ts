import type { Browser } from 'playwright-core';
import { expect, inject, test } from '../support/journey.ts';
import { closeContexts, expectNoAxeViolations, openPage } from '../support/browser.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

test.describe('a visitor explores a collection', () => {
  let browser: Browser;
  test.beforeAll(({ browser: shared }) => {
    browser = shared;
  });
  test.afterAll(async () => {
    await closeContexts(browser);
  });

  test('switches facet tabs, chooses a range of years from the keyboard, clears it, with no axe violations', async () => {
    const { page, context, errors } = await openPage(browser, inject('baseUrl'));
    await page.goto('/collection/category/music');
    await page.getByRole('link', { name: 'Explore', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/collection/category/music/explore');
    const tabs = page.getByRole('tablist', { name: 'Explore by' });
    await expect.poll(() => tabs.getByRole('tab').count()).toBe(4);
    await expect.poll(() => page.getByRole('group', { name: /Records by year/ }).isVisible()).toBe(true);

    // A click before hydration does nothing: click until the tab is selected.
    const format = tabs.getByRole('tab', { name: 'Format' });
    await expect
      .poll(async () => {
        if ((await format.getAttribute('aria-selected')) !== 'true') await format.click();
        return format.getAttribute('aria-selected');
      })
      .toBe('true');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => tabs.getByRole('tab', { name: 'Language' }).getAttribute('aria-selected'))
      .toBe('true');
    await expect
      .poll(() => page.getByRole('tabpanel').getByRole('list').getByRole('link').count())
      .toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Home');
    const decade = tabs.getByRole('tab', { name: 'Decade' });
    await expect.poll(() => decade.getAttribute('aria-selected')).toBe('true');

    // The keyboard alternative to the brush: two year fields.
    await page.getByRole('textbox', { name: 'From year' }).fill('1950');
    await page.getByRole('textbox', { name: 'To year' }).fill('1959');
    await page.getByRole('textbox', { name: 'To year' }).press('Enter');
    await expect.poll(() => new URL(page.url()).search).toBe('?date.from=1950-01-01&date.to=1959-12-31');
    const years = page.getByRole('region', { name: 'Selected terms' });
    await expect
      .poll(() => years.getByRole('link', { name: 'Remove Years: 1950 – 1959' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText(/^Showing 1–/).isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Clear the years' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => years.isVisible()).toBe(false);

    // Dragging across the chart brushes a range of years.
    const box = await page.getByRole('group', { name: /Records by year/ }).boundingBox();
    if (!box) throw new Error('the year chart is not shown');
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => new URL(page.url()).searchParams.get('date.to') ?? '').toMatch(/^\d{4}-12-31$/);
    const brushed = new URL(page.url()).searchParams;
    expect(brushed.get('date.from')).toMatch(/^\d{4}-01-01$/);
    expect(Number(brushed.get('date.from')?.slice(0, 4))).toBeLessThan(
      Number(brushed.get('date.to')?.slice(0, 4)),
    );
    await page.getByRole('link', { name: 'Clear the years' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');

    // Words narrow the exploration, staying on the explore view.
    await page.getByRole('searchbox', { name: 'Words to explore by' }).fill('interview');
    await page.getByRole('searchbox', { name: 'Words to explore by' }).press('Enter');
    await expect.poll(() => new URL(page.url()).search).toBe('?keyword=interview');
    expect(new URL(page.url()).pathname).toBe('/collection/category/music/explore');

    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('picks a state on the map of newspapers and removes it again from its badge', async () => {
    const { page, context, errors } = await openPage(browser, inject('baseUrl'));
    await page.goto('/collection/category/newspapers/explore');
    const state = page.getByRole('tablist', { name: 'Explore by' }).getByRole('tab', { name: 'State' });
    await expect
      .poll(async () => {
        if ((await state.getAttribute('aria-selected')) !== 'true') await state.click();
        return state.getAttribute('aria-selected');
      })
      .toBe('true');
    const map = page.getByRole('group', { name: 'Records by state or territory' });
    await expect.poll(() => map.getByRole('link').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    const first = map.getByRole('link').first();
    const name = ((await first.getAttribute('aria-label')) ?? '').split(':')[0] ?? '';
    await first.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.has('l-state')).toBe(true);
    const remove = page.getByRole('link', { name: `Remove State: ${name}` });
    await expect.poll(() => remove.isVisible()).toBe(true);
    await remove.click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});
