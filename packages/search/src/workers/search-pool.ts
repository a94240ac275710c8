import os from 'node:os';
import { MessageChannel, type TransferListItem, Worker } from 'node:worker_threads';
import { type SearchTerms, QueryProblem } from '../criteria-query.ts';
import type {
  IndexStatus,
  SearchAllPage,
  SearchAllRequest,
  SearchEngine,
  SearchPage,
  SearchRequest,
  WidenedPage,
} from '../engine.ts';
import type { FtsSearchEngine } from '../fts-engine.ts';
import type { Call, FromWorker, ToWorker, WorkerCall, WorkerData } from './messages.ts';
import { partnerClaims } from './partner-link.ts';

type Pending = { resolve: (message: FromWorker) => void; reject: (error: Error) => void };

const WORKER_FILE = new URL('./search-worker.mjs', import.meta.url);

/** One worker thread and the calls it has not answered yet. */
class SearchWorker {
  readonly pending = new Map<number, Pending>();
  readonly ready: Promise<void>;
  private readonly worker: Worker;
  private failed: Error | null = null;
  private drained: (() => void) | null = null;
  private retiring = false;

  constructor(file: string) {
    this.worker = new Worker(WORKER_FILE, {
      workerData: { file } satisfies WorkerData,
    });
    this.ready = new Promise((resolve, reject) => {
      const fail = (error: Error) => {
        this.failed ??= error;
        reject(error);
        for (const p of this.pending.values()) p.reject(error);
        this.pending.clear();
        this.drained?.();
      };
      this.worker.on('message', (message: FromWorker) => {
        if (message.type === 'ready') resolve();
        else this.settle(message);
      });
      this.worker.once('error', fail);
      this.worker.once('exit', (code) => {
        if (!this.retiring) fail(new Error(`A search worker stopped (exit code ${code})`));
      });
    });
    // A worker that fails after start-up is replaced by the pool; nobody awaits this any more.
    this.ready.catch(() => undefined);
  }

  /** Whether the thread died: the pool then replaces it. */
  get dead(): boolean {
    return this.failed !== null;
  }

  post(message: ToWorker, transfer: readonly TransferListItem[] = []): void {
    this.worker.postMessage(message, transfer);
  }

  call(id: number, call: Call): Promise<FromWorker> {
    if (this.failed) return Promise.reject(this.failed);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      const message: WorkerCall = { ...call, id };
      this.worker.postMessage(message);
    });
  }

  /** Ends the thread once the calls in flight are answered. */
  async retire(): Promise<void> {
    this.retiring = true;
    if (this.pending.size > 0) await new Promise<void>((resolve) => (this.drained = resolve));
    await this.worker.terminate();
  }

  private settle(message: Exclude<FromWorker, { type: 'ready' }>): void {
    const pending = this.pending.get(message.id);
    this.pending.delete(message.id);
    pending?.resolve(message);
    if (this.pending.size === 0) this.drained?.();
  }
}

/**
 * Searches in worker threads (ARCHITECTURE.md): each worker has a read-only connection to the
 * index file and its own in-memory columns, so a long search never blocks the HTTP loop and two
 * searches run at once on two cores. The writer engine stays on the main thread, applies the
 * store's changes and passes each column update on; a rebuilt index replaces every worker.
 */
export class SearchPool implements SearchEngine {
  private workers: SearchWorker[] = [];
  private file = '';
  private nextId = 1;
  private closed = false;

  private constructor(
    private writer: FtsSearchEngine,
    private readonly size: number,
  ) {}

  /** A pool over the writer's index file; resolves once every worker has loaded it. */
  static async start(writer: FtsSearchEngine, file: string, size = defaultSize()): Promise<SearchPool> {
    const pool = new SearchPool(writer, size);
    await pool.replace(writer, file);
    return pool;
  }

  /** Serves a rebuilt index: new workers on the new file, the old ones retired when done. */
  async replace(writer: FtsSearchEngine, file: string): Promise<void> {
    const fresh = Array.from({ length: this.size }, () => new SearchWorker(file));
    // Updates applied while the new workers load are queued for them, and harmless if already seen.
    writer.onApplied = (update) => {
      for (const w of [...this.workers, ...fresh]) w.post({ type: 'apply', update });
    };
    await Promise.all(fresh.map((w) => w.ready));
    pair(fresh);
    const old = this.workers;
    this.workers = fresh;
    this.writer = writer;
    this.file = file;
    await Promise.all(old.map((w) => w.retire()));
  }

  async search(request: SearchRequest): Promise<SearchPage> {
    const answer = await this.call({ type: 'search', request }, JSON.stringify(request));
    if (answer.type !== 'result') throw new Error('A search worker answered out of turn');
    return answer.page;
  }

  /** One message to one worker, which runs the count, every panel's search and the facets. */
  async searchAll(request: SearchAllRequest): Promise<SearchAllPage> {
    const answer = await this.call({ type: 'searchAll', request }, `all|${JSON.stringify(request)}`);
    if (answer.type !== 'all') throw new Error('A search worker answered out of turn');
    return answer.page;
  }

  /** One message to one worker, which runs the search and every retry without a limit. */
  async searchWidening(request: SearchRequest): Promise<WidenedPage> {
    const answer = await this.call({ type: 'widen', request }, JSON.stringify(request));
    if (answer.type !== 'widened') throw new Error('A search worker answered out of turn');
    return answer.widened;
  }

  async countByCategory(terms: SearchTerms): Promise<Map<string, number>> {
    const answer = await this.call({ type: 'count', terms }, JSON.stringify(terms));
    if (answer.type !== 'counts') throw new Error('A search worker answered out of turn');
    return new Map(answer.counts);
  }

  status(): IndexStatus {
    return { ...this.writer.status(), ready: !this.closed && this.writer.status().ready };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.writer.onApplied = null;
    await Promise.all(this.workers.map((w) => w.retire()));
    this.workers = [];
  }

  /**
   * Sends a call to the worker its text hashes to, so a repeated search meets its cached answer,
   * unless that worker is busier than another.
   */
  private async call(call: Call, text: string): Promise<FromWorker> {
    if (this.closed || this.workers.length === 0) throw new Error('The search pool is closed');
    // A dead worker is replaced at once; calls wait in its port while the new one loads.
    if (this.workers.some((w) => w.dead)) {
      this.workers = this.workers.map((w) => (w.dead ? new SearchWorker(this.file) : w));
      pair(this.workers);
    }
    const preferred = this.workers[hash(text) % this.workers.length] ?? this.workers[0]!;
    const idlest = this.workers.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
    const worker = preferred.pending.size > idlest.pending.size + 1 ? idlest : preferred;
    const answer = await worker.call(this.nextId++, call);
    if (answer.type === 'error') {
      throw answer.name === 'QueryProblem' ? new QueryProblem(answer.message) : new Error(answer.message);
    }
    return answer;
  }
}

/**
 * Joins the workers two by two (search-parts.ts): each takes the upper part of its partner's broad
 * searches when it is free. A new pairing replaces the old; an odd worker out searches alone.
 */
function pair(workers: readonly SearchWorker[]): void {
  for (let i = 0; i + 1 < workers.length; i += 2) {
    const { port1, port2 } = new MessageChannel();
    const claims = partnerClaims();
    workers[i]?.post({ type: 'partner', channel: { port: port1, claims, side: 0 } }, [port1]);
    workers[i + 1]?.post({ type: 'partner', channel: { port: port2, claims, side: 1 } }, [port2]);
  }
}

function defaultSize(): number {
  return Math.max(1, Math.min(4, os.availableParallelism()));
}

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i += 1) h = (h * 31 + text.charCodeAt(i)) | 0;
  return Math.abs(h);
}
