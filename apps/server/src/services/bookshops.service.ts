import {
  type Bookshop,
  type BookshopSearch,
  type OtherSupplier,
  type Version,
  orderBookshops,
  showBuy,
} from '@trove/contracts';
import { CONFIG_KEYS, StoredBookshopsSchema } from '../content/stored.ts';
import type { ServiceDeps } from '../deps.ts';
import { recordDeleted, recordNotFound } from '../domain/errors.ts';
import { bookshopSearches, otherSuppliers } from './bookshops-links.ts';
import { environmentConfig } from './configuration.service.ts';
import { parseStored } from './content-reader.ts';
import { versionOf } from './works.service.ts';

/** GET /bookshops: the configured directory, national library's shop first (ADR 011). */
export async function listBookshops(deps: ServiceDeps<'content'>): Promise<Bookshop[]> {
  const json = await deps.store.content.getConfigEntry(CONFIG_KEYS.bookshops);
  if (json === undefined) return [];
  return orderBookshops(
    parseStored(StoredBookshopsSchema, json, CONFIG_KEYS.bookshops, deps.config.productName),
  );
}

interface EditionIds {
  raw: { id: string; versionId: string };
  workId: number;
  versionId: number;
}

/** The edition a Buy call names: 404 for a missing work or a version of another work, 410 deleted. */
async function edition(deps: ServiceDeps<'records'>, ids: EditionIds): Promise<Version> {
  const record = await deps.store.records.readWork(ids.workId);
  if (!record) throw recordNotFound('work', ids.raw.id);
  if (record.work.deletedAt !== null) throw recordDeleted('work', ids.raw.id);
  const row = record.versions.find((v) => v.id === ids.versionId);
  if (!row) throw recordNotFound('version', ids.raw.versionId);
  return versionOf(row, record);
}

/** GET /work/{id}/version/{v}/bookshops/{x}: searches for the edition at that shop; none when Buy does not apply. */
export async function searchBookshop(
  deps: ServiceDeps<'content' | 'records'>,
  ids: EditionIds,
  bookshopId: string,
): Promise<BookshopSearch[]> {
  const version = await edition(deps, ids);
  const shop = (await listBookshops(deps)).find((s) => s.id === bookshopId);
  if (!shop) throw recordNotFound('bookshop', bookshopId);
  return showBuy(version) ? bookshopSearches(shop, version) : [];
}

/** GET /work/{id}/version/{v}/suppliers: other suppliers with an ordering link (Copies Direct). */
export async function listOtherSuppliers(
  deps: ServiceDeps<'content' | 'records'>,
  ids: EditionIds,
): Promise<OtherSupplier[]> {
  const version = await edition(deps, ids);
  if (!showBuy(version)) return [];
  const environment = await environmentConfig(deps);
  return otherSuppliers(version, environment.copiesDirectUrl);
}
