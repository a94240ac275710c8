import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SearchingApp, seededSearchingApp } from './helpers.ts';
import { type V3World, buildV3World } from './v3-world.ts';

/** /v3 (issue 18 §1, ADR 051): the search and the records, their parameters, includes, limits and errors, on both stores; titles, contributors, the docs and the gate are in v3-titles-docs.int.test.ts; a results page's API call in v3-api-call.int.test.ts. */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(await storesUnderTest())('/v3 on %s', (dialect) => {
  let store: Store;
  let running: SearchingApp;
  let w: V3World;
  const get = (url: string, headers: Record<string, string> = {}) =>
    running.app.inject({ method: 'GET', url, headers });
  const json = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Json>();
  };
  const headings = async (query: string) =>
    (
      (await json(`/v3/result?category=newspaper&encoding=json&${query}`)).category[0].records.article ?? []
    ).map((a: Json) => a.heading);

  beforeAll(async () => {
    store = await createTestStore(dialect);
    w = await buildV3World(store);
    running = await seededSearchingApp(store);
  }, 120_000);
  afterAll(async () => {
    await running?.close();
  });

  describe('GET /v3/result', () => {
    it("answers v3's shape: categories with records, total and brief articles", async () => {
      const body = await json('/v3/result?q=flood&category=newspaper&encoding=json');
      expect(body.query).toBe('flood');
      const [newspaper] = body.category;
      expect(newspaper).toMatchObject({ code: 'newspaper', name: 'Newspapers & Gazettes' });
      expect(newspaper.records).toMatchObject({ s: '*', n: '3', total: 3 });
      expect(newspaper.records.nextStart).toBeUndefined();
      const echuca = newspaper.records.article.find((a: Json) => a.id === String(w.echuca));
      expect(echuca).toMatchObject({
        url: `http://localhost:3000/v3/newspaper/${w.echuca}`,
        heading: 'FLOOD AT ECHUCA.',
        category: 'Article',
        title: { id: String(w.argus), title: 'The Argus (Melbourne, Vic. : 1848 - 1957)' },
        date: '1890-09-13',
        page: '6',
        pageSequence: '6',
        troveUrl: 'https://nla.gov.au/nla.news-article8435381',
        relevance: { value: expect.any(String), score: expect.any(String) },
      });
      expect(echuca.snippet).toMatch(/<strong>flood<\/strong>/i);
      expect(echuca.wordCount).toBeUndefined();
      expect(echuca.articleText).toBeUndefined();
    });

    it("refuses a missing category with v3's error, in JSON and in XML", async () => {
      const res = await get('/v3/result?q=flood');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        statusText: 'Bad Request',
        description: 'Missing required parameter: category',
      });
      const xml = await get('/v3/result?q=flood&encoding=xml');
      expect(xml.statusCode).toBe(400);
      expect(xml.headers['content-type']).toMatch(/^application\/xml/);
      expect(new XMLParser().parse(xml.body).error).toEqual({
        statusCode: 400,
        statusText: 'Bad Request',
        description: 'Missing required parameter: category',
      });
    });

    it.each([
      ['category=website', 'Invalid category: website'],
      ['category=newspaper&n=101', 'Invalid value for n: 101'],
      ['category=newspaper&n=-1', 'Invalid value for n: -1'],
      ['category=newspaper&s=%3Cscript%3E', 'Invalid value for s'],
      ['category=newspaper&s=h12', 'Invalid value for s: h12'],
      ['category=newspaper&bulkHarvest=true&s=20', 'Invalid value for s: 20'],
      ['category=newspaper&s=10000', 'bulkHarvest=true'],
      ['category=newspaper&sortby=title', 'Invalid value for sortby: title'],
      ['category=newspaper&reclevel=huge', 'Invalid value for reclevel: huge'],
      ['category=newspaper&include=everything', 'Invalid value for include: everything'],
      ['category=newspaper&facet=colour', 'Invalid facet: colour'],
      ['category=newspaper&l-colour=red', 'Invalid limit: l-colour'],
      ['category=newspaper&l-illustrated=maybe', 'maybe is not a value of l-illustrated'],
      ['category=newspaper&l-month=02', 'l-month needs one l-year'],
      ['category=newspaper&l-usertag=mine', 'Invalid limit: l-usertag'],
      ['category=newspaper&encoding=yaml', 'Invalid encoding: yaml'],
      ['category=newspaper&bulkHarvest=perhaps', 'Invalid value for bulkHarvest'],
      ['category=newspaper&q=%22unclosed', null],
    ])('refuses %s with a 400 that says why', async (query, words) => {
      const res = await get(`/v3/result?${query}`);
      if (words === null) {
        // A query the parser cannot read whole is searched for its words (the portal's rule).
        expect(res.statusCode).toBe(200);
        return;
      }
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<Json>().description).toContain(words);
    });

    it('with n=0 gives totals and facets only, facets nested as v3 nests them', async () => {
      const body = await json('/v3/result?q=flood&category=newspaper&n=0&facet=decade&facet=state');
      const records = body.category[0].records;
      expect(records).toMatchObject({ total: 3, n: '0' });
      expect(records.article).toBeUndefined();
      const decade = body.category[0].facets.facet.find((f: Json) => f.name === 'decade');
      expect(decade.displayname).toBe('Decade');
      const d189 = decade.term.find((t: Json) => t.search === '189');
      expect(d189).toMatchObject({ display: '1890 - 1899', count: '1' });
      expect(d189.term).toEqual([expect.objectContaining({ search: '1890', count: '1' })]);
      const state = body.category[0].facets.facet.find((f: Json) => f.name === 'state');
      expect(state.term.map((t: Json) => t.search).sort()).toEqual(['NSW', 'VIC']);
    });

    it('pages with nextStart until there is none', async () => {
      const seen: string[] = [];
      let s = '*';
      for (let page = 0; page < 5; page += 1) {
        const records = (await json(`/v3/result?q=flood&category=newspaper&n=2&s=${s}`)).category[0].records;
        seen.push(...records.article.map((a: Json) => a.id));
        if (!records.nextStart) break;
        s = records.nextStart;
      }
      expect(seen.sort()).toEqual([w.echuca, w.relief, w.notice].map(String).sort());
    });

    it('sorts by date either way', async () => {
      expect(await headings('q=flood&sortby=dateasc')).toEqual([
        'FLOOD AT ECHUCA.',
        'GOVERNMENT NOTICE. FLOOD WORKS.',
        'FLOOD RELIEF FUND.',
      ]);
      expect(await headings('q=flood&sortby=datedesc')).toEqual([
        'FLOOD RELIEF FUND.',
        'GOVERNMENT NOTICE. FLOOD WORKS.',
        'FLOOD AT ECHUCA.',
      ]);
    });

    it.each([
      ['l-state=Victoria', ['FLOOD AT ECHUCA.', 'FLOOD RELIEF FUND.']],
      ['l-state=NSW', ['GOVERNMENT NOTICE. FLOOD WORKS.']],
      ['l-decade=189', ['FLOOD AT ECHUCA.']],
      ['l-decade=191&l-year=1914', ['FLOOD RELIEF FUND.']],
      ['l-decade=191&l-year=1914&l-month=05', ['FLOOD RELIEF FUND.']],
      ['l-decade=191&l-year=1914&l-month=06', []],
      ['l-category=Advertising', ['FLOOD RELIEF FUND.']],
      ['l-illustrated=true', ['FLOOD AT ECHUCA.']],
      ['l-wordCount=%3C100%20Words', ['FLOOD AT ECHUCA.']],
      ['l-wordCount=1000%2B%20Words', ['FLOOD RELIEF FUND.']],
      ['l-wordcount=100%20-%201000%20Words', ['GOVERNMENT NOTICE. FLOOD WORKS.']],
      ['l-artType=newspapers', ['FLOOD AT ECHUCA.', 'FLOOD RELIEF FUND.']],
      ['l-artType=gazette', ['GOVERNMENT NOTICE. FLOOD WORKS.']],
      ['l-artType=gazette&l-state=Victoria', []],
      [
        'l-artType=newspaper,gazette&sortby=dateasc',
        ['FLOOD AT ECHUCA.', 'GOVERNMENT NOTICE. FLOOD WORKS.', 'FLOOD RELIEF FUND.'],
      ],
    ])("limits with v3's %s", async (limit, expected) => {
      const l = limit.startsWith('l-title') ? limit : limit;
      expect((await headings(`q=flood&${l}`)).sort()).toEqual([...expected].sort());
    });

    it("limits by title id, the portal's", async () => {
      expect((await headings(`q=flood&l-title=${w.gazette}`)).sort()).toEqual([
        'GOVERNMENT NOTICE. FLOOD WORKS.',
      ]);
    });

    it("reads v3's date ranges with their exclusive start, and fulltext:", async () => {
      const range = (from: string, to: string) =>
        encodeURIComponent(`date:[${from}T00:00:00Z TO ${to}T00:00:00Z]`);
      expect(await headings(`q=${range('1890-09-12', '1890-09-13')}`)).toEqual(['FLOOD AT ECHUCA.']);
      expect(await headings(`q=${range('1890-09-13', '1890-12-31')}`)).toEqual([]);
      expect(await headings(`q=${encodeURIComponent('fulltext:Murray')}`)).toEqual(['FLOOD AT ECHUCA.']);
    });

    it('searches the whole collection for an empty or facet-only query', async () => {
      for (const q of ['', '%00', '%20', '*']) expect((await headings(`q=${q}`)).length).toBe(3);
    });

    it('gives full records and what include asks, in any case', async () => {
      const body = await json(
        `/v3/result?q=echuca&category=newspaper&reclevel=full&include=articleText,Lists`,
      );
      const [article] = body.category[0].records.article;
      expect(article).toMatchObject({
        trovePageUrl: 'https://nla.gov.au/nla.news-page291857',
        illustrated: 'Y',
        wordCount: '50',
        correctionCount: '3',
        tagCount: '0',
        commentCount: '0',
        listCount: '1',
        pdf: ['https://trove.nla.gov.au/ndp/imageservice/nla.news-page291857/print'],
        list: [
          {
            id: String(w.list),
            url: `http://localhost:3000/v3/list/${w.list}`,
            value: 'Floods on the Murray',
          },
        ],
      });
      expect(article.articleText).toBe('<p><span>The Murray river rose in flood at Echuca.</span></p>');
    });

    it('searches several categories, or all, each with its own records', async () => {
      const two = await json('/v3/result?q=flood&category=book,people&encoding=json');
      expect(two.category.map((c: Json) => c.code)).toEqual(['book', 'people']);
      expect(two.category[0].records.work[0]).toMatchObject({
        id: String(w.work),
        title: 'Flood stories of the Murray',
      });
      const all = await json('/v3/result?q=lawson&category=all');
      expect(all.category).toHaveLength(9);
      const people = all.category.find((c: Json) => c.code === 'people');
      expect(people.records.people[0]).toMatchObject({ id: String(w.person), primaryName: 'Lawson, Henry' });
      const lists = await json('/v3/result?q=murray&category=list');
      expect(lists.category[0].records.list).toEqual([
        expect.objectContaining({
          id: String(w.list),
          title: 'Floods on the Murray',
          creator: 'public:riverreader',
        }),
      ]);
    });

    it('answers XML with records as repeated elements and ids as attributes', async () => {
      const res = await get('/v3/result?q=flood&category=newspaper&encoding=xml&sortby=dateasc');
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(res.body);
      const category = parsed.response.category;
      expect(category).toMatchObject({ code: 'newspaper', name: 'Newspapers & Gazettes' });
      expect(category.records.total).toBe('3');
      expect(category.records.article.map((a: Json) => a.heading)).toEqual([
        'FLOOD AT ECHUCA.',
        'GOVERNMENT NOTICE. FLOOD WORKS.',
        'FLOOD RELIEF FUND.',
      ]);
      expect(category.records.article[0].id).toBe(String(w.echuca));
    });

    it('is open to other sites for GET, and answers their preflight', async () => {
      const res = await get('/v3/result?q=flood&category=newspaper', { origin: 'https://elsewhere.example' });
      expect(res.headers['access-control-allow-origin']).toBe('*');
      const preflight = await running.app.inject({
        method: 'OPTIONS',
        url: '/v3/result',
        headers: { origin: 'https://elsewhere.example', 'access-control-request-headers': 'x-api-key' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-headers']).toMatch(/X-API-KEY/);
      expect(preflight.headers['access-control-allow-methods']).toMatch(/GET/);
    });
  });

  describe('records', () => {
    it('gives an article under its kind: newspapers and gazettes under newspaper, gazettes under gazette', async () => {
      expect((await json(`/v3/newspaper/${w.echuca}`)).heading).toBe('FLOOD AT ECHUCA.');
      expect((await json(`/v3/newspaper/${w.notice}`)).url).toBe(
        `http://localhost:3000/v3/gazette/${w.notice}`,
      );
      expect((await json(`/v3/gazette/${w.notice}`)).heading).toBe('GOVERNMENT NOTICE. FLOOD WORKS.');
      expect((await get(`/v3/gazette/${w.echuca}`)).statusCode).toBe(404);
      expect((await get(`/v3/magazine/${w.echuca}`)).statusCode).toBe(404);
    });

    it.each([
      '/v3/newspaper/99999999',
      '/v3/newspaper/abc',
      '/v3/work/0',
      '/v3/people/99999999',
      '/v3/list/x',
      '/v3/nothing/here',
      '/v3/contributor/NOPE',
    ])("answers %s with v3's 404", async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        statusCode: 404,
        statusText: 'Not Found',
        description: expect.any(String),
      });
    });

    it('gives a work with its versions, links, holdings, tags and comments', async () => {
      const work = await json(
        `/v3/work/${w.work}?reclevel=full&include=workversions,links,holdings,tags,comments,lists`,
      );
      expect(work).toMatchObject({
        id: String(w.work),
        title: 'Flood stories of the Murray',
        contributor: ['Lawson, Henry'],
        issued: '1901',
        type: ['Book'],
        subject: ['Floods'],
        abstract: ['Tales of the river.'],
        tagCount: '1',
        commentCount: '1',
        listCount: '1',
        holdingsCount: '1',
        identifier: [
          {
            type: 'url',
            linktype: 'fulltext',
            linktext: 'Read online',
            value: 'https://example.org/flood-stories',
          },
          { type: 'url', linktype: 'thumbnail', value: 'https://example.org/cover.jpg' },
        ],
        holding: [{ nuc: 'ANL', name: 'National Library of Australia', callNumber: 'A 123' }],
        tag: [{ value: 'rivers', lastupdated: expect.stringMatching(/Z$/) }],
        comment: [{ by: 'public:riverreader', value: 'A fine collection.' }],
      });
      expect(work.version[0]).toMatchObject({
        record: [{ publisher: 'Angus & Robertson', isbn: ['0140449132'] }],
      });
    });

    it('gives a person, brief and full', async () => {
      expect(await json(`/v3/people/${w.person}`)).toMatchObject({
        primaryName: 'Lawson, Henry',
        primaryDisplayName: 'Henry Lawson',
        type: 'Person',
        occupation: ['Poet'],
      });
      expect(await json(`/v3/people/${w.person}?reclevel=full`)).toMatchObject({
        biography: [{ value: 'Australian writer and poet.' }],
        birth: { date: '1867-06-17' },
      });
    });

    it('gives a public list with its items, and no private list', async () => {
      const list = await json(`/v3/list/${w.list}?include=listItems&reclevel=full`);
      expect(list).toMatchObject({
        title: 'Floods on the Murray',
        listItemCount: '4',
        description: 'What the papers said.',
      });
      expect(list.listItem.map((i: Json) => Object.keys(i).filter((k) => k !== 'note')[0])).toEqual([
        'work',
        'article',
        'people',
        'externalWebsite',
      ]);
      expect(list.listItem[0]).toMatchObject({ note: 'The stories', work: { id: String(w.work) } });
      expect((await get(`/v3/list/${w.privateList}`)).statusCode).toBe(404);
    });

    it('refuses a bad include or reclevel on a record', async () => {
      expect((await get(`/v3/work/${w.work}?include=everything`)).statusCode).toBe(400);
      expect((await get(`/v3/work/${w.work}?reclevel=huge&encoding=xml`)).body).toContain(
        '<statusCode>400</statusCode>',
      );
    });
  });

  describe('who sees what', () => {
    it("shows only public contributions and lists, to everyone alike, whoever's session comes along", async () => {
      const work = await json(`/v3/work/${w.work}?include=tags`);
      expect(work.tag.map((t: Json) => t.value)).toEqual(['rivers']);
      const asOwner = await get(`/v3/list/${w.privateList}`, { cookie: 'trove_session=anything' });
      expect(asOwner.statusCode).toBe(404);
      const lists = await json(`/v3/result?q=secret&category=list`);
      expect(lists.category[0].records.total).toBe(0);
    });
  });
});
