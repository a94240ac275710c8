/**
 * npm run accounts -- grant <username|email> <role> | revoke <username|email> <role> | list
 *   | rename <username|email> <new user name>
 * Roles and user names of local accounts in the store named by DATABASE_URL or DATA_DIR (default ./data).
 * Accounts from an external issuer take their roles from its tokens at each sign-in (ADR 014).
 */
import path from 'node:path';
import { openStore } from '@trove/db';
import { AccountCommandError, grantRole, listRoles, revokeRole } from '../auth/role-admin.ts';
import { ROLES } from '../auth/caller.ts';
import { renameAccount } from '../auth/account-rename.ts';

const USAGE = `Usage:
  npm run accounts -- grant <username|email> <role>
  npm run accounts -- revoke <username|email> <role>
  npm run accounts -- list
  npm run accounts -- rename <username|email> <new user name>
Roles: ${ROLES.join(', ')}`;

async function main(args: string[]): Promise<void> {
  const [command, login, role] = args;
  const valid =
    (command === 'list' && args.length === 1) ||
    ((command === 'grant' || command === 'revoke' || command === 'rename') && args.length === 3);
  if (!valid) throw new AccountCommandError(USAGE);
  const store = openStore({
    dataDir: path.resolve(process.env.DATA_DIR || './data'),
    databaseUrl: process.env.DATABASE_URL || undefined,
  });
  try {
    await store.migrate();
    if (command === 'list') for (const line of await listRoles(store)) console.log(line);
    else if (command === 'rename') console.log(await renameAccount(store, login ?? '', role ?? ''));
    else if (command === 'grant') console.log(await grantRole(store, login ?? '', role ?? ''));
    else console.log(await revokeRole(store, login ?? '', role ?? ''));
  } finally {
    await store.destroy();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(
    error instanceof AccountCommandError ? error.message : `Accounts command failed: ${String(error)}`,
  );
  process.exitCode = 1;
});
