import { USERNAME_MESSAGES, usernameProblem } from '@trove/contracts';
import type { Store } from '@trove/db';
import { AccountCommandError } from './role-admin.ts';

/**
 * An operator gives an account the user name its reader asked for (ADR 039), under the rule
 * sign-up follows; answers what changed, in words. Sessions read the name afresh, so it shows at
 * the reader's next page.
 */
export async function renameAccount(
  store: Pick<Store, 'accounts'>,
  login: string,
  newName: string,
): Promise<string> {
  const account = await store.accounts.findAccountByLogin(login);
  if (!account) throw new AccountCommandError(`No account has the user name or e-mail address '${login}'.`);
  const name = newName.trim();
  const problem = usernameProblem(name);
  if (problem) throw new AccountCommandError(problem);
  if (account.username === name) return `${account.username} already has that user name.`;
  if (!(await store.accounts.renameAccount(account.id, name)))
    throw new AccountCommandError(USERNAME_MESSAGES.taken);
  return `${account.username} is now ${name}.`;
}
