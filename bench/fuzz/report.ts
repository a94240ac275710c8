import fs from 'node:fs';
import { abbreviate, describeRequest } from '../../apps/server/test/probes/verdict.ts';
import type { FuzzCase } from './targets.ts';

export interface Failure {
  fuzzCase: FuzzCase;
  requestId: string;
  status: number;
  problem: string;
  body: string;
}

/** What a run saw: answers by status, what never became an answer, and each failure with its request. */
export class FuzzTally {
  /** Every route and page the run may reach (`GET /api/work/:id`), and those it did. */
  readonly reached = new Set<string>();
  readonly statuses = new Map<number, number>();
  readonly outcomes = new Map<string, number>();
  readonly failures: Failure[] = [];
  /** The first request of each outcome that got no answer, to see why. */
  readonly firstUnanswered = new Map<string, FuzzCase>();
  sent = 0;

  constructor(readonly targets: readonly string[]) {}

  sending(fuzzCase: FuzzCase): void {
    this.sent += 1;
    this.reached.add(fuzzCase.target);
  }

  count(outcome: string, fuzzCase: FuzzCase): void {
    this.outcomes.set(outcome, (this.outcomes.get(outcome) ?? 0) + 1);
    if (!this.firstUnanswered.has(outcome)) this.firstUnanswered.set(outcome, fuzzCase);
  }

  answered(status: number): void {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }
}

/** Request id → what the server logged about it at error level (its exception's message). */
export function loggedErrors(logFile: string): Map<string, string> {
  const errors = new Map<string, string>();
  if (!fs.existsSync(logFile)) return errors;
  for (const line of fs.readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as {
        level?: number;
        reqId?: string;
        msg?: string;
        err?: { type?: string; message?: string };
      };
      if ((entry.level ?? 0) < 50 || !entry.reqId) continue;
      const err = entry.err ? `${entry.err.type ?? 'Error'}: ${entry.err.message ?? ''}` : (entry.msg ?? '');
      errors.set(entry.reqId, err.split('\n')[0] ?? err);
    } catch {
      // A line that is not the server's JSON (a warning from a library) is no error report.
    }
  }
  return errors;
}

/** A cause without the values that differ from one request to the next (numbers, quoted text). */
function causeKey(cause: string): string {
  return cause
    .replace(/\d+/g, 'N')
    .replace(/"[^"]*"/g, '"…"')
    .slice(0, 200);
}

export function printReport(
  tally: FuzzTally,
  seconds: number,
  errors: Map<string, string>,
  replay: string,
): void {
  const rate = tally.sent / seconds;
  console.log(`\n${tally.sent} requests in ${seconds.toFixed(1)} s: ${rate.toFixed(0)} requests per second`);
  const statuses = [...tally.statuses].sort(([a], [b]) => a - b);
  console.log(`Statuses: ${statuses.map(([s, n]) => `${s}: ${n}`).join(', ')}`);
  // The run's length is tuned by this line: short enough for CI, long enough to reach every route.
  const missed = tally.targets.filter((target) => !tally.reached.has(target));
  console.log(
    `Routes and pages reached: ${tally.targets.length - missed.length} of ${tally.targets.length}` +
      (missed.length ? `; not reached: ${missed.slice(0, 20).join(', ')}` : ''),
  );
  for (const [outcome, n] of tally.outcomes) {
    const first = tally.firstUnanswered.get(outcome);
    console.log(`Not answered, ${outcome}: ${n}; the first:`);
    if (first) console.log(`  ${describeRequest(first.request).replace(/\n/g, '\n  ')}`);
  }
  if (tally.failures.length === 0) {
    console.log('No 5xx, and every refusal had its JSON { error, message } body or a page.');
    return;
  }
  console.log(`\n${tally.failures.length} failures, each with its request:`);
  for (const f of tally.failures) {
    const cause = errors.get(f.requestId);
    console.log(`\n[${f.fuzzCase.target}] ${f.problem}${cause ? ` (server: ${cause})` : ''}`);
    // In full but for runs of one character, which are counted.
    console.log(`  ${describeRequest(f.fuzzCase.request, 100_000).replace(/\n/g, '\n  ')}`);
    console.log(`  answer: ${abbreviate(f.body, 300)}`);
  }
  const groups = new Map<string, { count: number; targets: Set<string> }>();
  for (const f of tally.failures) {
    const key = `${f.status} ${causeKey(errors.get(f.requestId) ?? f.problem)}`;
    const group = groups.get(key) ?? { count: 0, targets: new Set<string>() };
    group.count += 1;
    group.targets.add(f.fuzzCase.target);
    groups.set(key, group);
  }
  console.log('\nFailures by cause:');
  for (const [key, group] of [...groups].sort((a, b) => b[1].count - a[1].count))
    console.log(`  ${group.count} × ${key}\n      on ${[...group.targets].sort().join(', ')}`);
  console.log(`\nReplay: ${replay}`);
}
