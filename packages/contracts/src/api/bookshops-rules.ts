/**
 * The Buy option's rules (spec 02 §2, §3; ADR 011): the order of the shops and whether an edition
 * is offered at all. Without zod, so the browser has them without the schemas (ADR 035).
 */

/** Where a shop trades, in the order the panel lists them: the national library's shop first. */
export const BOOKSHOP_LOCATIONS = ['nla', 'australian', 'international'] as const;
export type BookshopLocation = (typeof BOOKSHOP_LOCATIONS)[number];

/** National library's shops first, then Australian, then international; by name within each. */
export function orderBookshops<T extends { location: BookshopLocation; nla: boolean; name: string }>(
  shops: readonly T[],
): T[] {
  const rank = (s: T) => (s.nla ? 0 : BOOKSHOP_LOCATIONS.indexOf(s.location) + 1);
  return [...shops].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'en'));
}

// Formats a bookshop does not sell: one-off, unpublished, serial or broadcast material (ADR 011).
const NOT_SOLD =
  /\b(unpublished|manuscripts?|thes[ie]s|pictures?|photographs?|cartoons?|art ?works?|posters?|artefacts?|objects?|archived|websites?|articles?|newspapers?|gazettes?|periodicals?|press releases?|broadcasts?|oral histor(y|ies)|finding aids?)\b/;
// What bookshops sell: printed books and music, published maps, recordings and films, kits.
const SOLD =
  /\b(books?|audio ?books?|music scores?|scores?|printed music|maps?|atlas(es)?|sound|recorded music|videos?|kits?)\b/;

/**
 * Whether the Buy option makes sense for an edition (spec 02 §3 showBuy; ADR 011): a published
 * edition of a kind bookshops sell, with an ISBN or a publisher to find it by. Unpublished
 * manuscripts, pictures, theses, articles and online-only material are not offered.
 */
export function showBuy(edition: {
  format: string | null;
  publisher: string | null;
  identifiers: Record<string, string | string[]>;
}): boolean {
  const format = (edition.format ?? '').toLowerCase();
  if (NOT_SOLD.test(format) || !SOLD.test(format)) return false;
  return isbnsOf(edition.identifiers).length > 0 || Boolean(edition.publisher);
}

/** The edition's ISBNs as given ('0-85561-123-4 (pbk.)' -> '0-85561-123-4'), each once. */
export function isbnsOf(identifiers: Record<string, string | string[]>): string[] {
  const raw = identifiers.isbn;
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const seen = new Set<string>();
  return list
    .map((v) => v.trim().split(/\s+/)[0] ?? '')
    .filter((v) => {
      const key = v.replace(/[^0-9Xx]/g, '').toUpperCase();
      if (key.length !== 10 && key.length !== 13) return false;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
