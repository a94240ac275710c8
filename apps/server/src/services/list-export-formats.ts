import { stringify } from 'csv-stringify/sync';
import { XMLBuilder } from 'fast-xml-parser';
import { CSV_DELIMITERS, type CsvDelimiter, type ListItem } from '@trove/contracts';
import { inertCell } from './csv-inert.ts';

/**
 * The data formats of a list export (spec 03 §2 Export; ADR 038): CSV, JSON and XML, each written
 * as a head, one chunk a page of items, and a tail, so a list of any length streams out.
 */

/** What an export says about the list itself, ahead of its items. */
export interface ExportedList {
  id: number;
  title: string;
  description: string | null;
  owner: string;
  numItems: number;
  url: string;
  exported: string;
}

export interface FileFormat {
  contentType: string;
  extension: string;
  head: string;
  /** One page of items, in list order; `first` is true for the first page. */
  page: (items: ListItem[], first: boolean) => string;
  tail: string;
}

/** Every field of a list item, in the contract's order: the CSV columns and the XML elements. */
export const ITEM_FIELDS = [
  'id',
  'listId',
  'listSeq',
  'type',
  'target',
  'missing',
  'title',
  'description',
  'author',
  'yearRange',
  'numItems',
  'numHoldings',
  'singleHoldingName',
  'onlineText',
  'format',
  'imageUrl',
  'thumbnailIsCulturallySensitive',
  'workId',
  'deliverySystemLink',
  'language',
  'note',
  'noteEditable',
  'noteDeletable',
  'removable',
  'createdBy',
  'created',
  'updated',
  'newspaper',
  'date',
  'page',
  'abstrct',
  'wordCount',
  'occupations',
  'primaryDisplayName',
] as const satisfies readonly (keyof ListItem)[];

function csvCell(item: ListItem, field: (typeof ITEM_FIELDS)[number]): string {
  const value = item[field];
  if (value === null) return '';
  if (field === 'createdBy') return inertCell(item.createdBy?.displayName ?? '');
  if (Array.isArray(value)) return inertCell(value.join('; '));
  return typeof value === 'string' ? inertCell(value) : String(value);
}

export function csvFormat(delimiter: CsvDelimiter, quoted: boolean): FileFormat {
  const options = { delimiter: CSV_DELIMITERS[delimiter], quoted, record_delimiter: '\r\n' };
  return {
    contentType: 'text/csv; charset=utf-8',
    extension: 'csv',
    // The header row even for an empty list.
    head: stringify([[...ITEM_FIELDS]], options),
    page: (items) =>
      items.length === 0
        ? ''
        : stringify(
            items.map((item) => ITEM_FIELDS.map((f) => csvCell(item, f))),
            options,
          ),
    tail: '',
  };
}

export function jsonFormat(list: ExportedList): FileFormat {
  const head = JSON.stringify({ list, items: [] });
  return {
    contentType: 'application/json; charset=utf-8',
    extension: 'json',
    // The list's object, its items array left open for the pages.
    head: head.slice(0, -2),
    page: (items, first) =>
      items.map((item, i) => `${first && i === 0 ? '' : ','}\n${JSON.stringify(item)}`).join(''),
    tail: '\n]}\n',
  };
}

/** XML 1.0 forbids these characters even as references; record text may hold them. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const xmlValue = (value: unknown): unknown => {
  if (typeof value === 'string') return value.replace(NOT_XML, '');
  if (Array.isArray(value)) return value.map(xmlValue);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, xmlValue(v)]));
  return value;
};

/** An item as XML elements: lists of names as repeated elements, absent fields left out. */
function xmlItem(item: ListItem): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const field of ITEM_FIELDS) {
    const value = item[field];
    if (value === null) continue;
    if (field === 'author') fields.authors = { author: value };
    else if (field === 'occupations') fields.occupations = { occupation: value };
    else fields[field] = value;
  }
  return xmlValue(fields) as Record<string, unknown>;
}

export function xmlFormat(list: ExportedList): FileFormat {
  const builder = new XMLBuilder({ format: true, indentBy: '  ', suppressEmptyNode: true });
  const about = builder.build(
    xmlValue({
      id: list.id,
      title: list.title,
      description: list.description ?? undefined,
      owner: list.owner,
      numItems: list.numItems,
      url: list.url,
      exported: list.exported,
    }),
  ) as string;
  return {
    contentType: 'application/xml; charset=utf-8',
    extension: 'xml',
    head: `<?xml version="1.0" encoding="UTF-8"?>\n<list>\n${about}<items>\n`,
    page: (items) => items.map((item) => builder.build({ item: xmlItem(item) }) as string).join(''),
    tail: '</items>\n</list>\n',
  };
}
