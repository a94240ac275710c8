import { CATEGORY_KEYS, FIXED_CATEGORY, kindOfRowid } from './documents.ts';
import type { IndexDb } from './index-file.ts';

const NO_DATE = -2147483648;
const OTHER = 255;

/** A typed array that grows to fit the largest id written. */
class Column<T extends Int32Array | Uint8Array> {
  constructor(
    private data: T,
    private readonly make: (size: number) => T,
    private readonly empty: number,
  ) {}
  get(i: number): number {
    return i < this.data.length ? (this.data[i] ?? this.empty) : this.empty;
  }
  set(i: number, value: number): void {
    if (i >= this.data.length) {
      const next = this.make(Math.max(i + 1, this.data.length * 2));
      next.fill(this.empty);
      next.set(this.data);
      this.data = next;
    }
    this.data[i] = value;
  }
}

/**
 * Per-record columns held in memory: a work's collection and every record's sort date, indexed by
 * the row id. Counting the matches of a query per collection, and sorting them by date, then costs
 * one pass over the matching row ids instead of a join per match.
 */
export class DocTable {
  private readonly categories = new Column(new Uint8Array(0), (n) => new Uint8Array(n), OTHER);
  private readonly sortKeys = new Column(new Int32Array(0), (n) => new Int32Array(n), NO_DATE);
  private size = 0;

  static load(db: IndexDb): DocTable {
    const table = new DocTable();
    const rows = db.prepare('SELECT rowid, category, sort_key FROM doc').raw().iterate() as Iterable<
      [number, string, number | null]
    >;
    for (const [rowid, category, sortKey] of rows) table.set(rowid, category, sortKey);
    return table;
  }

  get count(): number {
    return this.size;
  }

  set(rowid: number, category: string, sortKey: number | null): void {
    if (!this.has(rowid)) this.size += 1;
    const code = CATEGORY_KEYS.indexOf(category);
    this.categories.set(rowid, code === -1 ? OTHER - 1 : code);
    this.sortKeys.set(rowid, sortKey ?? NO_DATE + 1);
  }

  delete(rowid: number): void {
    if (this.has(rowid)) this.size -= 1;
    this.categories.set(rowid, OTHER);
    this.sortKeys.set(rowid, NO_DATE);
  }

  /** Present documents always hold a sort key above NO_DATE (NO_DATE + 1 stands for "no date"). */
  has(rowid: number): boolean {
    return this.sortKeys.get(rowid) !== NO_DATE;
  }

  categoryOf(rowid: number): string | undefined {
    const { kind } = kindOfRowid(rowid);
    if (kind !== 'work') return FIXED_CATEGORY[kind];
    return CATEGORY_KEYS[this.categories.get(rowid)];
  }

  /** The date sort key; records without a date sort after every dated one, whichever the direction. */
  sortKeyOf(rowid: number): number | null {
    const key = this.sortKeys.get(rowid);
    return key <= NO_DATE + 1 ? null : key;
  }
}
