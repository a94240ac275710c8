import { once } from 'node:events';
import { MessageChannel } from 'node:worker_threads';
import type { ChangeCursor } from '@trove/db';
import { afterEach, describe, expect, it } from 'vitest';
import { keywordTerms } from '../src/criteria-query.ts';
import type { PartAsk, SearchPart } from '../src/search-parts.ts';
import { PartnerLink, partnerClaims } from '../src/workers/partner-link.ts';

const ASK: PartAsk = {
  terms: keywordTerms('gold'),
  categories: ['books'],
  wanted: [20],
  hits: true,
  range: [10, 99],
};
const PART: SearchPart = { counts: [2], hits: [[11, 12]], candidates: [[[11, -3]]] };
const AT: ChangeCursor = { xact: '0', id: 7 };

/** Two linked sides in one thread; `answerer` runs the parts the asker's partner takes. */
function linked(answererAt: ChangeCursor = AT) {
  const { port1, port2 } = new MessageChannel();
  const claims = partnerClaims();
  const taken: PartAsk[] = [];
  const asker = new PartnerLink({ port: port1, claims, side: 0 }, { applied: () => AT, part: () => PART });
  const answerer = new PartnerLink(
    { port: port2, claims, side: 1 },
    {
      applied: () => answererAt,
      part: (ask) => {
        taken.push(ask);
        return PART;
      },
    },
  );
  return { asker, answerer, taken, ports: [port1, port2] as const };
}

/** Resolves once the answerer's side has read what was posted to it (its link's listener runs first). */
const delivered = (port: MessageChannel['port2']) => once(port, 'message');

describe('two search workers sharing a search', () => {
  const open: MessageChannel['port1'][] = [];
  afterEach(() => {
    for (const port of open.splice(0)) port.close();
  });

  it('gives the part the partner ran, its row ids moved across', async () => {
    const { asker, taken, ports } = linked();
    open.push(...ports);
    const read = delivered(ports[1]);
    const settle = asker.ask(ASK, AT);
    await read;
    const part = await settle();
    expect(taken).toEqual([ASK]);
    expect(part?.counts).toEqual([2]);
    expect(Array.from(part?.hits?.[0] ?? [])).toEqual([11, 12]);
    expect(part?.candidates).toEqual([[[11, -3]]]);
  });

  it('leaves the part to the asker when the partner has not begun it', async () => {
    const { asker, taken, ports } = linked();
    open.push(...ports);
    const read = delivered(ports[1]);
    const settle = asker.ask(ASK, AT);
    expect(await settle()).toBeNull();
    await read;
    // Once claimed by the asker, the partner never runs it as well.
    expect(taken).toEqual([]);
  });

  it('leaves the part to the asker when the partner is behind its changes', async () => {
    const { asker, taken, ports } = linked({ xact: '0', id: 6 });
    open.push(...ports);
    const read = delivered(ports[1]);
    const settle = asker.ask(ASK, AT);
    await read;
    expect(await settle()).toBeNull();
    expect(taken).toEqual([]);
  });

  it('settles a part the partner took when its end of the channel closes', async () => {
    const { port1, port2 } = new MessageChannel();
    open.push(port1);
    const claims = partnerClaims();
    const asker = new PartnerLink({ port: port1, claims, side: 0 }, { applied: () => AT, part: () => PART });
    // A partner that claims the part and stops before answering (its thread ended).
    port2.on('message', (message: { ticket: number }) => {
      const theirs = new Int32Array(claims, 0, 1024);
      Atomics.compareExchange(theirs, message.ticket % 1024, message.ticket, -message.ticket);
      port2.close();
    });
    const settle = asker.ask(ASK, AT);
    await once(port1, 'close');
    expect(await settle()).toBeNull();
  });
});
