import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type PageAddress, Pager } from './pager.tsx';

function render(address: string, pager: Parameters<typeof Pager>[0]) {
  return renderToString(
    <MemoryRouter initialEntries={[address]}>
      <Pager {...pager} />
    </MemoryRouter>,
  );
}

const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

/** Another page's address by its number, as the list page makes it (features/list/list-view.ts). */
const byPage: PageAddress = ({ pathname, search }, link) => `${pathname}${search}#page-${link.page}`;

describe('the pager', () => {
  it('pages search results by startPos, keeping the other parameters, as "Results pages"', () => {
    const html = render('/search/category/books?keyword=gold&startPos=20', {
      startPos: 20,
      pageSize: 20,
      total: 75,
      maxRecords: 2000,
    });
    expect(html).toContain('aria-label="Results pages"');
    expect(hrefs(html)).toEqual([
      '/search/category/books?keyword=gold',
      '/search/category/books?keyword=gold',
      '/search/category/books?keyword=gold&startPos=40',
      '/search/category/books?keyword=gold&startPos=60',
      '/search/category/books?keyword=gold&startPos=40',
    ]);
    expect(html).toMatch(/<span aria-current="page"><span class="visually-hidden">Page <\/span>2<\/span>/);
  });

  it('stops at the engine’s window: no page past maxRecords minus a page', () => {
    const html = render('/search/category/books?keyword=a', {
      startPos: 0,
      pageSize: 20,
      total: 1_000_000,
      maxRecords: 100,
    });
    expect(hrefs(html)).toEqual([
      '/search/category/books?keyword=a&startPos=20',
      '/search/category/books?keyword=a&startPos=40',
      '/search/category/books?keyword=a&startPos=60',
      '/search/category/books?keyword=a&startPos=20',
    ]);
  });

  it('offers previous and next only for websites, next as the server says', () => {
    const html = render('/search/category/websites?keyword=a&startPos=20', {
      startPos: 20,
      pageSize: 20,
      total: 40,
      maxRecords: 2000,
      previousNextOnly: true,
      hasNext: true,
    });
    expect(html).not.toContain('aria-current');
    expect(hrefs(html)).toEqual([
      '/search/category/websites?keyword=a',
      '/search/category/websites?keyword=a&startPos=40',
    ]);
  });

  it('pages a list by its own addresses and name, with no window', () => {
    const html = render('/list/7?sort=TITLE&page=2', {
      startPos: 25,
      pageSize: 25,
      total: 5000,
      label: 'List pages',
      address: byPage,
    });
    expect(html).toContain('aria-label="List pages"');
    const links = hrefs(html);
    expect(links[0]).toBe('/list/7?sort=TITLE&page=2#page-1');
    expect(links.slice(1, -1)).toEqual(
      [1, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => `/list/7?sort=TITLE&page=2#page-${n}`),
    );
    expect(links.at(-1)).toBe('/list/7?sort=TITLE&page=2#page-3');
    expect(html).toContain('Next<span class="visually-hidden"> page</span>');
  });

  it('is not there when everything fits on one page', () => {
    expect(render('/list/7', { startPos: 0, pageSize: 25, total: 25, address: byPage })).toBe('');
  });
});
