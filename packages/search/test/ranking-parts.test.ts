import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  holdsAsTyped,
  mergeCandidates,
  partCandidates,
  rankRows,
  RERANK_BLOCK,
  type RankSource,
} from '../src/ranking.ts';
import type { Scored } from '../src/table-queries.ts';

/** A collection's matches in bm25 order, some of them equal to the query by name. */
function source(scored: readonly Scored[], exact: readonly number[]): RankSource {
  const ordered = [...scored].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  return {
    exact: () => ordered.filter(([rowid]) => exact.includes(rowid)).map(([rowid]) => rowid),
    top: (limit) => ordered.slice(0, limit),
    all: () => ordered,
    titles: (rowids) => new Map(rowids.map((r) => [r, r % 3 === 0 ? 'gold' : 'other'])),
  };
}
const standing = (rowid: number) => ({ noise: (rowid % 5) / 10, prominence: (rowid % 4) / 4 });

/** A search's matches: few distinct scores, so ties abound, as in the index. */
const matches = fc
  .uniqueArray(fc.integer({ min: 1, max: 400 }), { maxLength: 260, size: 'max' })
  .chain((rowids) =>
    fc.record({
      scored: fc.tuple(...rowids.map((r) => fc.integer({ min: -12, max: -1 }).map((s): Scored => [r, s]))),
      // Often more exact matches than a page, as for a common title ('Gold').
      exact: fc.subarray(rowids, { minLength: Math.floor(rowids.length / 3) }),
    }),
  );

describe('a search split in two parts of its row ids', () => {
  it('ranks a page exactly as the whole does, filtered or not, at any split', () => {
    fc.assert(
      fc.property(
        matches,
        fc.integer({ min: 0, max: 401 }),
        fc.integer({ min: 1, max: RERANK_BLOCK * 3 }),
        fc.option(fc.integer({ min: 2, max: 5 })),
        ({ scored, exact }, middle, wanted, modulus) => {
          const filter = modulus === null ? null : (rowid: number) => rowid % modulus !== 0;
          const all = source(scored, exact);
          const whole = rankRows(all, filter, wanted, standing, ['gold']);
          // Each part reads its own rows' scores; the exact matches are looked up by name, in all rows.
          const parts = [(r: number) => r <= middle, (r: number) => r > middle].map((inPart) => {
            const own = {
              ...source(
                scored.filter(([r]) => inPart(r)),
                exact,
              ),
              exact: all.exact,
            };
            return partCandidates(own, filter, wanted, inPart);
          });
          const merged = mergeCandidates(parts);
          const joined: RankSource = {
            ...all,
            top: (limit) => merged.slice(0, limit),
            all: () => merged,
          };
          expect(rankRows(joined, filter, wanted, standing, ['gold'])).toEqual(whole);
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** The test as first written: each typed word sought in the title by a Unicode regular expression. */
function regexAsTyped(title: string, typed: readonly string[]): boolean {
  const words = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const wanted = typed.flatMap(words);
  if (wanted.length === 0) return false;
  const plain = /[\u0080-\uffff]/.test(title) ? title.normalize('NFKD').replace(/\p{M}/gu, '') : title;
  return wanted.every((w) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu').test(
      plain,
    ),
  );
}

describe('a title holding the words as typed', () => {
  it('is told as the regular expressions told it, in any script, case and accents', () => {
    const letters = fc.constantFrom(...'aAeEéÉiIıİoOsSσΣςßẞkKøØüÜſﬁ\u212A1 -’.'.split(''), 'e\u0301', 'Å');
    const text = fc.array(letters, { maxLength: 24 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(text, fc.array(text, { minLength: 1, maxLength: 3 }), (title, typed) => {
        expect(holdsAsTyped(title, typed)).toBe(regexAsTyped(title, typed));
      }),
      { numRuns: 2000 },
    );
  });
});
