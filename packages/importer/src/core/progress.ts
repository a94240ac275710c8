import cliProgress from 'cli-progress';

/** Progress of one long import: a bar on a terminal, plain periodic lines otherwise (CI logs). */
export interface Progress {
  start(label: string, total: number): void;
  tick(count?: number): void;
  stop(): void;
}

export type LogLine = (line: string) => void;

export function createProgress(log: LogLine, interactive = Boolean(process.stderr.isTTY)): Progress {
  return interactive ? new BarProgress() : new LineProgress(log);
}

/** For tests and embedded use: no output. */
export const silentProgress: Progress = { start() {}, tick() {}, stop() {} };

class BarProgress implements Progress {
  private bar: cliProgress.SingleBar | undefined;

  start(label: string, total: number): void {
    this.bar = new cliProgress.SingleBar(
      {
        format: `${label.padEnd(16)} {bar} {value}/{total} {percentage}% {eta_formatted}`,
        stream: process.stderr,
      },
      cliProgress.Presets.shades_classic,
    );
    this.bar.start(Math.max(total, 1), 0);
  }

  tick(count = 1): void {
    this.bar?.increment(count);
  }

  stop(): void {
    this.bar?.stop();
    this.bar = undefined;
  }
}

const LINE_INTERVAL_MS = 5000;

class LineProgress implements Progress {
  private label = '';
  private total = 0;
  private done = 0;
  private lastLine = 0;

  constructor(private readonly log: LogLine) {}

  start(label: string, total: number): void {
    this.label = label;
    this.total = total;
    this.done = 0;
    this.lastLine = Date.now();
  }

  tick(count = 1): void {
    this.done += count;
    if (Date.now() - this.lastLine < LINE_INTERVAL_MS) return;
    this.lastLine = Date.now();
    this.log(`${this.label}: ${this.done}/${this.total}`);
  }

  stop(): void {}
}
