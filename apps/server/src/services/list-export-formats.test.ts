import type { ListItem } from '@trove/contracts';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CITATION_FILES, listItemCsl } from '../citation/list-citations.ts';
import { ITEM_FIELDS, csvFormat, jsonFormat, xmlFormat } from './list-export-formats.ts';
import { contentDisposition, titleSlug } from './list-export.service.ts';

const item = (over: Partial<ListItem> = {}): ListItem => ({
  id: 7,
  listId: 3,
  listSeq: 1,
  type: 'work',
  target: '12',
  missing: false,
  title: 'Robbery under arms',
  description: null,
  author: ['Boldrewood, Rolf, 1826-1915', 'Browne, Thomas Alexander'],
  yearRange: '1888',
  numItems: 2,
  numHoldings: 4,
  singleHoldingName: null,
  onlineText: null,
  format: 'Book',
  imageUrl: null,
  thumbnailIsCulturallySensitive: false,
  workId: 12,
  deliverySystemLink: 'https://portal.example/work/12',
  language: 'eng',
  note: 'Chapter 1, "the start"',
  noteEditable: false,
  noteDeletable: false,
  removable: false,
  createdBy: { fullUserId: 'ada', displayName: 'Ada' },
  created: '2026-11-01T00:00:00.000Z',
  updated: '2026-11-01T00:00:00.000Z',
  newspaper: null,
  date: '1888',
  page: null,
  abstrct: null,
  wordCount: null,
  occupations: [],
  primaryDisplayName: null,
  ...over,
});

const list = {
  id: 3,
  title: 'Bushrangers',
  description: null,
  owner: 'Ada',
  numItems: 1,
  url: 'https://portal.example/list/3',
  exported: '2026-11-27T00:00:00.000Z',
};

const ctx = {
  productName: 'Trove',
  publicUrl: 'https://portal.example',
  now: new Date('2026-11-27T00:00:00Z'),
};

describe('file names', () => {
  it('slugs a title to safe ASCII, falling back when nothing is left', () => {
    expect(titleSlug('Über Sydney — 1890s!', 'list-1')).toBe('uber-sydney-1890s');
    expect(titleSlug('日本の本', 'list-1')).toBe('list-1');
    expect(titleSlug('a'.repeat(200), 'x')).toHaveLength(80);
  });

  it('names the attachment in ASCII and in UTF-8 (RFC 5987)', () => {
    expect(contentDisposition("Lawson's bush (1890s)", 'list-1', 'csv')).toBe(
      `attachment; filename="lawson-s-bush-1890s.csv"; filename*=UTF-8''Lawson%27s%20bush%20%281890s%29.csv`,
    );
  });
});

describe('CSV', () => {
  it('writes a header of every field, then one row an item, names joined by semicolons', () => {
    const csv = csvFormat('semicolon', false);
    const text = csv.head + csv.page([item()], true) + csv.tail;
    const [row] = parse(text, { columns: true, delimiter: ';' }) as Record<string, string>[];
    expect(Object.keys(row!)).toEqual([...ITEM_FIELDS]);
    expect(row).toMatchObject({
      author: 'Boldrewood, Rolf, 1826-1915; Browne, Thomas Alexander',
      note: 'Chapter 1, "the start"',
      createdBy: 'Ada',
      description: '',
      missing: 'false',
    });
  });

  it('quotes every cell when asked', () => {
    const csv = csvFormat('comma', true);
    expect(csv.head.startsWith('"id","listId"')).toBe(true);
  });
});

describe('JSON and XML', () => {
  it('writes JSON that parses whole across pages', () => {
    const json = jsonFormat(list);
    const text =
      json.head + json.page([item()], true) + json.page([item({ id: 8, listSeq: 2 })], false) + json.tail;
    const parsed = JSON.parse(text) as { list: typeof list; items: ListItem[] };
    expect(parsed.list).toEqual(list);
    expect(parsed.items.map((i) => i.id)).toEqual([7, 8]);
  });

  it('writes XML without the characters XML forbids', () => {
    const xml = xmlFormat(list);
    const text = xml.head + xml.page([item({ title: 'Bell\u0007 & <co>' })], true) + xml.tail;
    expect(text).toContain('<title>Bell &amp; &lt;co&gt;</title>');
    expect(text).toContain('<author>Browne, Thomas Alexander</author>');
    expect(text).not.toContain('\u0007');
  });
});

describe('citations of list items', () => {
  it('cites a work as its format, with its authors and year', () => {
    expect(listItemCsl(item(), ctx)).toMatchObject({
      id: 'list-item-7',
      type: 'book',
      title: 'Robbery under arms',
      author: [
        { family: 'Boldrewood', given: 'Rolf' },
        { family: 'Browne', given: 'Thomas Alexander' },
      ],
      issued: { 'date-parts': [[1888]] },
      URL: 'https://portal.example/work/12',
    });
  });

  it('cites a web page by its own address and a newspaper article in its newspaper', () => {
    const page = listItemCsl(
      item({
        type: 'webpage',
        target: 'https://example.org/a',
        deliverySystemLink: 'https://example.org/a',
        author: [],
      }),
      ctx,
    );
    expect(page).toMatchObject({ type: 'webpage', URL: 'https://example.org/a' });
    const article = listItemCsl(
      item({ type: 'newspaper', newspaper: 'The Argus', date: '1880-06-28', page: '5', author: [] }),
      ctx,
    );
    expect(article).toMatchObject({
      type: 'article-newspaper',
      'container-title': 'The Argus',
      issued: { 'date-parts': [[1880, 6, 28]] },
      page: '5',
    });
  });

  it('keeps list order in a styled bibliography', () => {
    const items = [
      item({ id: 1, title: 'Zebra', author: ['Zed, A.'] }),
      item({ id: 2, title: 'Apple', author: ['Able, B.'] }),
    ];
    const text = CITATION_FILES.APA.page(items.map((i) => listItemCsl(i, ctx)));
    const lines = text.trim().split('\n');
    expect(lines[0]).toContain('Zebra');
    expect(lines[1]).toContain('Apple');
  }, 60_000);
});
