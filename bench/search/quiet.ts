import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** The machine counts as quiet below this share of its cores busy. */
const QUIET_SHARE = 0.25;
const SAMPLE_MS = 5_000;
const MAX_WAIT_MS = 300_000;

/** Busy and total time of every core since boot (/proc/stat's first line), in ticks. */
function cpuTicks(): { busy: number; total: number } {
  const fields = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  // idle and iowait
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

/**
 * Waits until the cores are mostly idle (a Solr cluster merges segments for minutes after a bulk
 * fill, a portal that just started may still be warming), at most five minutes: the measured
 * pass then times searches, not the machine's other work. Returns the busy share it ended at.
 */
export async function waitForQuiet(log: (line: string) => void): Promise<number> {
  const started = performance.now();
  let share = 1;
  while (performance.now() - started < MAX_WAIT_MS) {
    const before = cpuTicks();
    await sleep(SAMPLE_MS);
    const after = cpuTicks();
    share = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    if (share < QUIET_SHARE) return share;
    log(`waiting for the machine to be quiet: ${(share * 100).toFixed(0)}% of the cores busy`);
  }
  return share;
}
