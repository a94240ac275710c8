import os from 'node:os';

/** How much work the server takes on at once, and how much it lets wait (issue 12 §2). */
export interface LoadLimits {
  /** Requests served at the same time. */
  concurrency: number;
  /** Requests that may wait for a place; one more is refused at once. */
  length: number;
  /** How long a request may wait for a place before it is refused. */
  waitMs: number;
}

/**
 * Defaults for this machine: rendering runs on the main thread and searching in one worker per
 * core, so a few requests per core keep both busy; more at once only lengthens every answer. The
 * queue holds a crowd of a few hundred readers; nobody waits more than 5 s.
 */
export function defaultLoadLimits(): LoadLimits {
  return { concurrency: 4 * os.availableParallelism(), length: 256, waitMs: 5_000 };
}

/** Why a request was not given a place. */
export class QueueRefusal extends Error {
  constructor(readonly reason: 'full' | 'waited' | 'gone') {
    super(`refused by the load queue: ${reason}`);
    this.name = 'QueueRefusal';
  }
}

interface Waiter {
  admit: () => void;
  refuse: (reason: QueueRefusal) => void;
}

/**
 * A counting semaphore with a bounded FIFO queue and a longest wait. `enter` resolves to a
 * release function (call it exactly once, when the work is done) or rejects with a QueueRefusal.
 */
export class LoadQueue {
  private active = 0;
  private readonly waiting = new Set<Waiter>();

  constructor(readonly limits: LoadLimits) {}

  get stats(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.size };
  }

  enter(signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(new QueueRefusal('gone'));
    if (this.active < this.limits.concurrency) {
      this.active++;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.size >= this.limits.length) return Promise.reject(new QueueRefusal('full'));
    return new Promise((resolve, reject) => {
      const leave = () => {
        this.waiting.delete(waiter);
        clearTimeout(timer);
        signal?.removeEventListener('abort', gone);
      };
      const waiter: Waiter = {
        admit: () => {
          leave();
          this.active++;
          resolve(this.releaser());
        },
        refuse: (reason) => {
          leave();
          reject(reason);
        },
      };
      const gone = () => waiter.refuse(new QueueRefusal('gone'));
      const timer = setTimeout(() => waiter.refuse(new QueueRefusal('waited')), this.limits.waitMs);
      signal?.addEventListener('abort', gone, { once: true });
      this.waiting.add(waiter);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active--;
      // A Set iterates in insertion order: the longest waiting goes first.
      const next = this.waiting.values().next();
      if (!next.done) next.value.admit();
    };
  }
}
