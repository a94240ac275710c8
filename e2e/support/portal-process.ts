import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, freePort } from './server.ts';

/**
 * The real portal (main.ts, as `npm start` runs it) as a child process that a test may kill
 * without warning and start again on the same data. Node runs main.ts itself (no npx or shell in
 * between), so the signal reaches the server and nothing else.
 */
export interface PortalProcess {
  baseUrl: string;
  /** Appended to by every start: the server's own log, for a failure message. */
  logFile: string;
  /** Starts the server (again) on the same port, data and store; resolves once /healthz is ok. */
  start(timeoutMs?: number): Promise<void>;
  /** SIGKILL: no shutdown hook runs, requests in flight are cut off. */
  kill(): Promise<void>;
  /** SIGTERM: the server closes its store and index as on a normal stop. */
  stop(): Promise<void>;
}

export interface PortalOptions {
  dataDir: string;
  /** A postgres:// URL; without one the embedded SQLite store in dataDir is used. */
  databaseUrl?: string;
  /** More environment (CORPUS_DIR, TRUST_PROXY, …). */
  env?: Record<string, string>;
}

export async function portalProcess(options: PortalOptions): Promise<PortalProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(options.dataDir, 'server.log');
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  let child: ChildProcess | null = null;

  const exited = (running: ChildProcess) =>
    running.exitCode !== null || running.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => running.once('exit', () => resolve()));

  const signal = async (name: 'SIGKILL' | 'SIGTERM') => {
    const running = child;
    child = null;
    if (!running) return;
    running.kill(name);
    await exited(running);
  };

  const start = async (timeoutMs = 120_000) => {
    if (child) throw new Error('The portal is already running');
    const log = fs.openSync(logFile, 'a');
    const running = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    child = running;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && running.exitCode === null) {
      const healthy = await fetch(`${baseUrl}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await signal('SIGKILL');
    const output = fs.readFileSync(logFile, 'utf8');
    throw new Error(`The portal did not become healthy within ${timeoutMs / 1000}s:\n${output.slice(-4000)}`);
  };

  return {
    baseUrl,
    logFile,
    start,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
}
