import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Presses a record panel's toggle until the hydrated page answers (before hydration it does nothing). */
export async function openPanel(page: Page, region: string, button: string): Promise<void> {
  const toggle = page.getByRole('region', { name: region }).getByRole('button', { name: button });
  await expect
    .poll(async () => {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      return toggle.getAttribute('aria-expanded');
    })
    .toBe('true');
}
