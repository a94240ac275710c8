import type { SearchEngine, SearchRequest, WidenedPage } from './engine.ts';

/**
 * Spec 01 §4: a collection search that finds nothing because of its limits is redone without the
 * limit causing it: the last named limit whose removal finds something, or else all of them. The
 * redo answers the page that was asked for, so paging through it (the limits still in the address)
 * moves on like any search. Run by one engine, so a worker answers every try in one call.
 */
export async function searchWideningWith(
  engine: Pick<SearchEngine, 'search'>,
  request: SearchRequest,
): Promise<WidenedPage> {
  const page = await engine.search(request);
  const { limits } = request.terms;
  if (page.total > 0 || limits.length === 0) return { page, removedLimits: [] };
  const without = (kept: typeof limits) =>
    engine.search({ ...request, terms: { ...request.terms, limits: kept } });
  for (let i = limits.length - 1; i >= 0; i -= 1) {
    const retry = await without(limits.filter((_, j) => j !== i));
    if (retry.total > 0) return { page: retry, removedLimits: [limits[i]?.key ?? ''] };
  }
  const bare = await without([]);
  return bare.total > 0
    ? { page: bare, removedLimits: limits.map((l) => l.key) }
    : { page, removedLimits: [] };
}
