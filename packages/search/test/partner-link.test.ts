import { once } from 'node:events';
import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { keywordTerms } from '../src/criteria-query.ts';
import type { PartAsk, PartState, SearchPart } from '../src/search-parts.ts';
import { PartnerLink, partnerClaims } from '../src/workers/partner-link.ts';

const ASK: PartAsk = {
  terms: keywordTerms('gold'),
  categories: ['books'],
  wanted: [20],
  sortBy: 'relevance',
  facets: ['format'],
  range: [10, 99],
};
const PART: SearchPart = {
  counts: [2],
  facetCounts: { ids: Uint32Array.of(4), counts: Uint32Array.of(2) },
  candidates: [[[11, -3]]],
  dated: [[]],
};
const AT: PartState = { applied: { xact: '0', id: 7 }, facetValues: '12:345' };

/** Two linked sides in one thread; `answerer` runs the parts the asker's partner takes. */
function linked(answererAt: PartState = AT) {
  const { port1, port2 } = new MessageChannel();
  const claims = partnerClaims();
  const taken: PartAsk[] = [];
  const asker = new PartnerLink({ port: port1, claims, side: 0 }, { partState: () => AT, part: () => PART });
  const answerer = new PartnerLink(
    { port: port2, claims, side: 1 },
    {
      partState: () => answererAt,
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

  it('gives the part the partner ran', async () => {
    const { asker, taken, ports } = linked();
    open.push(...ports);
    const read = delivered(ports[1]);
    const settle = asker.ask(ASK, AT);
    await read;
    const part = await settle();
    expect(taken).toEqual([ASK]);
    expect(part).toEqual(PART);
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

  it('leaves the part to the asker when the partner is behind its changes or numbers facets otherwise', async () => {
    for (const other of [
      { ...AT, applied: { xact: '0', id: 6 } },
      { ...AT, facetValues: '13:99' },
    ]) {
      const { asker, taken, ports } = linked(other);
      open.push(...ports);
      const read = delivered(ports[1]);
      const settle = asker.ask(ASK, AT);
      await read;
      expect(await settle()).toBeNull();
      expect(taken).toEqual([]);
    }
  });

  it('settles a part the partner took when its end of the channel closes', async () => {
    const { port1, port2 } = new MessageChannel();
    open.push(port1);
    const claims = partnerClaims();
    const asker = new PartnerLink(
      { port: port1, claims, side: 0 },
      { partState: () => AT, part: () => PART },
    );
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
