import { Cite } from '@citation-js/core';
import '@citation-js/plugin-ris';
import type { ListCitationFormat, ListItem } from '@trove/contracts';
import { type CitationContext, type CslItem, cslDate, cslName, cslTypeOf } from './csl-json.ts';
import { endnoteRecord } from './endnote-xml.ts';
import { wikipediaCitation } from './wikipedia.ts';

/**
 * A list's items as citations (spec 03 §2 Export; ADR 038): each item as CSL-JSON from what the
 * list shows of it, then written in the asked format by the same code as the Cite panel
 * (citation-js, the vendored styles, the EndNote and Wikipedia writers). Entries keep the list's
 * order: the owner's order is the list's meaning, and a file written page by page cannot sort.
 */

/** An address as a citation needs it: the portal's own paths made absolute. */
export function absoluteLink(link: string, publicUrl: string): string {
  return link.startsWith('/') ? `${publicUrl}${link}` : link;
}

function accessed(now: Date): CslItem['accessed'] {
  return { 'date-parts': [[now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()]] };
}

/** The first year of '1890-1899' or '1890'. */
const firstYear = (range: string | null) => {
  const m = /^(-?\d{1,4})/.exec(range ?? '');
  return m ? Number(m[1]) : null;
};

const defined = <T extends object>(item: T): T =>
  Object.fromEntries(
    Object.entries(item).filter(
      ([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  ) as T;

/** One list item as CSL-JSON: works and editions by their format, articles as newspaper articles, web pages as web pages. */
export function listItemCsl(item: ListItem, ctx: CitationContext): CslItem {
  const base = {
    id: `list-item-${item.id}`,
    title: item.title || item.target,
    accessed: accessed(ctx.now),
    URL: absoluteLink(item.deliverySystemLink || item.target, ctx.publicUrl),
  };
  switch (item.type) {
    case 'newspaper':
      return defined({
        ...base,
        type: 'article-newspaper',
        'container-title': item.newspaper ?? undefined,
        issued: cslDate(item.date),
        page: item.page ?? undefined,
        source: ctx.productName,
      });
    case 'person':
      // Cited as the portal's page about them, as the Cite panel does.
      return defined({
        ...base,
        type: 'webpage',
        title: item.yearRange ? `${item.primaryDisplayName ?? item.title} (${item.yearRange})` : item.title,
        'container-title': ctx.productName,
      });
    case 'webpage':
      return defined({ ...base, type: 'webpage', URL: item.target || base.URL });
    case 'work':
    case 'version':
      return defined({
        ...base,
        type: cslTypeOf(item.format),
        author: item.author.map(cslName),
        issued: cslDate(item.date, firstYear(item.yearRange)),
        source: ctx.productName,
      });
  }
}

/** How a citation format is written to a file. */
export interface CitationFileFormat {
  contentType: string;
  extension: string;
  head: string;
  /** One page of items, in list order. */
  page: (items: CslItem[]) => string;
  tail: string;
}

const lines = (write: (item: CslItem) => string) => (items: CslItem[]) =>
  items.map((item) => `${write(item)}\n`).join('');

/**
 * A page of entries in one style, formatted together (a third of the cost of one at a time) and
 * put back in list order: citeproc sorts a bibliography by the style's own order.
 */
const styled =
  (template: string, lang = 'en-US') =>
  (items: CslItem[]): string => {
    if (items.length === 0) return '';
    const pairs = new Cite(items).format('bibliography', {
      format: 'text',
      template,
      lang,
      asEntryArray: true,
    }) as unknown as [string, string][];
    const byId = new Map(pairs);
    return items.map((item) => `${(byId.get(item.id) ?? item.title).replace(/\s+/g, ' ').trim()}\n`).join('');
  };

const TEXT = 'text/plain; charset=utf-8';

export const CITATION_FILES: Record<ListCitationFormat, CitationFileFormat> = {
  APA: { contentType: TEXT, extension: 'txt', head: '', page: styled('apa'), tail: '' },
  MLA: { contentType: TEXT, extension: 'txt', head: '', page: styled('mla'), tail: '' },
  HARVARD: {
    contentType: TEXT,
    extension: 'txt',
    head: '',
    page: styled('harvard-cite-them-right', 'en-GB'),
    tail: '',
  },
  WIKIPEDIA: { contentType: TEXT, extension: 'txt', head: '', page: lines(wikipediaCitation), tail: '' },
  BIBTEX: {
    contentType: 'application/x-bibtex; charset=utf-8',
    extension: 'bib',
    head: '',
    page: (items) =>
      items.length === 0 ? '' : `${new Cite(items).format('bibtex', { format: 'text' }).trim()}\n\n`,
    tail: '',
  },
  RIS: {
    contentType: 'application/x-research-info-systems; charset=utf-8',
    extension: 'ris',
    head: '',
    page: (items) =>
      items.length === 0 ? '' : `${new Cite(items).format('ris', { format: 'text' }).trim()}\n`,
    tail: '',
  },
  ENDNOTE: {
    contentType: 'application/xml; charset=utf-8',
    extension: 'xml',
    head: '<?xml version="1.0" encoding="UTF-8"?>\n<xml><records>',
    page: (items) => items.map(endnoteRecord).join('\n'),
    tail: '</records></xml>\n',
  },
};
