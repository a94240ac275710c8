/**
 * npm run corrections -- held | approve <id> | reject <id> --reason … | revert <article id> <version>
 *   --reason … | block <user name> --reason … | unblock <user name> | blocks
 * Text corrections looked after by an operator (ADR 046), in the store named by DATABASE_URL or
 * DATA_DIR (default ./data); the CORRECTION_* settings come from the environment as for the server.
 */
import path from 'node:path';
import { openStore } from '@trove/db';
import { readSettings } from '../config.ts';
import {
  CorrectionsCommandError,
  parseCorrectionsArgs,
  runCorrectionsCommand,
} from './corrections-command.ts';

async function main(args: string[]): Promise<void> {
  const command = parseCorrectionsArgs(args);
  const settings = readSettings(process.env, path.resolve('.'), () => null);
  const store = openStore({ dataDir: settings.dataDir, databaseUrl: settings.databaseUrl });
  try {
    await store.migrate();
    for (const line of await runCorrectionsCommand(store, settings.server, command)) console.log(line);
  } finally {
    await store.destroy();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(
    error instanceof CorrectionsCommandError ? error.message : `Corrections command failed: ${String(error)}`,
  );
  process.exitCode = 1;
});
