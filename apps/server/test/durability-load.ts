import type { HttpVisitor } from '../../../e2e/support/http-visitor.ts';

/**
 * The write load of the durability test: several clients, each a signed-in reader, adding public
 * and private tags and notes, making lists with items, changing notes and removing tags, one
 * request after another, until the server goes away. Every answer is written down: a write counts
 * as acknowledged only once a 2xx answer arrived; one still in flight when the server died may or
 * may not have landed.
 */

export interface LoadClient {
  /** Distinguishes this client's names: every tag, note and list it writes is unique. */
  label: string;
  email: string;
  visitor: HttpVisitor;
}

export interface AckTag {
  id: number;
  email: string;
  name: string;
  priv: boolean;
  workId: number;
}

export interface AckNote {
  id: number;
  email: string;
  priv: boolean;
  workId: number;
  /** The last content acknowledged. */
  content: string;
  /** Contents of changes sent but never answered: any of them may have landed instead. */
  unansweredContents: string[];
}

export interface AckList {
  email: string;
  name: string;
  description: string;
  priv: boolean;
  itemIds: number[];
}

/** What the clients were told, and what they never heard back about. */
export class Ledger {
  readonly tags = new Map<number, AckTag>();
  readonly notes = new Map<number, AckNote>();
  readonly lists: AckList[] = [];
  /** Tags whose removal was acknowledged: they must be gone. */
  readonly removedTags = new Set<number>();
  /** Names of tags and notes, and list names, sent without an answer. */
  readonly unanswered: { kind: 'tag' | 'note' | 'list' | 'change' | 'removal'; key: string }[] = [];
  /** Answers that were not 2xx, by status: none is expected. */
  readonly refusals = new Map<number, number>();
  acknowledged = 0;
  private waiting: { count: number; resolve: () => void }[] = [];

  acknowledge(): void {
    this.acknowledged += 1;
    this.waiting = this.waiting.filter((w) => {
      if (this.acknowledged < w.count) return true;
      w.resolve();
      return false;
    });
  }

  /** Resolves once this many writes have been acknowledged. */
  reached(count: number): Promise<void> {
    if (this.acknowledged >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push({ count, resolve }));
  }

  refused(status: number): void {
    this.refusals.set(status, (this.refusals.get(status) ?? 0) + 1);
  }
}

type Step = (n: number) => Promise<void>;

/** Runs the client's writes in turn until a request fails at the network level (the server died). */
export async function runClient(
  client: LoadClient,
  workIds: readonly number[],
  ledger: Ledger,
): Promise<void> {
  const steps = clientSteps(client, workIds, ledger);
  for (let n = 0; ; n++) {
    const step = steps[n % steps.length]!;
    try {
      await step(n);
    } catch (error) {
      if (error instanceof TypeError) return; // fetch failed: connection refused or reset
      throw error;
    }
  }
}

function clientSteps(client: LoadClient, workIds: readonly number[], ledger: Ledger): Step[] {
  const { visitor, label, email } = client;
  const work = (n: number) => workIds[(n * 7 + label.length) % workIds.length]!;
  const myTags: number[] = [];
  const myNotes: number[] = [];
  const tried = new Set<number>();

  /** Sends a write; answers its body when acknowledged, null when refused; rethrows a dead server. */
  const write = async (
    method: string,
    path: string,
    json: unknown,
    unanswered: Ledger['unanswered'][number],
  ): Promise<Record<string, unknown> | null> => {
    let answer;
    try {
      answer = await visitor.api(method, path, json);
    } catch (error) {
      ledger.unanswered.push(unanswered);
      throw error;
    }
    if (answer.status < 200 || answer.status > 299) {
      ledger.refused(answer.status);
      return null;
    }
    ledger.acknowledge();
    return answer.body as Record<string, unknown>;
  };

  const addTags: Step = async (n) => {
    const workId = work(n);
    const names = { pub: `dur ${label} ${n} public`, priv: `dur ${label} ${n} private` };
    const body = await write(
      'POST',
      '/tag',
      {
        targets: [{ type: 'work', id: workId }],
        tags: [
          { content: names.pub, priv: false },
          { content: names.priv, priv: true },
        ],
      },
      { kind: 'tag', key: names.pub },
    );
    for (const item of (body?.items ?? []) as { id: number; name: string; priv: boolean }[]) {
      ledger.tags.set(item.id, { id: item.id, email, name: item.name, priv: item.priv, workId });
      myTags.push(item.id);
    }
  };

  const addNote: Step = async (n) => {
    const workId = work(n + 1);
    const content = `Durability note ${label} ${n}: kept through a crash.`;
    const priv = n % 3 === 0;
    const body = await write(
      'POST',
      '/annotation/work',
      { target: workId, content, priv },
      { kind: 'note', key: content },
    );
    if (!body) return;
    const id = body.id as number;
    ledger.notes.set(id, { id, email, priv, workId, content, unansweredContents: [] });
    myNotes.push(id);
  };

  const makeList: Step = async (n) => {
    const list = {
      name: `Durability list ${label} ${n}`,
      description: `Made by ${label} under load`,
      priv: n % 2 === 0,
    };
    const items = [work(n + 2), work(n + 3)].map((id) => ({ id, type: 'work' }));
    const body = await write(
      'POST',
      '/list/addItems',
      { items, lists: [list] },
      { kind: 'list', key: list.name },
    );
    const created = (body?.items ?? []) as { name: string; createdItemIds: number[] }[];
    for (const entry of created) ledger.lists.push({ email, ...list, itemIds: entry.createdItemIds });
  };

  const changeNote: Step = async (n) => {
    const id = myNotes[n % Math.max(myNotes.length, 1)];
    if (id === undefined) return;
    const note = ledger.notes.get(id)!;
    const content = `Durability note ${label} changed at ${n}.`;
    note.unansweredContents.push(content);
    const body = await write(
      'PUT',
      `/annotation/${id}`,
      { content, priv: note.priv },
      { kind: 'change', key: content },
    );
    // Answered (a client waits for each answer): this change is settled one way or the other.
    note.unansweredContents.pop();
    if (body) note.content = content;
  };

  const removeTag: Step = async () => {
    // The oldest of every third of the client's tags goes again, so most stay to be found afterwards.
    const id = myTags.find((tag, i) => i % 3 === 0 && !tried.has(tag));
    if (id === undefined) return;
    tried.add(id);
    const body = await write('DELETE', `/tag/${id}`, undefined, { kind: 'removal', key: String(id) });
    if (body?.result === true) ledger.removedTags.add(id);
  };

  return [addTags, addNote, makeList, addTags, changeNote, removeTag];
}
