import type { BrowserContext, Page, Response } from 'playwright-core';
import { expect } from './journey.ts';

/** Chromium's own words for a refused load or a header it could not apply. */
const POLICY_MESSAGE = /Content[ -]Security[ -]Policy|Permissions-Policy/i;

/**
 * Everything the browser reports against the pages' policies (ADR 023) in this context: each
 * `securitypolicyviolation` event (seen by a listener installed before any page script runs) and
 * each console message naming the Content Security Policy or the Permissions-Policy.
 */
export async function watchPolicies(context: BrowserContext): Promise<string[]> {
  const reports: string[] = [];
  await context.exposeBinding('reportPolicyViolation', ({ page }, text: string) => {
    reports.push(`${page?.url() ?? '?'}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation;
      report(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  context.on('console', (message) => {
    if (POLICY_MESSAGE.test(message.text()))
      reports.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
  });
  return reports;
}

/** The nonce the policy of this answer names. */
export function nonceOf(response: Response | null): string {
  const policy = response?.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce, `no nonce in the policy of ${response?.url()}: ${policy}`).toBeTruthy();
  return nonce ?? '';
}

/**
 * Every inline script and style element of the page carries the nonce of the policy it came with.
 * A page has some, unless it is one sent without scripts or inline styles (`none`: the sign-in
 * pages in the portal's frame, ADR 037).
 */
export async function expectEveryInlineElementNonced(
  page: Page,
  response: Response | null,
  inlineElements: 'some' | 'none' = 'some',
): Promise<void> {
  const nonce = nonceOf(response);
  // The browser hides the attribute from the page once parsed; the property keeps it.
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src]), style')].map((element) => ({
      tag: `${element.tagName.toLowerCase()}${element.getAttribute('type') ? ` ${element.getAttribute('type')}` : ''}`,
      nonce: (element as HTMLElement).nonce,
    })),
  );
  if (inlineElements === 'none') expect(inline, `inline elements on ${page.url()}`).toEqual([]);
  else expect(inline.length, `no inline script on ${page.url()}`).toBeGreaterThan(0);
  expect(
    inline.filter((element) => element.nonce !== nonce),
    `elements without the nonce on ${page.url()}`,
  ).toEqual([]);
}
