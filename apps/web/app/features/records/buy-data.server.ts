import {
  BookshopListSchema,
  BookshopSearchListSchema,
  CACHE_SECONDS,
  OtherSupplierListSchema,
  type Version,
  showBuy,
} from '@trove/contracts';
import { apiGet } from '../../lib/api.ts';
import { cached } from '../../lib/cache.server.ts';
import type { BuyData } from './buy-view.ts';

/**
 * The Buy panel's data for one edition (ADR 011): the searches at each configured bookshop and the
 * other suppliers. Null when Buy does not apply; `failed` when any call failed, so the panel says
 * so in the spec's words rather than showing a partial list as if it were complete.
 */
export async function loadBuy(workId: number, edition: Version | undefined): Promise<BuyData | null> {
  if (!edition || !showBuy(edition)) return null;
  const base = `/work/${workId}/version/${edition.id}`;
  const [shops, suppliers] = await Promise.all([
    cached('bookshops', CACHE_SECONDS.bookshops, () => apiGet('/bookshops', BookshopListSchema)),
    apiGet(`${base}/suppliers`, OtherSupplierListSchema),
  ]);
  if (!shops.ok || !suppliers.ok) return { searches: [], suppliers: [], failed: true };
  const results = await Promise.all(
    shops.data.map((shop) =>
      apiGet(`${base}/bookshops/${encodeURIComponent(shop.id)}`, BookshopSearchListSchema),
    ),
  );
  if (results.some((r) => !r.ok)) return { searches: [], suppliers: [], failed: true };
  return {
    searches: results.flatMap((r) => (r.ok ? r.data : [])),
    suppliers: suppliers.data,
    failed: false,
  };
}
