import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

describe('the answer cache', () => {
  it('keeps answers up to its size in text, letting the least recently used go first', () => {
    const cache = new AnswerCache(80);
    const keys = 'abcdefgh'.split('');
    for (const key of keys) cache.set(key, key.repeat(9));
    expect(keys.every((key) => cache.get(key) === key.repeat(9))).toBe(true);
    cache.get('a');
    cache.set('i', 'i'.repeat(9));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('a'.repeat(9));
    expect(cache.get('i')).toBe('i'.repeat(9));
  });

  it('replaces an answer kept under the same key without counting it twice', () => {
    const cache = new AnswerCache(80);
    for (let i = 0; i < 10; i++) cache.set('a', 'a'.repeat(9));
    for (const key of 'bcdefgh'.split('')) cache.set(key, key.repeat(9));
    expect(cache.get('a')).toBe('a'.repeat(9));
    expect(cache.get('b')).toBe('b'.repeat(9));
  });

  it('does not keep an answer larger than an eighth of its size', () => {
    const cache = new AnswerCache(80);
    cache.set('big', 'x'.repeat(8));
    expect(cache.get('big')).toBeUndefined();
  });
});
