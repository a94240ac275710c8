import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type PageAddress, Pager } from './pager.tsx';

type PagerProps = Parameters<typeof Pager>[0];

/** The pager at an address: its markup and the addresses its links lead to, in order. */
function render(address: string, props: PagerProps) {
  const html = renderToString(
    <MemoryRouter initialEntries={[address]}>
      <Pager {...props} />
    </MemoryRouter>,
  );
  return { html, hrefs: [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')) };
}

/** Search results: 20 a page, the engine's window of 2,000. */
const results = (startPos: number, total: number, more: Partial<PagerProps> = {}): PagerProps => ({
  startPos,
  pageSize: 20,
  total,
  maxRecords: 2000,
  ...more,
});

/** Another page's address by its number, as the list page makes it (features/list/list-view.ts). */
const byPage: PageAddress = ({ pathname, search }, link) => `${pathname}${search}#page-${link.page}`;

describe('the pager', () => {
  it('pages search results by startPos, keeping the other parameters, as "Results pages"', () => {
    const books = '/search/category/books?keyword=gold';
    const { html, hrefs } = render(`${books}&startPos=20`, results(20, 75));
    expect(html).toContain('aria-label="Results pages"');
    expect(hrefs).toEqual([
      books,
      books,
      `${books}&startPos=40`,
      `${books}&startPos=60`,
      `${books}&startPos=40`,
    ]);
    expect(html).toMatch(/<span aria-current="page"><span class="visually-hidden">Page <\/span>2<\/span>/);
  });

  it('stops at the engine’s window: no page past maxRecords minus a page', () => {
    const { hrefs } = render('/search/category/books?keyword=a', results(0, 1_000_000, { maxRecords: 100 }));
    expect(hrefs).toEqual([20, 40, 60, 20].map((n) => `/search/category/books?keyword=a&startPos=${n}`));
  });

  it('offers previous and next only for websites, next as the server says', () => {
    const websites = '/search/category/websites?keyword=a';
    const { html, hrefs } = render(
      `${websites}&startPos=20`,
      results(20, 40, { previousNextOnly: true, hasNext: true }),
    );
    expect(html).not.toContain('aria-current');
    expect(hrefs).toEqual([websites, `${websites}&startPos=40`]);
  });

  it('pages a list by its own addresses and name, with no window', () => {
    const { html, hrefs } = render('/list/7?sort=TITLE&page=2', {
      startPos: 25,
      pageSize: 25,
      total: 5000,
      label: 'List pages',
      address: byPage,
    });
    expect(html).toContain('aria-label="List pages"');
    // Previous, pages 1 to 10 but the current one, next.
    expect(hrefs).toEqual(
      [1, 1, 3, 4, 5, 6, 7, 8, 9, 10, 3].map((n) => `/list/7?sort=TITLE&page=2#page-${n}`),
    );
    expect(html).toContain('Next<span class="visually-hidden"> page</span>');
  });

  it('is not there when everything fits on one page', () => {
    expect(render('/list/7', { startPos: 0, pageSize: 25, total: 25, address: byPage }).html).toBe('');
    expect(render('/search/category/books?keyword=a', results(0, 20)).html).toBe('');
  });
});
