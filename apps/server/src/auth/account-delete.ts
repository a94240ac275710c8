import path from 'node:path';
import { FORMER_USER_NAME, type Store } from '@trove/db';
import { deleteAccount, removeFiles } from '../services/account-deletion.service.ts';
import { AccountCommandError } from './role-admin.ts';

/**
 * An operator deletes an account (ADR 041), as its reader can from Settings: the same one
 * transaction, the same anonymising of what stays public. Staff accounts too: the operator decides.
 */
export async function deleteAccountByLogin(
  store: Pick<Store, 'accounts' | 'transaction'>,
  login: string,
  downloadsDir: string | null,
): Promise<string> {
  const account = await store.accounts.findAccountByLogin(login);
  if (!account) throw new AccountCommandError(`No account has the user name or e-mail address '${login}'.`);
  if (account.username.toLowerCase() === FORMER_USER_NAME)
    throw new AccountCommandError(
      `${account.username} holds what former readers left public; it cannot be deleted.`,
    );
  const files = await deleteAccount(store, account.id);
  await removeFiles(downloadsDir ? path.resolve(downloadsDir) : null, files);
  return `${account.username} has been deleted; their public tags and notes now say 'a former user'.`;
}
