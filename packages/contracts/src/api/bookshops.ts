import { z } from 'zod';
import { BOOKSHOP_LOCATIONS } from './bookshops-rules.ts';

/**
 * The Buy option of the action panel (spec 02 §2, §3 Bookshop and Other supplier, §7 Bookshops).
 * Bookshops come from a configured directory (ADR 011): the portal never claims a shop has stock,
 * it offers a search for the edition at each shop it is able to search.
 */

/** GET /bookshops: one shop of the directory; the addresses are templates (ADR 011). */
export const BookshopSchema = z.object({
  id: z.string(),
  name: z.string(),
  location: z.enum(BOOKSHOP_LOCATIONS),
  /** The national library's own shop. */
  nla: z.boolean(),
  /** Search by ISBN: `{isbn}` is replaced by the edition's ISBN. */
  searchUrl: z.string(),
  /** Search by words when the edition has no ISBN: `{title}` and `{creator}`; null: ISBN only. */
  keywordSearchUrl: z.string().nullable(),
});
export type Bookshop = z.infer<typeof BookshopSchema>;
export const BookshopListSchema = z.array(BookshopSchema);

/** One search for the edition at one shop; searchedBy says what the address searches for. */
export const BookshopSearchSchema = z.object({
  bookshopId: z.string(),
  name: z.string(),
  location: z.enum(BOOKSHOP_LOCATIONS),
  nla: z.boolean(),
  searchUrl: z.string(),
  searchedBy: z.enum(['isbn', 'keyword']),
  /** The ISBN searched for, when searchedBy is isbn. */
  isbn: z.string().nullable(),
});
export type BookshopSearch = z.infer<typeof BookshopSearchSchema>;

/** GET /work/{id}/version/{v}/bookshops/{x}: the searches for that edition at that shop (may be empty). */
export const BookshopSearchListSchema = z.array(BookshopSearchSchema);

/** GET /work/{id}/version/{v}/suppliers: a library that supplies copies of the edition on order. */
export const OtherSupplierSchema = z.object({ nuc: z.string(), name: z.string(), orderingUrl: z.string() });
export type OtherSupplier = z.infer<typeof OtherSupplierSchema>;
export const OtherSupplierListSchema = z.array(OtherSupplierSchema);
