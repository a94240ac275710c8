import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { LateModulePreloads } from './late-module-preloads.server.ts';

/** The HTML as it leaves the transform when React writes it in these chunks. */
function through(chunks: (string | Buffer)[]): Promise<string> {
  return text(Readable.from(chunks, { objectMode: false }).pipe(new LateModulePreloads()));
}

const HEAD =
  '<head><link rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/b.js"/><link rel="stylesheet" href="/assets/s.css"/></head>';

describe('module preloads at low priority', () => {
  it('asks for every module preload at low priority and leaves style sheets alone', async () => {
    const html = await through([HEAD]);
    expect(html.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(html).toContain('<link rel="stylesheet" href="/assets/s.css"/>');
  });

  it('finds a tag cut between chunks at any point', async () => {
    const expected = await through([HEAD]);
    for (let cut = 1; cut < HEAD.length; cut += 1) {
      expect(await through([HEAD.slice(0, cut), HEAD.slice(cut)])).toBe(expected);
    }
  });

  it('keeps a character whose bytes are cut between chunks', async () => {
    const bytes = Buffer.from('<p>Ngāti — “Kāi”</p>', 'utf8');
    const chunks = [...bytes].map((byte) => Buffer.from([byte]));
    expect(await through(chunks)).toBe('<p>Ngāti — “Kāi”</p>');
  });

  it('ends with what it kept back, a tag beginning included', async () => {
    expect(await through(['<p>x</p><link rel="module'])).toBe('<p>x</p><link rel="module');
  });
});
