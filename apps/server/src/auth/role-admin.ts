import { type AccountRow, type Store } from '@trove/db';
import { ROLES } from './caller.ts';
import { isRole } from './roles.ts';

/** A mistake in an accounts command, worded for the person typing it. */
export class AccountCommandError extends Error {}

async function accountOf(store: Pick<Store, 'accounts'>, login: string): Promise<AccountRow> {
  const account = await store.accounts.findAccountByLogin(login);
  if (!account) throw new AccountCommandError(`No account has the user name or e-mail address '${login}'.`);
  return account;
}

function roleOf(name: string) {
  if (!isRole(name)) throw new AccountCommandError(`'${name}' is not a role. Roles: ${ROLES.join(', ')}.`);
  return name;
}

/** Grants a role to a local account; answers what changed, in words. */
export async function grantRole(
  store: Pick<Store, 'accounts'>,
  login: string,
  roleName: string,
): Promise<string> {
  const role = roleOf(roleName);
  const account = await accountOf(store, login);
  if (account.roles.includes(role)) return `${account.username} already has the role ${role}.`;
  await store.accounts.setAccountRoles(account.id, [...account.roles, role]);
  return `${account.username} now has the role ${role}.`;
}

export async function revokeRole(
  store: Pick<Store, 'accounts'>,
  login: string,
  roleName: string,
): Promise<string> {
  const role = roleOf(roleName);
  const account = await accountOf(store, login);
  if (!account.roles.includes(role)) return `${account.username} does not have the role ${role}.`;
  await store.accounts.setAccountRoles(
    account.id,
    account.roles.filter((r) => r !== role),
  );
  return `${account.username} no longer has the role ${role}.`;
}

/** One line per account holding a role: user name, e-mail, roles. */
export async function listRoles(store: Pick<Store, 'accounts'>): Promise<string[]> {
  const accounts = await store.accounts.listAccountsWithRoles();
  if (accounts.length === 0) return ['No account holds a role.'];
  return accounts.map((a) => `${a.username}\t${a.email ?? '-'}\t${a.roles.join(', ')}`);
}
