import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { type JobRow, type Store } from '@trove/db';
import { nextAttemptAt } from './retry.ts';

/** What runs one type of job. `onGiveUp` tells the job's owner it failed for good. */
export interface JobHandler {
  run(payload: unknown, job: JobRow): Promise<void>;
  onGiveUp?(payload: unknown, error: string): Promise<void>;
  /** Called after a failed attempt that will be retried. */
  onRetry?(payload: unknown, error: string): Promise<void>;
}

export interface WorkerOptions {
  store: Pick<Store, 'dialect' | 'jobs'>;
  handlers: Record<string, JobHandler>;
  now?: () => Date;
  /** Wait between polls when the queue is empty. */
  idleMs?: number;
  /** How long a claimed job stays locked to this worker before another may take it over. */
  lockMs?: number;
  log?: { info(msg: string): void; error(obj: object, msg: string): void };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The background worker of this server process (ADR 018): claims due jobs from the shared queue
 * one at a time and runs them; several processes may run one each against the same store.
 */
export class JobWorker {
  readonly id = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private readonly now: () => Date;

  constructor(private readonly options: WorkerOptions) {
    this.now = options.now ?? (() => new Date());
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.runLoop();
  }

  /** Lets the current job finish, then stops. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.loop = null;
  }

  /** Wakes an idle worker at once (a job was just queued by this process). */
  poke(): void {
    this.wake?.();
  }

  /** Runs due jobs until none is left; answers how many ran. Used by the loop and by tests. */
  async drain(): Promise<number> {
    let ran = 0;
    while (await this.runOne()) ran += 1;
    return ran;
  }

  private async runLoop(): Promise<void> {
    while (this.running) {
      try {
        await this.drain();
      } catch (error) {
        this.options.log?.error({ err: error }, 'The job worker could not reach the queue');
      }
      if (!this.running) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.idleMs ?? 1000);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  /** Claims and runs one job; false when none was due. */
  async runOne(): Promise<boolean> {
    const { store, handlers } = this.options;
    const now = this.now();
    for (const job of await store.jobs.failAbandonedJobs(now.toISOString()))
      await handlers[job.type]?.onGiveUp?.(JSON.parse(job.payload), job.error ?? '');
    const job = await store.jobs.claimNextJob(store.dialect, {
      workerId: this.id,
      now: now.toISOString(),
      lockedUntil: new Date(now.getTime() + (this.options.lockMs ?? 15 * 60_000)).toISOString(),
    });
    if (!job) return false;
    const handler = handlers[job.type];
    const payload: unknown = JSON.parse(job.payload);
    try {
      if (!handler) throw new Error(`No handler for jobs of type ${job.type}`);
      await handler.run(payload, job);
      await store.jobs.completeJob(job.id, this.id, this.now().toISOString());
    } catch (error) {
      const message = messageOf(error);
      const retryAt = handler ? nextAttemptAt(job, error, this.now()) : null;
      await store.jobs.failJobAttempt(job.id, this.id, {
        error: message,
        retryAt: retryAt?.toISOString() ?? null,
        now: this.now().toISOString(),
      });
      this.options.log?.error({ err: error, jobId: job.id, retryAt }, `Job ${job.type} ${job.id} failed`);
      if (retryAt) await handler?.onRetry?.(payload, message);
      else await handler?.onGiveUp?.(payload, message);
    }
    return true;
  }
}
