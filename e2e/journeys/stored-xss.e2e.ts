import type { Browser, BrowserContext } from 'playwright-core';
import { expect, test } from '../support/journey.ts';
import { closeContexts, signedInContext } from '../support/browser.ts';
import type { HttpVisitor } from '../support/http-visitor.ts';
import { type XssTargets, xssFields, xssTargets } from '../support/xss-fields.ts';
import { type Viewer, XSS_PAGES } from '../support/xss-pages.ts';
import { XSS_PAYLOADS } from '../support/xss-payloads.ts';
import { trapScripts, xssProblems } from '../support/xss-trap.ts';
import { type XssWorld, startXssWorld } from '../support/xss-world.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

/**
 * Issue 12 §3, the stored-XSS corpus: every payload through every user-text field of every call,
 * then every page that shows them, in Chromium. No script may run (the trap), nothing may be
 * injected (the DOM scan), and each payload must be shown as the text it was. The pages are
 * checked on their own escaping: the scan runs whether or not a Content Security Policy would
 * have blocked a script.
 */
test.describe('stored XSS: what readers write is shown as text, never run', () => {
  let world: XssWorld;
  let targets: XssTargets;
  let browser: Browser;
  const contexts = new Map<Viewer, BrowserContext>();
  let addresses = 0;

  test.beforeAll(async ({ browser: shared }) => {
    test.setTimeout(180_000);
    world = await startXssWorld();
    targets = await xssTargets(world);
    browser = shared;
    const sessions: Record<Viewer, HttpVisitor | null> = {
      anonymous: null,
      owner: world.owner,
      manager: world.manager,
    };
    for (const [viewer, visitor] of Object.entries(sessions) as [Viewer, HttpVisitor | null][]) {
      const context = await signedInContext(browser, world.baseUrl, visitor);
      await trapScripts(context);
      contexts.set(viewer, context);
    }
  });
  test.afterAll(async () => {
    await closeContexts(browser);
    await world?.close();
  });

  test(`takes each of the ${XSS_PAYLOADS.length} payloads through every user-text field`, async () => {
    test.setTimeout(300_000);
    const refused: string[] = [];
    for (const field of xssFields(() => targets))
      await field
        .write(world, XSS_PAYLOADS)
        .catch((error: unknown) => refused.push(`${field.name}: ${String(error)}`));
    expect(refused).toEqual([]);
  });

  for (const xssPage of XSS_PAGES)
    test(`${xssPage.name} (${xssPage.as}): no script runs, nothing is injected, the payloads show as text`, async () => {
      test.setTimeout(300_000);
      const visits = xssPage.visits(world, targets, XSS_PAYLOADS);
      expect(visits.length).toBeGreaterThan(0);
      const page = await contexts.get(xssPage.as)!.newPage();
      const problems: string[] = [];
      for (const visit of visits) {
        // Each visit from an address of its own: sign-in forms are limited per address and minute.
        addresses += 1;
        await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.99.${addresses >> 8}.${addresses & 255}` });
        const response = await page.goto(visit.url);
        expect(response?.status(), visit.url).toBeLessThan(500);
        await visit.act?.(page);
        for (const problem of await xssProblems(page, visit.expect))
          problems.push(`${visit.url}: ${problem}`);
      }
      await page.close();
      expect(problems, problems.slice(0, 30).join('\n')).toEqual([]);
    });
});
