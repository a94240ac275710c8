import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
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

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the real portal (the same entry point as `npm start`) on a free port with a fresh data
 * folder, and waits until /healthz says searches can be answered.
 */
export async function startServer(
  env: Record<string, string> = {},
  timeoutMs = 300_000,
): Promise<RunningServer> {
  // E2E_PORT pins the port (engineers sharing a machine keep to their own ranges).
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-e2e-'));
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const child: ChildProcess = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { baseUrl, dataDir, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const output = fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8');
  await stop();
  throw new Error(
    `The portal did not become healthy within ${timeoutMs / 1000}s. Its log:\n${output.slice(-4000)}`,
  );
}
