import type { Store } from '@trove/db';
import { AccountCommandError } from './role-admin.ts';

/**
 * `npm run accounts -- remove-avatar <username|email>` (ADR 040): an operator takes down a
 * reader's picture (an abusive one, or at the reader's request), as the reader's own Remove does.
 */
export async function removeAvatarOf(
  store: Pick<Store, 'accounts' | 'profileDetails'>,
  login: string,
): Promise<string> {
  const account = await store.accounts.findAccountByLogin(login);
  if (!account) throw new AccountCommandError(`No account has the user name or e-mail address '${login}'.`);
  return (await store.profileDetails.removeAvatar(account.id))
    ? `${account.username}'s picture has been removed.`
    : `${account.username} has no picture.`;
}
