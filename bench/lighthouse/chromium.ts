import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's Chromium, as the e2e journeys run it (docs ARCHITECTURE: Playwright's own browser cannot be fetched here). */
const CHROMIUM = '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface RunningChromium {
  /** The DevTools port Lighthouse connects to. */
  port: number;
  close(): Promise<void>;
}

/** Reads the DevTools port from the line Chromium prints on stderr once it listens. */
function devToolsPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${seen}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (!match) return;
      clearTimeout(timer);
      resolve(Number(match[1]));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before listening:\n${seen}`));
    });
  });
}

/** Starts a headless Chromium with its own empty profile, on a port the system picks. */
export async function launchChromium(): Promise<RunningChromium> {
  const profile = await mkdtemp(path.join(tmpdir(), 'lighthouse-chromium-'));
  const child = spawn(
    CHROMIUM,
    [...FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await devToolsPort(child);
  return {
    port,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(profile, { recursive: true, force: true });
    },
  };
}
