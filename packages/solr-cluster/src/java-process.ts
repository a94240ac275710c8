import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';

/**
 * A JVM of the cluster (ZooKeeper or a Solr node) with its output in a log file. It can be stopped
 * gracefully (SIGTERM: Jetty's and ZooKeeper's shutdown hooks run) or killed outright (SIGKILL),
 * as a fault test does.
 */
export class JavaProcess {
  private readonly child: ChildProcess;
  private readonly exited: Promise<number | null>;
  private readonly lines: string[] = [];
  private readonly waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];

  constructor(
    readonly name: string,
    args: readonly string[],
    readonly logFile: string,
  ) {
    const log = fs.createWriteStream(logFile, { flags: 'a' });
    this.child = spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child.stderr?.pipe(log);
    const out = readline.createInterface({ input: this.child.stdout! });
    out.on('line', (line) => {
      log.write(`${line}\n`);
      this.lines.push(line);
      for (const waiter of this.waiters.filter((w) => w.pattern.test(line))) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    });
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code) => {
        log.end();
        resolve(code);
      }),
    );
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The first line of output that matches, or a failure if the JVM stops or the time runs out first. */
  async lineMatching(pattern: RegExp, timeoutMs: number): Promise<string> {
    const seen = this.lines.find((line) => pattern.test(line));
    if (seen) return seen;
    let timer: NodeJS.Timeout | undefined;
    const found = new Promise<string>((resolve) => this.waiters.push({ pattern, resolve }));
    const stopped = this.exited.then((code) => {
      throw new Error(`${this.name} stopped (exit code ${code}) before it was ready: see ${this.logFile}`);
    });
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(new Error(`${this.name} was not ready after ${timeoutMs / 1000} s: see ${this.logFile}`)),
        timeoutMs,
      );
    });
    try {
      return await Promise.race([found, stopped, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Stops the JVM (SIGTERM, then SIGKILL if it has not stopped in time) and waits for it. */
  async stop(graceMs = 20_000): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGTERM');
    const killer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(killer);
  }

  /** Kills the JVM at once, as a crash would: no shutdown hook runs. */
  async kill(): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGKILL');
    await this.exited;
  }
}
