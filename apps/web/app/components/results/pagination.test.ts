import { describe, expect, it } from 'vitest';
import { paginate } from './pagination.ts';

describe('pagination', () => {
  it('counts pages as ceil(total / page size)', () => {
    const p = paginate(0, 20, 41, 10_000);
    expect(p.pageCount).toBe(3);
    expect(p.pages.map((x) => x.page)).toEqual([1, 2, 3]);
    expect(p.previous).toBeNull();
    expect(p.next).toEqual({ page: 2, startPos: 20 });
  });

  it('shows at most 10 page links around the current page', () => {
    const p = paginate(400, 20, 5000, 100_000);
    expect(p.current).toBe(21);
    expect(p.pages).toHaveLength(10);
    expect(p.pages[0]?.page).toBe(16);
    expect(p.pages.at(-1)?.page).toBe(25);
  });

  it('caps the total at maxRecords minus a page', () => {
    const p = paginate(0, 20, 1_000_000, 2000);
    expect(p.pageCount).toBe(99);
  });

  it('has one page for few results', () => {
    expect(paginate(0, 20, 0, 2000).pageCount).toBe(1);
  });
});
