import type { Locator, Page } from 'playwright-core';

/** The text of what describes an element: the elements its aria-describedby names, in order. */
export function descriptionOf(locator: Locator): Promise<string> {
  return locator.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? `(missing #${id})`)
      .join(' | '),
  );
}

/** What the focused element is called: its aria-label, or else its text. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
  });
}
