import { SITEMAP_KINDS, type SitemapKind } from '@trove/db';
import { CATEGORY_NAMESPACE } from '@trove/contracts';
import type { ServiceDeps } from '../deps.ts';
import { notFound } from '../domain/errors.ts';
import { datestampOf, recordPath } from './oai/oai-catalogue.ts';

/**
 * The sitemaps (issue 18 §4, ADR 052): /sitemap.xml is an index of child sitemaps, one per block
 * of `size` ids of each kind of record page (so none holds more than the protocol's 50,000), and
 * one of the collections' pages. A child is written as it is read, a few thousand rows at a time,
 * so memory stays bounded whatever the catalogue's size. Only what a visitor may see is listed:
 * never a private list, a deleted work or person.
 */

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const READ_BATCH = 5_000;

const NAMES: Record<SitemapKind, string> = {
  work: 'works',
  person: 'people',
  article: 'articles',
  list: 'lists',
};

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

type Deps = ServiceDeps<'harvest' | 'content'>;

/** The sitemap index: every child sitemap with its newest change. */
export async function sitemapIndex(deps: Deps, siteUrl: string, size: number): Promise<string> {
  const entries = [`<sitemap><loc>${escapeXml(`${siteUrl}/sitemaps/collections.xml`)}</loc></sitemap>`];
  for (const kind of SITEMAP_KINDS)
    for (const { block, lastmod } of await deps.store.harvest.sitemapBlocks(kind, size)) {
      const loc = escapeXml(`${siteUrl}/sitemaps/${NAMES[kind]}-${block + 1}.xml`);
      entries.push(`<sitemap><loc>${loc}</loc><lastmod>${datestampOf(lastmod)}</lastmod></sitemap>`);
    }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export type ChildSitemap = { kind: 'collections' } | { kind: SitemapKind; block: number };

/** The child sitemap a file name names (`works-3.xml`, `collections.xml`); null for any other. */
export function childSitemapOf(name: string): ChildSitemap | null {
  if (name === 'collections.xml') return { kind: 'collections' };
  const match = /^(works|people|articles|lists)-([1-9]\d{0,8})\.xml$/.exec(name);
  if (!match) return null;
  const kind = SITEMAP_KINDS.find((k) => NAMES[k] === match[1]);
  return kind ? { kind, block: Number(match[2]) - 1 } : null;
}

const urlEntry = (loc: string, lastmod: string | null) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${datestampOf(lastmod)}</lastmod>` : ''}</url>\n`;

/** The first part already read, then the rest of the block after id `after` (none for collections). */
async function* childParts(
  deps: Deps,
  siteUrl: string,
  child: ChildSitemap,
  size: number,
  first: { parts: string[]; after: number },
) {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n`;
  yield first.parts.join('');
  if (child.kind !== 'collections') {
    const last = (child.block + 1) * size;
    let after = first.after;
    while (after < last) {
      const rows = await deps.store.harvest.sitemapEntries(child.kind, after, last, READ_BATCH);
      if (rows.length === 0) break;
      yield rows
        .map((r) => urlEntry(`${siteUrl}${recordPath(child.kind as SitemapKind, r.id)}`, r.lastmod))
        .join('');
      after = rows.at(-1)?.id ?? last;
    }
  }
  yield '</urlset>\n';
}

/**
 * A child sitemap as a stream of text parts; NotFound when it lists nothing (an empty block, or a
 * name that is no child), so the answer is known before the first byte is sent.
 */
export async function childSitemap(
  deps: Deps,
  siteUrl: string,
  name: string,
  size: number,
): Promise<AsyncIterable<string>> {
  const child = childSitemapOf(name);
  if (!child) throw notFound(`There is no sitemap ${name}.`);
  if (child.kind === 'collections') {
    const collections = await deps.store.content.listCollections();
    const pages = collections
      .filter((c) => c.urlNamespace === CATEGORY_NAMESPACE)
      .map((c) => urlEntry(`${siteUrl}/collection/${c.urlNamespace}/${c.urlKey}`, null));
    return childParts(deps, siteUrl, child, size, { parts: pages, after: 0 });
  }
  const start = child.block * size;
  const firstRows = await deps.store.harvest.sitemapEntries(
    child.kind,
    start,
    start + size,
    Math.min(size, READ_BATCH),
  );
  if (firstRows.length === 0) throw notFound(`There is no sitemap ${name}.`);
  const kind = child.kind;
  const parts = firstRows.map((r) => urlEntry(`${siteUrl}${recordPath(kind, r.id)}`, r.lastmod));
  return childParts(deps, siteUrl, child, size, { parts, after: firstRows.at(-1)?.id ?? start + size });
}

export function robotsTxt(siteUrl: string): string {
  return [
    '# Every page may be crawled. Search results and record pages say for themselves whether',
    '# they may be indexed (their robots meta tag).',
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
