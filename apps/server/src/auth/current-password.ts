import { SETTINGS_MESSAGES } from '@trove/contracts';
import type { AccountRow, Store } from '@trove/db';
import { invalid, tooMany } from '../domain/errors.ts';
import { countWrongPassword, pauseOf } from './account-service.ts';
import { verifyPassword } from './passwords.ts';

/**
 * The password a signed-in person types again (to change it, or before a sensitive change; ADR
 * 056), counted with sign-in's wrong passwords: five in a row pause the account for 15 minutes,
 * and while it is paused no guess is even tried. The caller is known here, so the pause is said
 * at once (sign-in keeps it for the right password, not to tell a stranger the account exists).
 */
export async function checkCurrentPassword(
  store: Pick<Store, 'accounts'>,
  account: Pick<AccountRow, 'id' | 'passwordHash' | 'lockedUntil'>,
  password: string,
  now: Date,
  field: string,
): Promise<void> {
  const pause = pauseOf(account, now);
  if (pause) throw tooMany(pause.message, 'account_locked', pause.retryAfterSeconds);
  if (!account.passwordHash || !(await verifyPassword(account.passwordHash, password))) {
    await countWrongPassword(store, account.id, now);
    throw invalid(SETTINGS_MESSAGES.passwordCurrentWrong, { details: { field } });
  }
  await store.accounts.recordLoginSuccess(account.id, now.toISOString());
}
