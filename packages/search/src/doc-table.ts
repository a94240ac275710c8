import { CATEGORY_KEYS, FIXED_CATEGORY, kindOfRowid } from './documents.ts';
import { FacetTable } from './facet-table.ts';
import type { IndexDb } from './index-file.ts';
import type { Standing } from './ranking.ts';

const NO_DATE = -2147483648;
const OTHER = 255;

/** A 0-to-1 figure in 255ths: a byte a record is plenty for ordering equal matches. */
const toByte = (figure: number) => Math.round(Math.min(1, Math.max(0, figure)) * 255);

/** A typed array that grows to fit the largest id written. */
class Column<T extends Int32Array | Uint8Array> {
  constructor(
    private data: T,
    private readonly make: (size: number) => T,
    private readonly empty: number,
  ) {}
  get length(): number {
    return this.data.length;
  }
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

/** What DocTable keeps of one record. */
export interface DocColumns {
  category: string;
  sortKey: number | null;
  birthKey: number | null;
  deathKey: number | null;
  facets: readonly string[];
  /** OCR noise of the record's text, 0 (clean or none) to 1 (all noise): ocr-noise in @trove/db. */
  noise: number;
  /** A person's prominence, 0 to 1 (documents.ts); 0 for other records. */
  prominence: number;
}

/**
 * Per-record columns held in memory, indexed by the row id: a work's collection, every record's
 * sort date, people's birth and death, and the facet values. Counting the matches of a query per
 * collection or per facet term, filtering and sorting them by date then cost one pass over the
 * matching row ids instead of a join per match.
 */
export class DocTable {
  private readonly categories = new Column(new Uint8Array(0), (n) => new Uint8Array(n), OTHER);
  private readonly sortKeys = new Column(new Int32Array(0), (n) => new Int32Array(n), NO_DATE);
  private readonly births = new Column(new Int32Array(0), (n) => new Int32Array(n), NO_DATE);
  private readonly deaths = new Column(new Int32Array(0), (n) => new Int32Array(n), NO_DATE);
  /** Noise and prominence in 255ths (toByte). */
  private readonly noise = new Column(new Uint8Array(0), (n) => new Uint8Array(n), 0);
  private readonly prominence = new Column(new Uint8Array(0), (n) => new Uint8Array(n), 0);
  readonly facets = new FacetTable();
  private size = 0;
  /** Each collection's middle row id ('' for all records), and the changes since it was found. */
  private middles: Map<string, number> | null = null;
  private changesSinceMiddles = 0;

  static load(db: IndexDb): DocTable {
    const table = new DocTable();
    const rows = db
      .prepare('SELECT rowid, category, sort_key, birth_key, death_key, facets, noise, prominence FROM doc')
      .raw()
      .iterate() as Iterable<
      [number, string, number | null, number | null, number | null, string, number, number]
    >;
    for (const [rowid, category, sortKey, birthKey, deathKey, facets, noise, prominence] of rows) {
      table.set(rowid, {
        category,
        sortKey,
        birthKey,
        deathKey,
        facets: facets ? facets.split('\n') : [],
        noise,
        prominence,
      });
    }
    return table;
  }

  get count(): number {
    return this.size;
  }

  set(rowid: number, doc: DocColumns): void {
    if (!this.has(rowid)) this.size += 1;
    this.changesSinceMiddles += 1;
    const code = CATEGORY_KEYS.indexOf(doc.category);
    this.categories.set(rowid, code === -1 ? OTHER - 1 : code);
    this.sortKeys.set(rowid, doc.sortKey ?? NO_DATE + 1);
    this.births.set(rowid, doc.birthKey ?? NO_DATE);
    this.deaths.set(rowid, doc.deathKey ?? NO_DATE);
    this.facets.set(rowid, doc.facets);
    this.noise.set(rowid, toByte(doc.noise));
    this.prominence.set(rowid, toByte(doc.prominence));
  }

  delete(rowid: number): void {
    if (this.has(rowid)) this.size -= 1;
    this.changesSinceMiddles += 1;
    this.categories.set(rowid, OTHER);
    this.sortKeys.set(rowid, NO_DATE);
    this.births.set(rowid, NO_DATE);
    this.deaths.set(rowid, NO_DATE);
    this.facets.delete(rowid);
    this.noise.set(rowid, 0);
    this.prominence.set(rowid, 0);
  }

  /**
   * The row id at or below which half of the collection's records lie (half of all records for
   * several collections or none): where a search is split between two workers. Found again once a
   * twentieth of the records have changed; it decides only how evenly the two share the work.
   */
  middleOf(categories: readonly string[] | null): number {
    if (!this.middles || this.changesSinceMiddles * 20 > this.size) {
      this.middles = this.findMiddles();
      this.changesSinceMiddles = 0;
    }
    const [only] = categories ?? [];
    const key = only !== undefined && categories?.length === 1 ? only : '';
    return this.middles.get(key) ?? this.middles.get('') ?? 0;
  }

  private findMiddles(): Map<string, number> {
    const limit = this.sortKeys.length;
    const totals = new Map<string, number>();
    for (let rowid = 0; rowid < limit; rowid += 1) {
      if (!this.has(rowid)) continue;
      const category = this.categoryOf(rowid) ?? '';
      totals.set(category, (totals.get(category) ?? 0) + 1);
    }
    const seen = new Map<string, number>();
    const middles = new Map<string, number>();
    let all = 0;
    for (let rowid = 0; rowid < limit; rowid += 1) {
      if (!this.has(rowid)) continue;
      const category = this.categoryOf(rowid) ?? '';
      const n = (seen.get(category) ?? 0) + 1;
      seen.set(category, n);
      if (n === Math.ceil((totals.get(category) ?? 0) / 2)) middles.set(category, rowid);
      all += 1;
      if (all === Math.ceil(this.size / 2)) middles.set('', rowid);
    }
    return middles;
  }

  /** The record's OCR noise and prominence, each 0 to 1. */
  standingOf(rowid: number): Standing {
    return { noise: this.noise.get(rowid) / 255, prominence: this.prominence.get(rowid) / 255 };
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

  birthKeyOf(rowid: number): number | null {
    const key = this.births.get(rowid);
    return key === NO_DATE ? null : key;
  }

  deathKeyOf(rowid: number): number | null {
    const key = this.deaths.get(rowid);
    return key === NO_DATE ? null : key;
  }

  /** The date sort key; records without a date sort after every dated one, whichever the direction. */
  sortKeyOf(rowid: number): number | null {
    const key = this.sortKeys.get(rowid);
    return key <= NO_DATE + 1 ? null : key;
  }
}
