import type { MessagePort } from 'node:worker_threads';
import { type PartAsk, type Partner, type PartState, type SearchPart, sameState } from '../search-parts.ts';

/** Parts asked and not yet settled at once, at most; far above what one worker keeps in flight. */
const RING = 1024;

/** What two partner workers are given by the pool: their ends of one channel and shared claims. */
export interface PartnerChannel {
  port: MessagePort;
  /** Two rings of RING claims, one for each side's asks. */
  claims: SharedArrayBuffer;
  side: 0 | 1;
}

export function partnerClaims(): SharedArrayBuffer {
  return new SharedArrayBuffer(2 * RING * Int32Array.BYTES_PER_ELEMENT);
}

type PartnerMessage =
  | { type: 'part'; ticket: number; ask: PartAsk; state: PartState }
  | { type: 'done'; ticket: number; part: SearchPart }
  | { type: 'declined'; ticket: number };

/** The engine's side of the link: what its parts are read from, and a part run on it. */
export interface PartEngine {
  partState(): PartState;
  part(ask: PartAsk): SearchPart;
}

/**
 * Two search workers share each other's broad searches (search-parts.ts). Each part asked has a
 * claim in shared memory, taken once with an atomic compare-and-swap: by the partner when it reads
 * the ask, or by the asker when its own part is done and the partner has not begun (it is busy with
 * a search of its own). So an idle partner halves a search's time, and a busy one never delays it.
 */
export class PartnerLink implements Partner {
  private readonly mine: Int32Array;
  private readonly theirs: Int32Array;
  private readonly waiting = new Map<number, (part: SearchPart | null) => void>();
  private lastTicket = 0;
  private closed = false;

  constructor(
    private readonly channel: PartnerChannel,
    private readonly engine: PartEngine,
  ) {
    const ring = (side: number) =>
      new Int32Array(channel.claims, side * RING * Int32Array.BYTES_PER_ELEMENT, RING);
    this.mine = ring(channel.side);
    this.theirs = ring(1 - channel.side);
    channel.port.on('message', (message: PartnerMessage) => this.receive(message));
    // A partner that stopped answers nothing more: every part waiting on it is run by its asker.
    channel.port.on('close', () => {
      this.closed = true;
      for (const settle of this.waiting.values()) settle(null);
      this.waiting.clear();
    });
  }

  ask(ask: PartAsk, state: PartState): () => Promise<SearchPart | null> {
    if (this.closed) return async () => null;
    const ticket = (this.lastTicket = (this.lastTicket % 0x3fffffff) + 1);
    const slot = ticket % RING;
    Atomics.store(this.mine, slot, ticket);
    const answered = new Promise<SearchPart | null>((resolve) => this.waiting.set(ticket, resolve));
    this.post({ type: 'part', ticket, ask, state });
    return async () => {
      if (Atomics.compareExchange(this.mine, slot, ticket, -ticket) === ticket) {
        this.waiting.delete(ticket);
        return null;
      }
      return answered;
    };
  }

  /** Stops answering and asking: the asker runs every part waiting here itself. */
  close(): void {
    this.channel.port.close();
  }

  private receive(message: PartnerMessage): void {
    if (message.type === 'part') {
      this.answer(message);
      return;
    }
    const settle = this.waiting.get(message.ticket);
    this.waiting.delete(message.ticket);
    settle?.(message.type === 'done' ? message.part : null);
  }

  private answer({ ticket, ask, state }: Extract<PartnerMessage, { type: 'part' }>): void {
    // A part read from other changes, or counting facets under other ids, would not fit the
    // asker's own: left to the asker.
    if (!sameState(state, this.engine.partState())) return;
    if (Atomics.compareExchange(this.theirs, ticket % RING, ticket, -ticket) !== ticket) return;
    try {
      this.post({ type: 'done', ticket, part: this.engine.part(ask) });
    } catch {
      // The asker runs it and meets the same problem, with its own message.
      this.post({ type: 'declined', ticket });
    }
  }

  private post(message: PartnerMessage): void {
    this.channel.port.postMessage(message);
  }
}
