import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { KeptAnswer, asksFresh } from './kept-answer.ts';

describe('a kept answer', () => {
  const answer = new KeptAnswer(JSON.stringify({ works: Array.from({ length: 50 }, (_, id) => ({ id })) }));

  it('holds the same answer in every encoding, each made once', () => {
    const br = answer.body('br');
    const gzip = answer.body('gzip');
    expect(answer.body('br')).toBe(br);
    expect(answer.body('gzip')).toBe(gzip);
    expect(brotliDecompressSync(br).toString('utf8')).toBe(answer.json);
    expect(gunzipSync(gzip).toString('utf8')).toBe(answer.json);
    expect(answer.body('identity')).toBe(answer.json);
  });

  it('has a weak ETag that changes with its text', () => {
    expect(answer.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(new KeptAnswer(answer.json).etag).toBe(answer.etag);
    expect(new KeptAnswer(`${answer.json} `).etag).not.toBe(answer.etag);
  });
});

describe('asking for a fresh answer', () => {
  it('reads no-cache among the Cache-Control directives, or in Pragma', () => {
    expect(asksFresh({ 'cache-control': 'no-cache' })).toBe(true);
    expect(asksFresh({ 'cache-control': 'max-age=0, No-Cache' })).toBe(true);
    expect(asksFresh({ pragma: 'no-cache' })).toBe(true);
    expect(asksFresh({})).toBe(false);
    expect(asksFresh({ 'cache-control': 'max-age=0' })).toBe(false);
    expect(asksFresh({ 'cache-control': 'no-cache-please, no-store' })).toBe(false);
  });
});
