import type { KeptAnswer } from './kept-answer.ts';

/**
 * Answers of GET calls whose result depends only on their address and the search index, kept with
 * their ETag and compressed copies: a repeated search (paging back, a shared link opened again) is
 * sent as the same bytes without searching, serialising or compressing again. Keys carry the
 * index's change id, so any change to the catalogue leaves old answers unused; the least recently
 * used answers make way past `maxChars` (a bound on memory rather than on answers: a page of
 * results is a few kilobytes of text).
 */
export class AnswerCache {
  private readonly entries = new Map<string, KeptAnswer>();
  private chars = 0;

  constructor(private readonly maxChars: number) {}

  get(key: string): KeptAnswer | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, answer: KeptAnswer): void {
    const size = sizeOf(key, answer);
    if (size > this.maxChars / 8) return;
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.chars -= sizeOf(key, old);
      this.entries.delete(key);
    }
    this.entries.set(key, answer);
    this.chars += size;
    for (const [oldest, kept] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.entries.delete(oldest);
      this.chars -= sizeOf(oldest, kept);
    }
  }
}

/**
 * The key and the text, and half the text again for the compressed copies the answer may come to
 * hold (brotli and gzip of JSON are each well under a quarter of it).
 */
const sizeOf = (key: string, answer: KeptAnswer) => key.length + Math.ceil(answer.json.length * 1.5);
