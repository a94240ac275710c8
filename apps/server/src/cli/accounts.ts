/**
 * npm run accounts -- grant <username|email> <role> | revoke <username|email> <role> | list
 *   | rename <username|email> <new user name> | remove-avatar <username|email> | delete <username|email>
 *   | link-library <username|email> <NUC> | unlink-library <username|email> <NUC> | libraries
 *   | api-key <username|email> | api-keys | api-key-approve | api-key-quota | api-key-deactivate (ADR 050)
 * Roles and user names of local accounts in the store named by DATABASE_URL or DATA_DIR (default ./data).
 * Accounts from an external issuer take their roles from its tokens at each sign-in (ADR 014).
 */
import path from 'node:path';
import { openStore } from '@trove/db';
import { AccountCommandError, grantRole, listRoles, revokeRole } from '../auth/role-admin.ts';
import { ROLES } from '../auth/caller.ts';
import { renameAccount } from '../auth/account-rename.ts';
import { removeAvatarOf } from '../auth/avatar-admin.ts';
import { linkLibrary, listLibraryLinks, unlinkLibrary } from '../auth/library-links.ts';
import { deleteAccountByLogin } from '../auth/account-delete.ts';
import { readSettings } from '../config.ts';
import { API_KEY_USAGE, ApiKeyCommandError, isApiKeyCommand, runApiKeyCommand } from './api-keys-command.ts';

const USAGE = `Usage:
  npm run accounts -- grant <username|email> <role>
  npm run accounts -- revoke <username|email> <role>
  npm run accounts -- list
  npm run accounts -- rename <username|email> <new user name>
  npm run accounts -- remove-avatar <username|email>
  npm run accounts -- delete <username|email>
  npm run accounts -- link-library <username|email> <NUC>
  npm run accounts -- unlink-library <username|email> <NUC>
  npm run accounts -- libraries
${API_KEY_USAGE}
Roles: ${ROLES.join(', ')}`;

async function main(args: string[]): Promise<void> {
  const [command, login, role] = args;
  if (isApiKeyCommand(command)) return apiKeyCommand(args);
  const pairs = ['grant', 'revoke', 'rename', 'link-library', 'unlink-library'];
  const valid =
    ((command === 'list' || command === 'libraries') && args.length === 1) ||
    ((command === 'remove-avatar' || command === 'delete') && args.length === 2) ||
    (pairs.includes(command ?? '') && args.length === 3);
  if (!valid) throw new AccountCommandError(USAGE);
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  const store = openStore({
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
  });
  try {
    await store.migrate();
    if (command === 'list') for (const line of await listRoles(store)) console.log(line);
    else if (command === 'remove-avatar') console.log(await removeAvatarOf(store, login ?? ''));
    else if (command === 'delete')
      console.log(await deleteAccountByLogin(store, login ?? '', path.join(dataDir, 'downloads')));
    else if (command === 'libraries') for (const line of await listLibraryLinks(store)) console.log(line);
    else if (command === 'link-library') console.log(await linkLibrary(store, login ?? '', role ?? ''));
    else if (command === 'unlink-library') console.log(await unlinkLibrary(store, login ?? '', role ?? ''));
    else if (command === 'rename') console.log(await renameAccount(store, login ?? '', role ?? ''));
    else if (command === 'grant') console.log(await grantRole(store, login ?? '', role ?? ''));
    else console.log(await revokeRole(store, login ?? '', role ?? ''));
  } finally {
    await store.destroy();
  }
}

/** The API key commands read the API settings (quotas) from the environment, as the server does. */
async function apiKeyCommand(args: string[]): Promise<void> {
  const settings = readSettings(process.env, path.resolve('.'), () => null);
  const store = openStore({ dataDir: settings.dataDir, databaseUrl: settings.databaseUrl });
  try {
    await store.migrate();
    for (const line of await runApiKeyCommand(store, settings.server, args)) console.log(line);
  } finally {
    await store.destroy();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(
    error instanceof AccountCommandError || error instanceof ApiKeyCommandError
      ? error.message
      : `Accounts command failed: ${String(error)}`,
  );
  process.exitCode = 1;
});
