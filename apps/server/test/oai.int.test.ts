import {
  buildArticle,
  buildList,
  buildPerson,
  buildWork,
  createTestStore,
  queryBuilderOf,
  storesUnderTest,
} from '@trove/db/test-support';
import type { Store } from '@trove/db';
import { XMLParser } from 'fast-xml-parser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueContent, seedConfiguration } from '../src/content/seed.ts';
import { testAppWithClock } from './oai-world.ts';
import { oaiSchemaErrors } from './oai-schema.ts';

/** /oai: OAI-PMH 2.0 (issue 18 §4, ADR 052), every verb, format, set and error, schema-valid. */

const MARC = `<record xmlns="http://www.loc.gov/MARC21/slim"><leader>01234nam a2200289 a 4500</leader>
<controlfield tag="001">oai-marc-1</controlfield>
<datafield tag="245" ind1="1" ind2="0"><subfield code="a">Ships &amp; shipping &lt;1850&gt;</subfield></datafield>
<datafield tag="650" ind1=" " ind2="0"><subfield code="a">Shipping</subfield></datafield></record>`;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name, jpath) =>
    ['record', 'set', 'metadataFormat', 'error'].includes(name) ||
    jpath === 'OAI-PMH.ListIdentifiers.header' ||
    /header\.setSpec$|metadata\.dc\.[a-z]+$/.test(String(jpath)),
});
type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const stamp = (day: number) => `2021-03-${String(day).padStart(2, '0')}T10:00:00.000Z`;

describe.each(await storesUnderTest())('OAI-PMH on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let clock: { now: Date };
  const ids = {} as Record<
    | 'marcWork'
    | 'plainWork'
    | 'picture'
    | 'merged'
    | 'person'
    | 'article'
    | 'list'
    | 'privateList'
    | 'goneList'
    | 'hiddenList',
    number
  >;

  async function oai(query: string, method: 'GET' | 'POST' = 'GET'): Promise<{ xml: string; doc: Doc }> {
    const response =
      method === 'GET'
        ? await app.inject({ method, url: `/oai?${query}` })
        : await app.inject({
            method,
            url: '/oai',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: query,
          });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/xml/);
    expect(await oaiSchemaErrors(response.body)).toEqual([]);
    return { xml: response.body, doc: (parser.parse(response.body) as Doc)['OAI-PMH'] as Doc };
  }
  const errorOf = (doc: Doc) => (doc.error as Doc[] | undefined)?.[0]?.['@_code'];
  const setStamp = (table: 'work' | 'person' | 'article' | 'userList', id: number, at: string) =>
    queryBuilderOf(store).updateTable(table).set({ updatedAt: at }).where('id', '=', id).execute();

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ids.marcWork = (
      await buildWork(store, {
        work: { title: 'Ships & shipping', category: 'books', creators: '["Cook, James"]' },
        sourceRecord: { rawFormat: 'marcxml', raw: MARC },
      })
    ).workId;
    ids.plainWork = (await buildWork(store, { work: { title: 'A plain book', category: 'books' } })).workId;
    ids.picture = (await buildWork(store, { work: { title: 'A harbour view', category: 'images' } })).workId;
    ids.merged = (await buildWork(store, { work: { title: 'Merged away' }, deletedAt: stamp(9) })).workId;
    ids.person = await buildPerson(store, { person: { primaryName: 'Cook, James', birthDate: '1728' } });
    ids.article = await buildArticle(store, { heading: 'SHIPPING NEWS.', date: '1850-01-02' });
    const owner = (await buildList(store, { title: 'Voyages' })).userId;
    ids.list = (await buildList(store, { title: 'Voyages', userId: owner })).listId;
    ids.privateList = (await buildList(store, { title: 'My secret', userId: owner, priv: true })).listId;
    ids.goneList = (await buildList(store, { title: 'Soon gone', userId: owner })).listId;
    ids.hiddenList = (await buildList(store, { title: 'Soon private', userId: owner })).listId;
    await store.lists.deleteList(ids.goneList);
    await store.lists.updateListDetails(ids.hiddenList, owner, {
      title: 'Soon private',
      description: null,
      priv: true,
      collaborative: false,
      facebookGroupId: null,
    });
    // Change times a selective harvest can tell apart: day 1 to day 8, the merged work day 9.
    await setStamp('work', ids.marcWork, stamp(1));
    await setStamp('work', ids.plainWork, stamp(2));
    await setStamp('work', ids.picture, stamp(3));
    await setStamp('work', ids.merged, stamp(9));
    await setStamp('person', ids.person, stamp(4));
    await setStamp('article', ids.article, stamp(5));
    await setStamp('userList', ids.list, stamp(6));
    await seedConfiguration(store);
    await seedCatalogueContent(store, { synthetic: false });
    clock = { now: new Date('2021-04-01T00:00:00Z') };
    app = await testAppWithClock(store, clock, { harvest: { pageSize: 3, tokenLifetimeMinutes: 10 } });
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  it('identifies itself: persistent deletions, seconds granularity, the earliest change', async () => {
    const { doc } = await oai('verb=Identify');
    expect(doc.Identify).toMatchObject({
      repositoryName: 'Trove',
      baseURL: 'http://localhost:3000/oai',
      protocolVersion: '2.0',
      deletedRecord: 'persistent',
      granularity: 'YYYY-MM-DDThh:mm:ssZ',
      earliestDatestamp: '2021-03-01T10:00:00Z',
    });
    expect(doc.request).toMatchObject({ '@_verb': 'Identify', '#text': 'http://localhost:3000/oai' });
  });

  it('answers POST as GET', async () => {
    const { doc } = await oai(
      'verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:localhost:work/' + ids.plainWork,
      'POST',
    );
    expect(doc.GetRecord.record[0].metadata.dc.title).toEqual(['A plain book']);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
    'answers a POST field named %s, as any unknown argument, with badArgument',
    async (name) => {
      for (const method of ['POST', 'GET'] as const) {
        const { doc } = await oai(`verb=Identify&${name}=1`, method);
        expect(errorOf(doc)).toBe('badArgument');
        const repeated = await oai(`verb=Identify&${name}=1&${name}=2`, method);
        expect(errorOf(repeated.doc)).toBe('badArgument');
      }
    },
  );

  it('lists its formats, and the formats of one record: MARC only where it was imported from MARC', async () => {
    const all = await oai('verb=ListMetadataFormats');
    expect(all.doc.ListMetadataFormats.metadataFormat.map((f: Doc) => f.metadataPrefix)).toEqual([
      'oai_dc',
      'marc21',
    ]);
    const marc = await oai(`verb=ListMetadataFormats&identifier=oai:localhost:work/${ids.marcWork}`);
    expect(marc.doc.ListMetadataFormats.metadataFormat).toHaveLength(2);
    const plain = await oai(`verb=ListMetadataFormats&identifier=oai:localhost:work/${ids.plainWork}`);
    expect(plain.doc.ListMetadataFormats.metadataFormat.map((f: Doc) => f.metadataPrefix)).toEqual([
      'oai_dc',
    ]);
    expect(
      errorOf((await oai(`verb=ListMetadataFormats&identifier=oai:localhost:work/${ids.merged}`)).doc),
    ).toBe('noMetadataFormats');
    expect(errorOf((await oai('verb=ListMetadataFormats&identifier=oai:localhost:work/999999')).doc)).toBe(
      'idDoesNotExist',
    );
  });

  it('has one set per collection of harvested records', async () => {
    const { doc } = await oai('verb=ListSets');
    const specs = doc.ListSets.set.map((s: Doc) => s.setSpec);
    expect(specs).toEqual(expect.arrayContaining(['books', 'images', 'newspapers', 'people', 'lists']));
    expect(specs).not.toContain('websites');
    expect(errorOf((await oai('verb=ListSets&resumptionToken=abc')).doc)).toBe('badResumptionToken');
  });

  it('gives a work as Dublin Core and as MARCXML, escaped, with its page as an identifier', async () => {
    const id = `oai:localhost:work/${ids.marcWork}`;
    const dc = await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${id}`);
    const record = dc.doc.GetRecord.record[0];
    expect(record.header).toMatchObject({
      identifier: id,
      datestamp: '2021-03-01T10:00:00Z',
      setSpec: ['books'],
    });
    expect(record.metadata.dc.title).toEqual(['Ships & shipping']);
    expect(record.metadata.dc.identifier).toContain(`http://localhost:3000/work/${ids.marcWork}`);
    expect(dc.xml).toContain('Ships &amp; shipping');
    const marc = await oai(`verb=GetRecord&metadataPrefix=marc21&identifier=${id}`);
    expect(marc.xml).toContain('<marc:subfield code="a">Ships &amp; shipping &lt;1850&gt;</marc:subfield>');
    const plain = await oai(
      `verb=GetRecord&metadataPrefix=marc21&identifier=oai:localhost:work/${ids.plainWork}`,
    );
    expect(errorOf(plain.doc)).toBe('cannotDisseminateFormat');
  });

  it('gives people, articles and public lists, and reports deleted works and lists as deleted', async () => {
    for (const [kind, id, title] of [
      ['person', ids.person, 'Cook, James'],
      ['article', ids.article, 'SHIPPING NEWS.'],
      ['list', ids.list, 'Voyages'],
    ] as const) {
      const { doc } = await oai(
        `verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:localhost:${kind}/${id}`,
      );
      expect(doc.GetRecord.record[0].metadata.dc.title).toEqual([title]);
    }
    for (const id of [`work/${ids.merged}`, `list/${ids.goneList}`, `list/${ids.hiddenList}`]) {
      const { doc } = await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:localhost:${id}`);
      expect(doc.GetRecord.record[0].header['@_status']).toBe('deleted');
      expect(doc.GetRecord.record[0].metadata).toBeUndefined();
    }
    const never = await oai(
      `verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:localhost:list/${ids.privateList}`,
    );
    expect(errorOf(never.doc)).toBe('idDoesNotExist');
  });

  it('harvests everything in pages with a resumption token, each record once, with cursor and size', async () => {
    const seen: string[] = [];
    let { doc } = await oai('verb=ListIdentifiers&metadataPrefix=oai_dc');
    const size = Number(doc.ListIdentifiers.resumptionToken['@_completeListSize']);
    for (let page = 0; ; page++) {
      const list = doc.ListIdentifiers;
      expect(Number(list.resumptionToken?.['@_cursor'] ?? 0)).toBe(page * 3);
      seen.push(...list.header.map((h: Doc) => `${h.identifier}${h['@_status'] ? ' deleted' : ''}`));
      const token = list.resumptionToken?.['#text'];
      if (!token) break;
      ({ doc } = await oai(`verb=ListIdentifiers&resumptionToken=${encodeURIComponent(token)}`));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(size);
    expect(seen).toEqual(
      expect.arrayContaining([
        `oai:localhost:work/${ids.merged} deleted`,
        `oai:localhost:list/${ids.goneList} deleted`,
        `oai:localhost:list/${ids.hiddenList} deleted`,
        `oai:localhost:list/${ids.list}`,
      ]),
    );
    expect(seen.join()).not.toContain(`list/${ids.privateList}`);
  });

  it('harvests by change time and by set, and only MARC records as marc21', async () => {
    const window = await oai(
      'verb=ListRecords&metadataPrefix=oai_dc&from=2021-03-02T00:00:00Z&until=2021-03-04T10:00:00Z',
    );
    expect(window.doc.ListRecords.record.map((r: Doc) => r.header.identifier)).toEqual([
      `oai:localhost:work/${ids.plainWork}`,
      `oai:localhost:work/${ids.picture}`,
      `oai:localhost:person/${ids.person}`,
    ]);
    const days = await oai('verb=ListIdentifiers&metadataPrefix=oai_dc&from=2021-03-05&until=2021-03-05');
    expect(days.doc.ListIdentifiers.header.map((h: Doc) => h.identifier)).toEqual([
      `oai:localhost:article/${ids.article}`,
    ]);
    const images = await oai('verb=ListIdentifiers&metadataPrefix=oai_dc&set=images');
    expect(images.doc.ListIdentifiers.header.map((h: Doc) => h.identifier)).toEqual([
      `oai:localhost:work/${ids.picture}`,
    ]);
    const marc = await oai('verb=ListRecords&metadataPrefix=marc21&until=2021-03-08');
    expect(marc.doc.ListRecords.record.map((r: Doc) => r.header.identifier)).toEqual([
      `oai:localhost:work/${ids.marcWork}`,
    ]);
    const none = await oai('verb=ListRecords&metadataPrefix=oai_dc&from=2030-01-01');
    expect(errorOf(none.doc)).toBe('noRecordsMatch');
    expect(errorOf((await oai('verb=ListRecords&metadataPrefix=oai_dc&set=nosuch')).doc)).toBe(
      'noRecordsMatch',
    );
  });

  it('refuses a token that has expired, was altered, or belongs to another verb', async () => {
    const { doc } = await oai('verb=ListRecords&metadataPrefix=oai_dc');
    const token: string = doc.ListRecords.resumptionToken['#text'];
    expect(
      errorOf((await oai(`verb=ListIdentifiers&resumptionToken=${encodeURIComponent(token)}`)).doc),
    ).toBe('badResumptionToken');
    const altered = `${token.slice(0, 5)}${token[5] === 'A' ? 'B' : 'A'}${token.slice(6)}`;
    expect(errorOf((await oai(`verb=ListRecords&resumptionToken=${encodeURIComponent(altered)}`)).doc)).toBe(
      'badResumptionToken',
    );
    clock.now = new Date(clock.now.getTime() + 11 * 60_000);
    try {
      const expired = await oai(`verb=ListRecords&resumptionToken=${encodeURIComponent(token)}`);
      expect(errorOf(expired.doc)).toBe('badResumptionToken');
      expect(expired.doc.error[0]['#text']).toMatch(/expired/);
    } finally {
      clock.now = new Date('2021-04-01T00:00:00Z');
    }
  });

  it.each([
    ['', 'badVerb'],
    ['verb=Sing', 'badVerb'],
    ['verb=Identify&verb=Identify', 'badVerb'],
    ['verb=Identify&set=books', 'badArgument'],
    ['verb=ListRecords', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=marc21', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2021-02-30', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2021-03-01&until=2021-03-02T00:00:00Z', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2021-03-05&until=2021-03-01', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&resumptionToken=x', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=bad%20prefix', 'badArgument'],
    ['verb=GetRecord&metadataPrefix=oai_dc', 'badArgument'],
    ['verb=ListRecords&resumptionToken=not.a-token', 'badResumptionToken'],
    ['verb=ListRecords&metadataPrefix=mods', 'cannotDisseminateFormat'],
    ['verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:elsewhere.org:work/1', 'idDoesNotExist'],
    ['verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:localhost:work/abc', 'idDoesNotExist'],
  ])('answers %s with the error %s, in a 200 that the schema accepts', async (query, code) => {
    const { doc } = await oai(query);
    expect(errorOf(doc)).toBe(code);
    // After badVerb or badArgument the request is echoed without its arguments (§3.6).
    if (code === 'badVerb' || code === 'badArgument') expect(doc.request).toBe('http://localhost:3000/oai');
  });

  it('answers noSetHierarchy where there are no collections', async () => {
    const bare = await createTestStore(dialect);
    const bareApp = await testAppWithClock(bare, clock, {});
    try {
      await buildWork(bare);
      const response = await bareApp.inject({ method: 'GET', url: '/oai?verb=ListSets' });
      expect(await oaiSchemaErrors(response.body)).toEqual([]);
      expect(response.body).toContain('code="noSetHierarchy"');
      const bySet = await bareApp.inject({
        method: 'GET',
        url: '/oai?verb=ListRecords&metadataPrefix=oai_dc&set=books',
      });
      expect(bySet.body).toContain('code="noSetHierarchy"');
    } finally {
      await bareApp.close();
      await bare.destroy();
    }
  });
});
