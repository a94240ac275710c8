/**
 * `npm run fuzz`: starts the real portal and sends it malformed and random requests, for every route
 * it registers and every page, for a time budget; prints the status counts and every 5xx with its
 * request, and exits 1 on any. See options.ts for the flags.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Store, openStore } from '@trove/db';
import fc from 'fast-check';
import { searchQuery } from '../../apps/server/test/probes/search-query.ts';
import { problemWith } from '../../apps/server/test/probes/verdict.ts';
import { REPO_ROOT } from '../search/paths.ts';
import { type BenchServer, startServer } from '../search/server.ts';
import { FuzzCallers } from './callers.ts';
import { send } from './http-send.ts';
import { knownValues } from './known-values.ts';
import { type FuzzOptions, readOptions } from './options.ts';
import { type FreshDatabase, freshPostgresDatabase } from './postgres.ts';
import { FuzzTally, loggedErrors, printReport } from './report.ts';
import { type FuzzCase, fuzzCases, pageRoutes, registeredRoutes, targetOf } from './targets.ts';

const WEB_BUILD = path.join(REPO_ROOT, 'apps', 'web', 'build');
/** Cases drawn per batch; batch n is drawn with seed + n, so a seed replays the same sequence. */
const BATCH = 200;

function ensureWebBuild(): void {
  if (fs.existsSync(path.join(WEB_BUILD, 'server', 'index.js'))) return;
  console.log('The web app is not built: building it (npm run build) so its pages are fuzzed too.');
  const built = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build failed');
}

async function fuzz(
  options: FuzzOptions,
  server: BenchServer,
  store: Store,
  logFile: string,
): Promise<boolean> {
  const callers = await FuzzCallers.prepare(store, server.baseUrl);
  const routes = [...(await registeredRoutes(WEB_BUILD)), ...(await pageRoutes(WEB_BUILD))];
  const context = {
    known: await knownValues(server.baseUrl),
    searchQuery,
    formFields: ['login', 'password', 'email', 'username', 'displayName', 'backurl', 'form'],
  };
  const cases = fuzzCases(routes, context);
  const url = new URL(server.baseUrl);
  const wire = {
    host: url.hostname,
    port: Number(url.port),
    timeoutMs: 30_000,
  };
  console.log(
    `Fuzzing ${routes.length} routes and pages for ${options.seconds} s on ${options.store}, seed ${options.seed}, ${options.concurrency} at once`,
  );

  const tally = new FuzzTally(routes.map(targetOf));
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  let batch = 0;
  let queue: FuzzCase[] = [];
  const next = (): FuzzCase => {
    if (queue.length === 0) queue = fc.sample(cases, { numRuns: BATCH, seed: options.seed + batch++ });
    return queue.shift()!;
  };
  const worker = async () => {
    while (performance.now() < deadline) {
      const fuzzCase = next();
      const { request } = fuzzCase;
      const requestId = randomUUID();
      const headers = {
        ...request.headers,
        ...(await callers.headersFor(request)),
        host: `${wire.host}:${wire.port}`,
        'x-request-id': requestId,
      };
      tally.sending(fuzzCase);
      const result = await send(wire, request.method, request.url, headers, request.body);
      if (result.kind !== 'answer') {
        tally.count(result.kind === 'timeout' ? 'timeout' : `${result.kind} (${result.reason})`, fuzzCase);
        if (result.kind === 'timeout')
          tally.failures.push({ fuzzCase, requestId, status: 0, problem: 'no answer within 30 s', body: '' });
        continue;
      }
      tally.answered(result.status);
      callers.noteAnswer(request, result.setCookie);
      const problem = problemWith(request, result);
      if (problem)
        tally.failures.push({ fuzzCase, requestId, status: result.status, problem, body: result.body });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;

  const alive = await fetch(`${server.baseUrl}/healthz`).then(
    (r) => r.ok,
    () => false,
  );
  const store_ = options.store === 'postgres' ? ' --store postgres' : '';
  printReport(
    tally,
    seconds,
    loggedErrors(logFile),
    `npm run fuzz -- --seed ${options.seed} --seconds ${options.seconds}${store_}`,
  );
  if (!alive) console.log(`\nThe server no longer answers /healthz. Its log: ${logFile}`);
  return alive && tally.failures.length === 0;
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  ensureWebBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-fuzz-'));
  const logFile = path.join(dataDir, 'server.log');
  let database: FreshDatabase | null = null;
  let server: BenchServer | null = null;
  let store: Store | null = null;
  let passed = false;
  try {
    if (options.store === 'postgres') database = await freshPostgresDatabase(options.postgresUrl);
    console.log(`Starting the portal on ${database ? `PostgreSQL (${database.name})` : 'SQLite'}…`);
    server = await startServer({
      dataDir,
      corpusDir: options.corpus,
      ...(database ? { databaseUrl: database.url } : {}),
      logFile,
      timeoutMs: 300_000,
    });
    console.log(`Ready in ${server.startSeconds.toFixed(1)} s at ${server.baseUrl}`);
    store = openStore({ dataDir, ...(database ? { databaseUrl: database.url } : {}) });
    passed = await fuzz(options, server, store, logFile);
  } finally {
    await store?.destroy();
    await server?.stop();
    await database?.drop();
    if (passed) fs.rmSync(dataDir, { recursive: true, force: true });
    else console.log(`The server's log is kept at ${logFile}`);
  }
  process.exit(passed ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
});
