import { LIMITS } from '@trove/contracts';

export interface PageLink {
  page: number;
  startPos: number;
}

export interface Pagination {
  current: number;
  pageCount: number;
  pages: PageLink[];
  previous: PageLink | null;
  next: PageLink | null;
}

/**
 * Spec 01 §9: rows = ceil(total / page size), with the total capped at maxRecords minus a page
 * (the engine cannot page past its window); up to 10 page links around the current page.
 */
export function paginate(startPos: number, pageSize: number, total: number, maxRecords: number): Pagination {
  const reachable = maxRecords > pageSize ? Math.min(total, maxRecords - pageSize) : total;
  const pageCount = Math.max(1, Math.ceil(reachable / pageSize));
  const current = Math.min(pageCount, Math.floor(startPos / pageSize) + 1);
  const span = LIMITS.paginatorLinks;
  let first = Math.max(1, current - Math.floor(span / 2));
  const last = Math.min(pageCount, first + span - 1);
  first = Math.max(1, last - span + 1);
  const link = (page: number): PageLink => ({ page, startPos: (page - 1) * pageSize });
  const pages: PageLink[] = [];
  for (let page = first; page <= last; page += 1) pages.push(link(page));
  return {
    current,
    pageCount,
    pages,
    previous: current > 1 ? link(current - 1) : null,
    next: current < pageCount ? link(current + 1) : null,
  };
}
