import { ApiErrorSchema, type ListItem } from '@trove/contracts';
import { buildList, storesUnderTest } from '@trove/db/test-support';
import { parse } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Visitor, browserCall } from './auth-visitor.ts';
import { insertListItems, listWorld } from './list-world.ts';

/** GET /list/{id}/export/{format} (spec 03 §2 Export, §9; ADR 038). */

const ITEM_HEADER =
  'id,listId,listSeq,type,target,missing,title,description,author,yearRange,numItems,numHoldings,' +
  'singleHoldingName,onlineText,format,imageUrl,thumbnailIsCulturallySensitive,workId,deliverySystemLink,' +
  'language,note,noteEditable,noteDeletable,removable,createdBy,created,updated,newspaper,date,page,' +
  'abstrct,wordCount,occupations,primaryDisplayName';

interface JsonExport {
  list: { id: number; title: string; owner: string; numItems: number };
  items: ListItem[];
}

describe.each(await storesUnderTest())('exporting a list on %s', (dialect) => {
  const w = listWorld(dialect, { fixtures: true, people: ['owner', 'stranger'] });
  let mixed: number;
  let privateList: number;
  let long: number;

  const get = (visitor: Visitor | null, url: string) => browserCall(w.app, visitor, 'GET', `/api${url}`);

  beforeAll(async () => {
    const { ids, store } = w;
    const userId = w.userIds.owner;
    mixed = (
      await buildList(store, {
        userId,
        title: 'Federation: “sources” & notes',
        description: 'Everything for the essay',
        items: [
          { targetType: 'work', targetId: ids.bookId, note: 'Chapter 3; see "the vote"' },
          { targetType: 'work', targetId: ids.cartoonId },
          { targetType: 'article', targetId: ids.articleId, note: '=HYPERLINK("x")' },
          { targetType: 'person', targetId: ids.personId },
          { targetType: 'website', targetId: ids.websiteId },
          { targetType: 'uri', targetId: null, url: 'https://example.org/essay', title: 'An essay, online' },
        ],
      })
    ).listId;
    privateList = (
      await buildList(store, {
        userId,
        title: 'Private reading',
        priv: true,
        items: [{ targetType: 'work', targetId: ids.bookId }],
      })
    ).listId;
    long = (await buildList(store, { userId, title: 'Two thousand' })).listId;
    await insertListItems(
      store,
      long,
      userId,
      Array.from({ length: 2000 }, (_, i) =>
        i % 2 === 0
          ? { targetType: 'work' as const, targetId: ids.bookId }
          : {
              targetType: 'uri' as const,
              targetId: null,
              url: `https://example.org/page/${i}`,
              title: `Page ${i}`,
            },
      ),
    );
  });

  it('is csv by default, with every field, a safe file name and its UTF-8 form', async () => {
    const res = await get(null, `/list/${mixed}/export/csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="federation-sources-notes.csv"; filename*=UTF-8''${encodeURIComponent('Federation “sources” & notes.csv')}`,
    );
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.listSeq, r.type, r.title])).toEqual([
      ['1', 'work', 'Robbery under arms'],
      ['2', 'work', 'The federal kitten'],
      ['3', 'newspaper', expect.any(String)],
      ['4', 'person', expect.any(String)],
      ['5', 'webpage', expect.any(String)],
      ['6', 'webpage', 'An essay, online'],
    ]);
    expect(rows[0]?.note).toBe('Chapter 3; see "the vote"');
    // A cell a spreadsheet would run as a formula is kept as text.
    expect(rows[2]?.note).toBe(`'=HYPERLINK("x")`);
    expect(rows[0]?.deliverySystemLink).toBe(`http://localhost:3000/work/${w.ids.bookId}`);
    expect(rows[5]?.deliverySystemLink).toBe('https://example.org/essay');
  });

  it('writes semicolons, tabs and quoted cells when asked', async () => {
    const semi = await get(null, `/list/${mixed}/export/csv?delimiter=semicolon`);
    const rows = parse(semi.body, { columns: true, delimiter: ';' }) as Record<string, string>[];
    expect(rows).toHaveLength(6);
    expect(rows[0]?.note).toBe('Chapter 3; see "the vote"');
    const tab = await get(null, `/list/${mixed}/export/csv?delimiter=tab&quoted=true`);
    expect(tab.body.split('\r\n')[0]).toMatch(/^"id"\t"listId"\t"listSeq"/);
    expect(parse(tab.body, { columns: true, delimiter: '\t' })).toHaveLength(6);
  });

  it('writes JSON with the list and every ListItem field', async () => {
    const res = await get(null, `/list/${mixed}/export/json`);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('filename="federation-sources-notes.json"');
    const body = res.json<JsonExport>();
    expect(body.list).toMatchObject({ id: mixed, title: 'Federation: “sources” & notes', numItems: 6 });
    expect(body.items).toHaveLength(6);
    // Every field the CSV has as a column, and no other.
    expect(Object.keys(body.items[0]!).sort()).toEqual(ITEM_HEADER.split(',').sort());
  });

  it('writes XML that parses back to the items', async () => {
    const res = await get(null, `/list/${mixed}/export/xml`);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const doc = new XMLParser({ isArray: (name) => name === 'item' || name === 'author' }).parse(
      res.body,
    ) as {
      list: { title: string; items: { item: { title: string; listSeq: number; type: string }[] } };
    };
    expect(doc.list.title).toBe('Federation: “sources” & notes');
    expect(doc.list.items.item.map((i) => [i.listSeq, i.type])).toEqual([
      [1, 'work'],
      [2, 'work'],
      [3, 'newspaper'],
      [4, 'person'],
      [5, 'webpage'],
      [6, 'webpage'],
    ]);
  });

  it('writes one BibTeX entry and one RIS record an item', async () => {
    const bib = await get(null, `/list/${mixed}/export/citation?format=BIBTEX`);
    expect(bib.headers['content-type']).toBe('application/x-bibtex; charset=utf-8');
    expect(bib.headers['content-disposition']).toContain('.bib"');
    expect(bib.body.match(/^@\w+\{/gm)).toHaveLength(6);
    const ris = await get(null, `/list/${mixed}/export/citation?format=RIS`);
    expect(ris.headers['content-type']).toBe('application/x-research-info-systems; charset=utf-8');
    expect(ris.body.match(/^TY {2}- /gm)).toHaveLength(6);
    expect(ris.body.match(/^ER {2}- ?$/gm)).toHaveLength(6);
    expect(ris.body).toContain('UR  - https://example.org/essay');
  });

  it('writes APA by default, and every other style, an entry a line in list order', async () => {
    const apa = await get(null, `/list/${mixed}/export/citation`);
    expect(apa.headers['content-type']).toBe('text/plain; charset=utf-8');
    const entries = apa.body.trim().split('\n');
    expect(entries).toHaveLength(6);
    expect(entries[0]).toContain('Robbery under arms');
    expect(entries[5]).toContain('https://example.org/essay');
    for (const format of ['MLA', 'HARVARD', 'WIKIPEDIA']) {
      const res = await get(null, `/list/${mixed}/export/citation?format=${format}`);
      expect(res.statusCode).toBe(200);
      expect(res.body.trim().split('\n')).toHaveLength(6);
    }
    const endnote = await get(null, `/list/${mixed}/export/citation?format=ENDNOTE`);
    expect(endnote.headers['content-type']).toBe('application/xml; charset=utf-8');
    const records = new XMLParser({ isArray: (name) => name === 'record' }).parse(endnote.body) as {
      xml: { records: { record: unknown[] } };
    };
    expect(records.xml.records.record).toHaveLength(6);
  });

  it('exports a 2,000-item list whole, in order', async () => {
    const json = (await get(null, `/list/${long}/export/json`)).json<JsonExport>();
    expect(json.items).toHaveLength(2000);
    expect(json.items.map((i) => i.listSeq)).toEqual(Array.from({ length: 2000 }, (_, i) => i + 1));
    const csv = await get(null, `/list/${long}/export/csv?delimiter=semicolon`);
    expect(parse(csv.body, { columns: true, delimiter: ';' })).toHaveLength(2000);
    const ris = await get(null, `/list/${long}/export/citation?format=RIS`);
    expect(ris.body.match(/^TY {2}- /gm)).toHaveLength(2000);
  });

  it('writes an empty list as a file with no items', async () => {
    const { listId } = await buildList(w.store, { title: 'Nothing yet' });
    const csv = await get(null, `/list/${listId}/export/csv`);
    expect(csv.body).toBe(`${ITEM_HEADER}\r\n`);
    expect((await get(null, `/list/${listId}/export/json`)).json<JsonExport>().items).toEqual([]);
    const xml = await get(null, `/list/${listId}/export/xml`);
    expect(new XMLParser().parse(xml.body).list.title).toBe('Nothing yet');
    const ris = await get(null, `/list/${listId}/export/citation?format=RIS`);
    expect([ris.statusCode, ris.body]).toEqual([200, '']);
  });

  it('answers a private list to its owner only: 404 to anyone else', async () => {
    expect((await get(w.visitors.owner, `/list/${privateList}/export/json`)).statusCode).toBe(200);
    for (const visitor of [null, w.visitors.stranger]) {
      const res = await get(visitor, `/list/${privateList}/export/json`);
      expect(res.statusCode).toBe(404);
      const missing = await get(visitor, `/list/999999/export/json`);
      expect(ApiErrorSchema.parse(res.json()).message).toBe(
        ApiErrorSchema.parse(missing.json()).message.replace('999999', String(privateList)),
      );
    }
  });

  it.each([
    ['an unknown format', 'pdf'],
    ['an unknown delimiter', 'csv?delimiter=pipe'],
    ['an unknown quoted value', 'csv?quoted=yes'],
    ['an unknown citation style', 'citation?format=CHICAGO'],
  ])('refuses %s with a 400 in JSON', async (_, tail) => {
    const res = await get(null, `/list/${mixed}/export/${tail}`);
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).error).toBeTruthy();
  });
});
