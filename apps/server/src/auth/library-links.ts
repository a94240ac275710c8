import type { AccountRow, Store } from '@trove/db';
import { AccountCommandError } from './role-admin.ts';

/**
 * The accounts command's library links (ADR 044): which libraries (NUC symbols) a partner account
 * reports on. Linking does not grant the partner role, which stays a role of its own (granted here
 * with `grant`, or by an external issuer's dashboardAccess): a link says which library, the role
 * says whether the dashboard is open at all, so taking the role away closes it without losing links.
 */

type Stores = Pick<Store, 'accounts' | 'libraries'>;

async function accountOf(store: Stores, login: string): Promise<AccountRow> {
  const account = await store.accounts.findAccountByLogin(login);
  if (!account) throw new AccountCommandError(`No account has the user name or e-mail address '${login}'.`);
  return account;
}

async function libraryOf(store: Stores, nuc: string) {
  const library = nuc.trim() === '' ? null : await store.libraries.libraryByNuc(nuc.trim());
  if (!library) throw new AccountCommandError(`No library in the catalogue has the symbol (NUC) '${nuc}'.`);
  return library;
}

/** Links an account to a library; answers what changed, in words. */
export async function linkLibrary(store: Stores, login: string, nuc: string): Promise<string> {
  const account = await accountOf(store, login);
  const library = await libraryOf(store, nuc);
  const added = await store.libraries.linkAccountToLibrary(account.id, library.nuc);
  const what = added
    ? `${account.username} is now linked to ${library.nuc} (${library.name}).`
    : `${account.username} is already linked to ${library.nuc} (${library.name}).`;
  return account.roles.includes('partner')
    ? what
    : `${what} They see its dashboard once they hold the partner role: npm run accounts -- grant ${account.username} partner`;
}

export async function unlinkLibrary(store: Stores, login: string, nuc: string): Promise<string> {
  const account = await accountOf(store, login);
  const removed = await store.libraries.unlinkAccountFromLibrary(account.id, nuc.trim());
  if (removed) return `${account.username} is no longer linked to ${nuc.trim()}.`;
  // A link to a library since gone from the catalogue can still be removed; a typo is told apart.
  const library = await libraryOf(store, nuc);
  return `${account.username} was not linked to ${library.nuc}.`;
}

/** One line per link: user name, NUC, library name. */
export async function listLibraryLinks(store: Pick<Store, 'libraries'>): Promise<string[]> {
  const links = await store.libraries.listLibraryLinks();
  if (links.length === 0) return ['No account is linked to a library.'];
  return links.map((l) => `${l.username}\t${l.nuc}\t${l.name}`);
}
