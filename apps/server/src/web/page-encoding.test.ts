import { gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeParts, gzipJoined, pageBody, pageEncodingFor } from './page-encoding.ts';

describe('a page’s encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br', 'br'],
    ['br;q=1, gzip;q=0.5', 'br'],
    ['gzip;q=0, br', 'br'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['*', 'br'],
    ['GZIP', 'gzip'],
    [undefined, 'identity'],
    ['', 'identity'],
  ] as const)('for Accept-Encoding %s is %s', (header, expected) => {
    expect(pageEncodingFor(header)).toBe(expected);
  });
});

/** Text with many repeats, and now and then a byte of the nonce's placeholder (the page is then gzipped per answer). */
const repetitive = fc.string({
  unit: fc.constantFrom('<link ', 'nonce="', '">', 'a', 'é', '\u0000', ' '),
  maxLength: 40,
});

describe('a kept page’s gzip form, joined around each answer’s nonce', () => {
  it('unzips to the page with the nonce put back, for any text and nonce', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string({ unit: 'grapheme' }), repetitive), { minLength: 1, maxLength: 8 }),
        fc.base64String({ minLength: 0, maxLength: 64 }),
        (parts, nonce) => {
          const zipped = gzipJoined(encodeParts(parts, Buffer.byteLength(nonce)), nonce);
          expect(gunzipSync(zipped).toString('utf8')).toBe(parts.join(nonce));
        },
      ),
    );
  });

  it('is still right for a nonce of another length than the one it was deflated for', () => {
    const parts = ['<p>one</p><script nonce="', '">x</script><p>one</p><script nonce="', '"></script>'];
    const zipped = gzipJoined(encodeParts(parts, 24), 'short');
    expect(gunzipSync(zipped).toString()).toBe(parts.join('short'));
  });

  it('is as small as the whole page gzipped but for the first nonce, though split at dozens of nonces', () => {
    const nonce = 'k4O4WKm3Ble4rwdE8Vdi8g==';
    const preloads = Array.from(
      { length: 40 },
      (_, i) => `"><link rel="modulepreload" href="/assets/route-${i}-AbCdEf12.js" nonce="`,
    );
    const rows = Array.from(
      { length: 200 },
      (_, i) => `<li><a href="/work/${i}">The Sydney Morning Herald, issue ${i}</a></li>`,
    ).join('');
    const parts = [
      '<html><head><script nonce="',
      ...preloads,
      `">go()</script></head><body>${rows}<script nonce="`,
      '"></script></body></html>',
    ];
    const text = parts.join(nonce);
    const encoded = encodeParts(parts, nonce.length);
    // Kept in pieces: an answer joins them, it does not compress the page again.
    expect(encoded.deflated).not.toBeNull();
    const zipped = pageBody(encoded, nonce, 'gzip');
    expect(gunzipSync(zipped).toString()).toBe(text);
    expect(zipped.length).toBeLessThan(gzipSync(text, { level: 9 }).length + 64);
    // Another answer, another nonce of the same length: the same size, only the nonces differ.
    const other = pageBody(encodeParts(parts, nonce.length), 'b3RoZXJub25jZW90aGVyMDE=', 'gzip');
    expect(other.length).toBe(zipped.length);
  });

  it('is kept in pieces for a page whose nonces are farther apart than deflate reaches back', () => {
    const nonce = 'k4O4WKm3Ble4rwdE8Vdi8g==';
    // Results pages put 40 to 50 kB of rows between the scripts of the head and those at the end.
    const rows = (n: number) =>
      Array.from(
        { length: n },
        (_, i) => `<li><a href="/work/${i * 7919}">Record ${i * 104729}</a></li>`,
      ).join('');
    const parts = [
      '<html><head><script nonce="',
      `">a()</script></head><body>${rows(900)}<script nonce="`,
      `">b()</script>${rows(50)}<script nonce="`,
      `">c()</script>${rows(1200)}<script nonce="`,
      '"></script></body></html>',
    ];
    expect(Buffer.byteLength(parts[1] ?? '')).toBeGreaterThan(40_000);
    const encoded = encodeParts(parts, nonce.length);
    expect(encoded.deflated).not.toBeNull();
    const zipped = pageBody(encoded, nonce, 'gzip');
    expect(gunzipSync(zipped).toString()).toBe(parts.join(nonce));
    expect(zipped.length).toBeLessThan(gzipSync(parts.join(nonce), { level: 9 }).length * 1.03 + 64);
  });

  it('is made for each answer for a page holding a byte of the placeholder', () => {
    const parts = ['<p>\u0001</p><script nonce="', '"></script>'];
    const encoded = encodeParts(parts, 4);
    expect(encoded.deflated).toBeNull();
    expect(gunzipSync(gzipJoined(encoded, 'abcd')).toString()).toBe(parts.join('abcd'));
  });

  it('is the text itself for a client that takes no compression', () => {
    expect(pageBody(encodeParts(['a', 'b'], 1), 'N', 'identity').toString()).toBe('aNb');
  });
});
