/**
 * Serialised answers of GET calls whose result depends only on their address and the search
 * index: a repeated search (paging back, a shared link opened again) is sent as the same bytes
 * without searching or serialising again. Keys carry the index's change id, so any change to the
 * catalogue leaves old answers unused; the least recently used answers make way past `maxChars`
 * of text (a bound on memory rather than on answers: a page of results is a few kilobytes).
 */
export class AnswerCache {
  private readonly entries = new Map<string, string>();
  private chars = 0;

  constructor(private readonly maxChars: number) {}

  get(key: string): string | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, json: string): void {
    const size = key.length + json.length;
    if (size > this.maxChars / 8) return;
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.chars -= key.length + old.length;
      this.entries.delete(key);
    }
    this.entries.set(key, json);
    this.chars += size;
    for (const [oldest, kept] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.entries.delete(oldest);
      this.chars -= oldest.length + kept.length;
    }
  }
}
