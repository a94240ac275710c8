/**
 * Serialised answers of GET calls whose result depends only on their address and the search
 * index: a repeated search (paging back, a shared link opened again) is sent as the same bytes
 * without searching or serialising again. Keys carry the index's change id, so any change to the
 * catalogue leaves old answers unused; the oldest entries make way past `capacity`.
 */
export class AnswerCache {
  private readonly entries = new Map<string, string>();

  constructor(private readonly capacity: number) {}

  get(key: string): string | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, json: string): void {
    this.entries.set(key, json);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value ?? '');
  }
}
