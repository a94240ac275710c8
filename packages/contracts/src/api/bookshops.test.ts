import { describe, expect, it } from 'vitest';
import { isbnsOf, orderBookshops, showBuy } from './bookshops-rules.ts';
import { limitList, RELATED_LIMITS } from './related-rules.ts';

const edition = (
  format: string | null,
  more: { publisher?: string; isbn?: string[] } = {},
): { format: string | null; publisher: string | null; identifiers: Record<string, string[]> } => ({
  format,
  publisher: more.publisher ?? null,
  identifiers: more.isbn ? { isbn: more.isbn } : {},
});

describe('the showBuy rule', () => {
  it.each([
    ['Book', { isbn: ['0330268439'] }],
    ['Book', { publisher: 'Angus & Robertson' }],
    ['Book/Illustrated', { publisher: 'Macmillan' }],
    ['Music score', { publisher: 'Allans' }],
    ['Map', { publisher: 'Philip' }],
    ['Sound/Recorded music', { isbn: ['9780733312345'] }],
    ['Video', { publisher: 'ABC' }],
  ])('offers Buy for a published %s', (format, more) => {
    expect(showBuy(edition(format, more))).toBe(true);
  });

  it.each([
    ['Manuscript', { publisher: 'x' }],
    ['Map/Manuscript', { publisher: 'x' }],
    ['Music score/Manuscript', { publisher: 'x' }],
    ['Archived material', { publisher: 'x' }],
    ['Thesis', { publisher: 'ANU' }],
    ['Cartoon', { publisher: 'The Bulletin' }],
    ['Picture', { publisher: 'x' }],
    ['Periodical', { publisher: 'x' }],
    ['Sound/Radio broadcast', { publisher: 'ABC' }],
    ['Government publication/Press release', { publisher: 'x' }],
    [null, { publisher: 'x' }],
  ])('does not offer Buy for %s', (format, more) => {
    expect(showBuy(edition(format, more))).toBe(false);
  });

  it('needs an ISBN or a publisher to find the edition by', () => {
    expect(showBuy(edition('Book'))).toBe(false);
  });
});

describe('bookshop order and ISBNs', () => {
  it('puts the national library’s shop first, then Australian, then international, by name', () => {
    const shops = [
      { name: 'Zed', location: 'international' as const, nla: false },
      { name: 'Booktopia', location: 'australian' as const, nla: false },
      { name: 'AbeBooks', location: 'international' as const, nla: false },
      { name: 'NLA Bookshop', location: 'nla' as const, nla: true },
      { name: 'Avid Reader', location: 'australian' as const, nla: false },
    ];
    expect(orderBookshops(shops).map((s) => s.name)).toEqual([
      'NLA Bookshop',
      'Avid Reader',
      'Booktopia',
      'AbeBooks',
      'Zed',
    ]);
  });

  it('takes each ISBN once, without qualifiers, and ignores what is not an ISBN', () => {
    expect(isbnsOf({ isbn: ['0-330-26843-9 (pbk.)', '0330268439', '978033026843-1', '12345'] })).toEqual([
      '0-330-26843-9',
      '978033026843-1',
    ]);
    expect(isbnsOf({ isbn: '0330268439' })).toEqual(['0330268439']);
    expect(isbnsOf({})).toEqual([]);
  });
});

describe('related-resources limits', () => {
  const items = Array.from({ length: 20 }, (_, i) => i);
  it('shows 4 related materials, 5 part/s and related-to, 15 contents until Show all', () => {
    expect(limitList(items, RELATED_LIMITS.relatedMaterials, false)).toEqual({
      shown: [0, 1, 2, 3],
      hidden: 16,
    });
    expect(limitList(items, RELATED_LIMITS.parts, false).shown).toHaveLength(5);
    expect(limitList(items, RELATED_LIMITS.relatedTo, false).shown).toHaveLength(5);
    expect(limitList(items, RELATED_LIMITS.contents, false)).toMatchObject({ hidden: 5 });
    expect(limitList(items, RELATED_LIMITS.contents, true)).toEqual({ shown: items, hidden: 0 });
    expect(limitList([1, 2], 4, false)).toEqual({ shown: [1, 2], hidden: 0 });
  });
});
