import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { usernameFor } from './usernames.ts';

const PASSWORD = 'a long enough secret';
const ROOT = path.resolve(import.meta.dirname, '../..');

/** The accounts command, as an administrator runs it, against the e2e server's store. */
export function grantDataManager(dataDir: string, email: string): string {
  return execFileSync('npx', ['tsx', 'apps/server/src/cli/accounts.ts', 'grant', email, 'dataManager'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

/** Signs up in the browser from the page it is on, and comes back to it. */
export async function signUp(page: Page, email: string, displayName = 'E2E Data Manager'): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
  await page.waitForURL(/\/auth\/interaction\//);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('User name').fill(usernameFor(email));
  await page.getByLabel('Display name').fill(displayName);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

/**
 * A new account, signed up in the browser from the page it is on, then given the data manager role
 * with the CLI. Answers the origin the session lives on: the provider sends the visitor back to the
 * portal's public address, which may name the host differently from the test's base URL.
 */
export async function signInAsDataManager(page: Page, dataDir: string): Promise<string> {
  const email = `manager${Date.now()}${Math.floor(Math.random() * 1000)}@example.org`;
  await signUp(page, email);
  grantDataManager(dataDir, email);
  return new URL(page.url()).origin;
}
