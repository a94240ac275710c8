import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from './journey.ts';
import { visitorAddressHeader } from './visitor-address.ts';

/**
 * Closes the contexts a journey file opened in its worker's browser, so that none of its pages runs
 * on into the next file.
 */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
}

export interface Visit {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

/**
 * A fresh context and page that records console errors. Failed loads of remote images are not
 * errors here: this machine has no internet, and the pages hide images that fail to load.
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport = { width: 1280, height: 900 },
): Promise<Visit> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    extraHTTPHeaders: visitorAddressHeader(),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (text.startsWith('Failed to load resource')) return;
    errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Someone signed in: the session cookies of a visitor who signed up over HTTP. */
interface SignedIn {
  readonly cookies: ReadonlyMap<string, string>;
}

/** A fresh context signed in as `visitor` (its session cookies), or anonymous when null. */
export async function signedInContext(
  browser: Browser,
  baseUrl: string,
  visitor: SignedIn | null,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 900 },
    ...options,
  });
  if (visitor)
    await context.addCookies([...visitor.cookies].map(([name, value]) => ({ name, value, url: baseUrl })));
  return context;
}

/** An axe scan for WCAG 2.2 A and AA: any violation fails the test with its rule and nodes. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  );
  expect(summary, `axe found accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Dismisses the cultural advice modal of the landing pages. Keys pressed before hydration do
 * nothing, so Escape is pressed until the dialog goes away.
 */
export async function dismissCulturalAdvice(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor({ state: 'visible', timeout: 10_000 });
  await expect
    .poll(
      async () => {
        await page.keyboard.press('Escape');
        return dialog.isVisible();
      },
      { timeout: 10_000 },
    )
    .toBe(false);
}

/** Presses a panel's toggle until the hydrated page answers (before hydration the button does nothing). */
export async function openPanel(page: Page, region: string, button: string): Promise<void> {
  const toggle = page.getByRole('region', { name: region }).getByRole('button', { name: button });
  await expect
    .poll(async () => {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      return toggle.getAttribute('aria-expanded');
    })
    .toBe('true');
}
