import type { List, ListItemsPage } from '@trove/contracts';
import { absoluteUrl, type SiteInfo } from '../../lib/meta.ts';
import { itemLink } from './list-view.ts';

/** The list page's path. */
export const listPath = (id: number | string) => `/list/${id}`;

/** Words for the description tag and OpenGraph: the list's own, or what it is. */
export function listDescription(list: List): string {
  if (list.description?.trim()) return list.description;
  return `A list by ${list.owner.displayName} of ${list.numItems} ${list.numItems === 1 ? 'item' : 'items'}.`;
}

/**
 * schema.org ItemList of the list and the items on this page, for search engines (ADR 038).
 * Items lead to their own pages, made absolute when the site's address is known.
 */
export function listJsonLd(site: SiteInfo, list: List, items: ListItemsPage | null): Record<string, unknown> {
  return {
    '@type': 'ItemList',
    name: list.title,
    description: list.description ?? undefined,
    url: absoluteUrl(site.publicUrl, listPath(list.id)) ?? undefined,
    numberOfItems: list.numItems,
    author: { '@type': 'Person', name: list.owner.displayName },
    image: list.thumbnailUrl ?? undefined,
    dateModified: list.updated,
    itemListElement: (items?.content ?? []).map((item) => {
      const link = itemLink(item);
      const url =
        link?.kind === 'internal'
          ? (absoluteUrl(site.publicUrl, link.to) ?? undefined)
          : link?.kind === 'external'
            ? link.href
            : undefined;
      return { '@type': 'ListItem', position: item.listSeq, name: item.title, url };
    }),
  };
}
