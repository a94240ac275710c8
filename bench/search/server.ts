import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from './paths.ts';

/**
 * The real portal (apps/server/src/main.ts, the entry point of `npm start`) started for a store,
 * as e2e/support/server.ts does: its own port and DATA_DIR, NODE_ENV=production, ready when
 * /healthz answers 200. It runs as `node --import tsx` so the child's pid is the server's own,
 * and its memory can be read from /proc.
 */

export interface BenchServer {
  baseUrl: string;
  pid: number;
  /** Seconds from spawn to a healthy /healthz (includes building the index on a first run). */
  startSeconds: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  // BENCH_PORT pins the port, for machines where each person runs servers in a range of their own.
  if (process.env.BENCH_PORT) return Number(process.env.BENCH_PORT);
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerOptions {
  dataDir: string;
  corpusDir: string;
  /** PostgreSQL as the store; the embedded SQLite store of dataDir when absent. */
  databaseUrl?: string;
  logFile: string;
  timeoutMs: number;
  /** Settings of the portal's own for this run (README's environment variables). */
  settings?: Record<string, string>;
}

export async function startServer(options: ServerOptions): Promise<BenchServer> {
  const port = await freePort();
  fs.mkdirSync(options.dataDir, { recursive: true });
  const log = fs.openSync(options.logFile, 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    CORPUS_DIR: options.corpusDir,
    // LOG_LEVEL=info logs each request's server-side time, to tell the server's share of a latency.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...options.settings,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  // BENCH_PROFILE_DIR=dir: the portal writes a CPU profile of each thread there when it stops
  // (Node refuses --cpu-prof in NODE_OPTIONS, so it is given here).
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE_DIR)}`]
    : [];
  const started = performance.now();
  const child: ChildProcess = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', log, log],
    },
  );
  fs.closeSync(log);
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server process did not start');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killed);
    }
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { baseUrl, pid, startSeconds: (performance.now() - started) / 1000, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  const output = fs.readFileSync(options.logFile, 'utf8');
  throw new Error(
    `The portal did not become healthy within ${options.timeoutMs / 1000} s. Its log (${options.logFile}):\n${output.slice(-4000)}`,
  );
}

/** CPU seconds a process has used so far, all its threads (utime + stime of /proc/<pid>/stat), null when unreadable. */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Resident memory of a process in MB (VmRSS of /proc/<pid>/status), null when unreadable. */
export function residentMb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}
