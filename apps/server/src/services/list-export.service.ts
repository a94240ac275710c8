import {
  type CsvDelimiter,
  type ListCitationFormat,
  type ListExportFormat,
  type ListItem,
} from '@trove/contracts';
import type { ServiceDeps } from '../deps.ts';
import type { Caller } from '../auth/caller.ts';
import { CITATION_FILES, absoluteLink, listItemCsl } from '../citation/list-citations.ts';
import { downloadName } from '../citation/render.ts';
import { recordNotFound } from '../domain/errors.ts';
import {
  type ExportedList,
  type FileFormat,
  csvFormat,
  jsonFormat,
  xmlFormat,
} from './list-export-formats.ts';
import { anonymousViewer, presentListItems } from './list-items-present.ts';
import { seesList, standingOf } from './lists-policy.ts';

/**
 * GET /list/{id}/export/{format} (spec 03 §2 Export, §9; ADR 038): the whole list as a file,
 * streamed. Items are read EXPORT_PAGE at a time in list order, presented as the list page
 * presents them, written and let go, so memory stays flat however long the list is.
 */

/** Items read, presented and written at a time. */
export const EXPORT_PAGE = 200;

export interface ExportOptions {
  delimiter?: CsvDelimiter | undefined;
  quoted?: 'true' | 'false' | undefined;
  format?: ListCitationFormat | undefined;
}

export interface ListFile {
  contentType: string;
  /** `attachment` with an ASCII file name and its UTF-8 form (RFC 6266, RFC 5987). */
  disposition: string;
  /** Whether the list is private: its file must not be kept by shared caches. */
  priv: boolean;
  chunks: AsyncIterable<string>;
}

/** A list title as a safe ASCII file name: 'Über Sydney — 1890s!' → 'uber-sydney-1890s'. */
export function titleSlug(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || fallback;
}

export function contentDisposition(title: string, fallback: string, extension: string): string {
  const ascii = `${titleSlug(title, fallback)}.${extension}`;
  const utf8 = encodeURIComponent(downloadName(title, extension)).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/** The whole list in the asked format; a private list is not found for anyone but its people. */
export async function exportList(
  deps: ServiceDeps<'lists'>,
  caller: Caller | null,
  listId: number,
  format: ListExportFormat,
  options: ExportOptions,
): Promise<ListFile> {
  const access = await deps.store.lists.listAccess(listId, caller?.userId ?? null);
  // A missing list and a private one the caller is not on answer alike (as openList in i15-core).
  if (!access || !seesList(standingOf(access))) throw recordNotFound('list', String(listId));
  const { list } = access;
  const exported: ExportedList = {
    id: list.id,
    title: list.title,
    description: list.description,
    owner: list.ownerDisplayName,
    numItems: Number(list.itemCount),
    url: `${deps.config.publicUrl}/list/${list.id}`,
    exported: deps.now().toISOString(),
  };
  const file = fileFormat(deps, format, options, exported);
  // Every reader gets the same file: rights over items are the anonymous ones (none), and links
  // are absolute, since the file is read away from the portal.
  const viewer = anonymousViewer(standingOf(access));
  async function* chunks(): AsyncGenerator<string> {
    let head = file.head;
    let first = true;
    for await (const rows of deps.store.lists.allListItems(listId, EXPORT_PAGE)) {
      const items = (await presentListItems(deps, rows, viewer)).map((item) => ({
        ...item,
        deliverySystemLink: absoluteLink(item.deliverySystemLink, deps.config.publicUrl),
      }));
      yield head + file.page(items, first);
      head = '';
      first = false;
    }
    yield head + file.tail;
  }
  // The first page is written before the answer starts, so a failure there is an error answer
  // rather than a cut-off file.
  const stream = chunks();
  const opening = await stream.next();
  async function* whole(): AsyncGenerator<string> {
    if (!opening.done) yield opening.value;
    yield* stream;
  }
  return {
    contentType: file.contentType,
    disposition: contentDisposition(list.title, `list-${list.id}`, file.extension),
    priv: list.priv === 1,
    chunks: whole(),
  };
}

function fileFormat(
  deps: ServiceDeps<'lists'>,
  format: ListExportFormat,
  options: ExportOptions,
  list: ExportedList,
): FileFormat {
  switch (format) {
    case 'csv':
      return csvFormat(options.delimiter ?? 'comma', options.quoted === 'true');
    case 'json':
      return jsonFormat(list);
    case 'xml':
      return xmlFormat(list);
    case 'citation': {
      const cite = CITATION_FILES[options.format ?? 'APA'];
      const ctx = { productName: deps.config.productName, publicUrl: deps.config.publicUrl, now: deps.now() };
      return {
        ...cite,
        page: (items: ListItem[]) => cite.page(items.map((item) => listItemCsl(item, ctx))),
      };
    }
  }
}
