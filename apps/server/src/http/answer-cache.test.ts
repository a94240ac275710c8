import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';
import { KeptAnswer } from './kept-answer.ts';

// Each entry counts its key, its text and half its text again for its compressed copies: 1 + 9 + 5.
const answer = (key: string) => new KeptAnswer(key.repeat(9));
const text = (found: KeptAnswer | undefined) => found?.json;

describe('the answer cache', () => {
  it('keeps answers up to its size, letting the least recently used go first', () => {
    const cache = new AnswerCache(120);
    const keys = 'abcdefgh'.split('');
    for (const key of keys) cache.set(key, answer(key));
    expect(keys.every((key) => text(cache.get(key)) === key.repeat(9))).toBe(true);
    cache.get('a');
    cache.set('i', answer('i'));
    expect(cache.get('b')).toBeUndefined();
    expect(text(cache.get('a'))).toBe('a'.repeat(9));
    expect(text(cache.get('i'))).toBe('i'.repeat(9));
  });

  it('replaces an answer kept under the same key without counting it twice', () => {
    const cache = new AnswerCache(120);
    for (let i = 0; i < 10; i++) cache.set('a', answer('a'));
    for (const key of 'bcdefgh'.split('')) cache.set(key, answer(key));
    expect(text(cache.get('a'))).toBe('a'.repeat(9));
    expect(text(cache.get('b'))).toBe('b'.repeat(9));
  });

  it('does not keep an answer larger than an eighth of its size', () => {
    const cache = new AnswerCache(120);
    cache.set('big', new KeptAnswer('x'.repeat(12)));
    expect(cache.get('big')).toBeUndefined();
  });
});
