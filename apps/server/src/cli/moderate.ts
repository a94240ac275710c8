/**
 * npm run moderate -- hide|delete|restore note|tag <id> --reason "<why>" [--by <user name>]
 *   | log [note|tag <id>]
 * Moderation of tags and notes by an operator (ADR 045), in the store named by DATABASE_URL or
 * DATA_DIR (default ./data).
 */
import path from 'node:path';
import { openStore } from '@trove/db';
import { ModerateCommandError, parseModerateArgs, runModerateCommand } from './moderation-command.ts';

async function main(args: string[]): Promise<void> {
  const command = parseModerateArgs(args);
  const store = openStore({
    dataDir: path.resolve(process.env.DATA_DIR || './data'),
    databaseUrl: process.env.DATABASE_URL || undefined,
  });
  try {
    await store.migrate();
    for (const line of await runModerateCommand(store, command)) console.log(line);
  } finally {
    await store.destroy();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(
    error instanceof ModerateCommandError ? error.message : `Moderation command failed: ${String(error)}`,
  );
  process.exitCode = 1;
});
