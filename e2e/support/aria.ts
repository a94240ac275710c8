import type { Locator, Page } from 'playwright-core';

/** The texts an element's aria-describedby names, in order (a missing id reads as null). */
export function describedBy(locator: Locator): Promise<(string | null)[]> {
  return locator.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? null),
  );
}

/** The text of the element that has focus, or null when focus is on the page's body. */
export function focusedText(page: Page): Promise<string | null> {
  return page.evaluate(() =>
    document.activeElement && document.activeElement !== document.body
      ? (document.activeElement.textContent ?? '')
      : null,
  );
}

/** The accessible name of the element that has focus when it carries one (aria-label), else its text. */
export function focusedName(page: Page): Promise<string | null> {
  return page.evaluate(() =>
    document.activeElement && document.activeElement !== document.body
      ? (document.activeElement.getAttribute('aria-label') ??
        document.activeElement.textContent?.trim() ??
        '')
      : null,
  );
}
