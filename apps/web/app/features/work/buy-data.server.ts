import { CACHE_SECONDS, type Version, showBuy } from '@trove/contracts';
import { api } from '../../lib/api-client.ts';
import { cached } from '../../lib/cache.server.ts';
import type { BuyData } from './buy-view.ts';

/**
 * The Buy panel's data for one edition (ADR 011): the searches at each configured bookshop and the
 * other suppliers. Null when Buy does not apply; `failed` when any call failed, so the panel says
 * so in the spec's words rather than showing a partial list as if it were complete.
 */
export async function loadBuy(workId: number, edition: Version | undefined): Promise<BuyData | null> {
  if (!edition || !showBuy(edition)) return null;
  const ids = { id: workId, versionId: edition.id };
  const [shops, suppliers] = await Promise.all([
    cached('bookshops', CACHE_SECONDS.bookshops, () => api.bookshops.list()),
    api.bookshops.suppliers(ids),
  ]);
  if (!shops.ok || !suppliers.ok) return { searches: [], suppliers: [], failed: true };
  const results = await Promise.all(
    shops.data.map((shop) => api.bookshops.search({ ...ids, bookshopId: shop.id })),
  );
  if (results.some((r) => !r.ok)) return { searches: [], suppliers: [], failed: true };
  return {
    searches: results.flatMap((r) => (r.ok ? r.data : [])),
    suppliers: suppliers.data,
    failed: false,
  };
}
