/**
 * `npm start`: reads the environment, starts the portal and stops it cleanly on SIGINT/SIGTERM.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultCorpusDir, loadDemoCorpus } from '@trove/importer';
import { readSettings } from './config.ts';
import { type RunningServer, startServer } from './startup/start.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

let server: RunningServer | undefined;
let stopping = false;

function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  if (!server) {
    // Mid start-up: each record is saved in its own transaction, so the store stays consistent,
    // and a demo corpus load cut short is run again (idempotently) at the next start.
    console.error(`${signal} received during start-up: stopping.`);
    process.exit(0);
  }
  server.app.log.info(`${signal} received: closing`);
  server
    .close()
    .then(() => process.exit(0))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

async function main(): Promise<void> {
  let settings;
  try {
    settings = readSettings(process.env, repoRoot, defaultCorpusDir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  server = await startServer(settings, {
    loadCorpus: loadDemoCorpus,
    webBuildDir: path.join(repoRoot, 'apps', 'web', 'build'),
  });
  const running = `${settings.server.productName} is running at ${settings.server.publicUrl}`;
  server.app.log.info(running);
  // Also plainly on stdout, for people reading the terminal rather than JSON logs.
  console.log(running);
}

main().catch((error: unknown) => {
  console.error(`The server could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
