import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEPARATOR } from '../src/facet-values.ts';
import { FacetTable } from '../src/facet-table.ts';
import { addCounts, countsOfTally, type ValueCounts } from '../src/value-counts.ts';

const CODES = ['format', 'decade', 'subject'] as const;

/** Records' facet values: few terms per code, so rows share values. */
const records = fc.array(
  fc.uniqueArray(
    fc
      .tuple(fc.constantFrom(...CODES), fc.integer({ min: 0, max: 6 }))
      .map(([code, n]) => `${code}${SEPARATOR}${n}`),
    { maxLength: 6 },
  ),
  { maxLength: 60 },
);

const asMap = ({ ids, counts }: ValueCounts) => new Map([...ids].map((id, i) => [id, counts[i]]));

/** What counting means: each wanted value, the rows holding it, one row at a time. */
function countedOneByOne(table: FacetTable, rows: readonly number[], wanted: ReadonlySet<number>) {
  const counts = new Map<number, number>();
  for (const rowid of rows)
    table.forEachValue(rowid, (value) => {
      if (wanted.has(table.codeOf(value))) counts.set(value, (counts.get(value) ?? 0) + 1);
    });
  return counts;
}

describe('facet counting', () => {
  it('counts each wanted value over the rows asked, rows without values and unknown rows included', () => {
    fc.assert(
      fc.property(
        records,
        fc.array(fc.integer({ min: 0, max: 80 })),
        fc.subarray([...CODES]),
        (values, rows, codes) => {
          const table = new FacetTable();
          values.forEach((v, i) => table.set(i + 1, v));
          const wanted = new Set(codes.map((c) => table.codeId(c)).filter((id) => id !== undefined));
          const counted = table.count(rows, wanted);
          expect(asMap(counted)).toEqual(countedOneByOne(table, rows, wanted));
          expect([...counted.ids]).toEqual([...counted.ids].sort((a, b) => a - b));
        },
      ),
    );
  });

  it('counts values added after an earlier count of the same facets', () => {
    const table = new FacetTable();
    table.set(1, [`format${SEPARATOR}Book`]);
    const format = new Set([table.codeId('format') ?? -1]);
    expect(asMap(table.count([1], format))).toEqual(new Map([[0, 1]]));
    table.set(2, [`format${SEPARATOR}Map`]);
    expect(asMap(table.count([1, 2], format))).toEqual(
      new Map([
        [0, 1],
        [1, 1],
      ]),
    );
  });

  it("adds two parts' counts as the counts of their rows together", () => {
    const tally = fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 40 }).map((t) => Uint32Array.from(t));
    fc.assert(
      fc.property(tally, tally, (a, b) => {
        const both = Uint32Array.from(
          { length: Math.max(a.length, b.length) },
          (_, i) => (a[i] ?? 0) + (b[i] ?? 0),
        );
        expect(asMap(addCounts(countsOfTally(a), countsOfTally(b)))).toEqual(asMap(countsOfTally(both)));
      }),
    );
  });
});
