/** A small seeded pseudo-random generator (mulberry32): the same seed gives the same corpus. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('cannot pick from an empty list');
    return list[Math.floor(this.next() * list.length)]!;
  }

  /** Picks with a Zipf-like skew: early entries (the most frequent in the real data) come up more. */
  pickSkewed<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('cannot pick from an empty list');
    const index = Math.floor(list.length * Math.pow(this.next(), 2.2));
    return list[Math.min(index, list.length - 1)]!;
  }

  weighted<T extends string>(weights: Readonly<Record<T, number>>): T {
    const entries = Object.entries(weights) as [T, number][];
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [key, weight] of entries) {
      roll -= weight;
      if (roll < 0) return key;
    }
    return entries.at(-1)![0];
  }
}
