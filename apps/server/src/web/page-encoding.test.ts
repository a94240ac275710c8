import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeParts, gzipJoined, pageBody, pageEncodingFor } from './page-encoding.ts';

describe('a page’s encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'gzip'],
    ['br', 'br'],
    ['br;q=1, gzip;q=0.5', 'br'],
    ['gzip;q=0, br', 'br'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['*', 'gzip'],
    ['GZIP', 'gzip'],
    [undefined, 'identity'],
    ['', 'identity'],
  ] as const)('for Accept-Encoding %s is %s', (header, expected) => {
    expect(pageEncodingFor(header)).toBe(expected);
  });
});

describe('a kept page’s gzip form, joined around each answer’s nonce', () => {
  it('unzips to the page with the nonce put back, for any text and nonce', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme' }), { minLength: 1, maxLength: 6 }),
        fc.base64String({ minLength: 0, maxLength: 64 }),
        (parts, nonce) => {
          const zipped = gzipJoined(encodeParts(parts), nonce);
          expect(gunzipSync(zipped).toString('utf8')).toBe(parts.join(nonce));
        },
      ),
    );
  });

  it('is one gzip member much smaller than the page it holds', () => {
    const row = '<li class="result"><a href="/work/1">The Sydney Morning Herald</a></li>';
    const parts = [
      '<html><script nonce="',
      `">go()</script>${row.repeat(200)}<script nonce="`,
      '"></script></html>',
    ];
    const zipped = pageBody(encodeParts(parts), 'bm9uY2Vub25jZW5vbmNl', 'gzip');
    const text = parts.join('bm9uY2Vub25jZW5vbmNl');
    expect(gunzipSync(zipped).toString()).toBe(text);
    expect(zipped.length).toBeLessThan(text.length / 10);
    // The same form twice: the answers differ only where their nonces do.
    const other = pageBody(encodeParts(parts), 'b3RoZXJub25jZW90aGVy', 'gzip');
    expect(other.length).toBe(zipped.length);
  });

  it('is the text itself for a client that takes no compression', () => {
    expect(pageBody(encodeParts(['a', 'b']), 'N', 'identity').toString()).toBe('aNb');
  });
});
