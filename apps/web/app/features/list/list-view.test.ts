import { describe, expect, it } from 'vitest';
import { LIST_LIMITS } from '@trove/contracts';
import {
  addedText,
  authorsShown,
  clampedAddress,
  editionsText,
  holdingsText,
  itemLink,
  itemsQuery,
  moreText,
  pageHref,
  readListView,
} from './list-view.ts';

const view = (search: string) => readListView(new URLSearchParams(search));

describe('the list page state in the address', () => {
  it('reads sort, descending, filters, words and page, leaving out what the page does not offer', () => {
    expect(view('sort=TITLE&desc=true&type=newspaper&lang=English&date=1890s&q=%20gold%20&page=3')).toEqual({
      page: '3',
      sort: 'TITLE',
      desc: true,
      type: 'newspaper',
      lang: 'English',
      date: '1890s',
      q: 'gold',
    });
    expect(view('sort=POPULAR&desc=yes&type=map&q=%20%20')).toEqual({
      page: null,
      sort: 'DEFAULT',
      desc: false,
      type: null,
      lang: null,
      date: null,
      q: null,
    });
  });

  it('cuts words within the list at the limit the API takes', () => {
    expect(view(`q=${'a'.repeat(500)}`).q).toHaveLength(LIST_LIMITS.searchWithin);
  });

  it('asks the items call for only what narrows or orders, and only a page that is a number', () => {
    expect(itemsQuery(view('sort=DEFAULT&page=2'))).toEqual({ page: '2' });
    expect(itemsQuery(view('sort=DATE&desc=true&page=abc&q=x'))).toEqual({
      sort: 'DATE',
      desc: 'true',
      q: 'x',
    });
  });
});

describe('page links', () => {
  it('omit page 1 and keep every other parameter', () => {
    expect(pageHref('/list/5', '?q=gold&page=3', 1)).toBe('/list/5?q=gold');
    expect(pageHref('/list/5', '?q=gold', 4)).toBe('/list/5?q=gold&page=4');
  });

  it('send a page out of range, page 1 written out or words to the clamped page (spec 03 §2)', () => {
    expect(clampedAddress('/list/5', '?page=99&sort=TITLE', 3)).toBe('/list/5?page=3&sort=TITLE');
    expect(clampedAddress('/list/5', '?page=0', 1)).toBe('/list/5');
    expect(clampedAddress('/list/5', '?page=1', 1)).toBe('/list/5');
    expect(clampedAddress('/list/5', '?page=two', 1)).toBe('/list/5');
    expect(clampedAddress('/list/5', '?page=2', 2)).toBeNull();
    expect(clampedAddress('/list/5', '', 1)).toBeNull();
  });
});

describe('an item’s texts', () => {
  it('shows authors up to the display limit, then +N more', () => {
    const authors = [
      'Lawson, Henry',
      'Paterson, A. B.',
      'Gilmore, Mary',
      'Franklin, Miles',
      'Baynton, Barbara',
    ];
    const { shown, more } = authorsShown(authors);
    expect(shown).toEqual(authors.slice(0, LIST_LIMITS.authorsShown));
    expect(more).toBe(authors.length - LIST_LIMITS.authorsShown);
    expect(moreText(more)).toBe(`+${authors.length - LIST_LIMITS.authorsShown} more`);
    expect(authorsShown(['One'])).toEqual({ shown: ['One'], more: 0 });
  });

  it('names the single library holding an item, or counts the libraries', () => {
    expect(holdingsText({ numHoldings: 1, singleHoldingName: 'State Library of Victoria' })).toBe(
      'Held by State Library of Victoria',
    );
    expect(holdingsText({ numHoldings: 1234, singleHoldingName: null })).toBe('Held by 1,234 libraries');
    expect(holdingsText({ numHoldings: 1, singleHoldingName: null })).toBe('Held by 1 library');
    expect(holdingsText({ numHoldings: 0, singleHoldingName: null })).toBeNull();
    expect(holdingsText({ numHoldings: null, singleHoldingName: null })).toBeNull();
  });

  it('counts editions of a work from two', () => {
    expect(editionsText(1)).toBeNull();
    expect(editionsText(12)).toBe('12 editions');
  });

  it('says who added an item and when, and when it changed', () => {
    const item = { createdBy: { fullUserId: 'ann', displayName: 'Ann' }, created: '2026-03-04T10:00:00Z' };
    expect(addedText({ ...item, updated: '2026-03-04T12:00:00Z' })).toBe('Added by Ann on 4 March 2026');
    expect(addedText({ ...item, updated: '2026-05-01T00:00:00Z' })).toBe(
      'Added by Ann on 4 March 2026, updated on 1 May 2026',
    );
  });

  it('links portal paths and web addresses, never a script address or a deleted record', () => {
    expect(itemLink({ deliverySystemLink: '/work/12', missing: false })).toEqual({
      kind: 'internal',
      to: '/work/12',
    });
    expect(itemLink({ deliverySystemLink: 'https://example.org/a', missing: false })).toEqual({
      kind: 'external',
      href: 'https://example.org/a',
    });
    expect(itemLink({ deliverySystemLink: 'javascript:alert(1)', missing: false })).toBeNull();
    expect(itemLink({ deliverySystemLink: '//evil.example/x', missing: false })).toBeNull();
    expect(itemLink({ deliverySystemLink: '/work/12', missing: true })).toBeNull();
  });
});
