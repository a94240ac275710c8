import { ApiErrorSchema, ArticleSchema, PersonResourcesSchema, PersonSchema } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PersonFixtures, seedPersonFixtures } from './person-fixtures.ts';
import { testApp } from './helpers.ts';

describe.each(await storesUnderTest())('person resources and article neighbours on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let f: PersonFixtures;
  const get = (url: string) => app.inject({ method: 'GET', url });
  const resources = async (query: string, id = f.personId) => {
    const res = await get(`/api/people/${id}/resources${query}`);
    expect(res.statusCode).toBe(200);
    return PersonResourcesSchema.parse(res.json());
  };

  beforeAll(async () => {
    store = await createTestStore(dialect);
    f = await seedPersonFixtures(store);
    app = await testApp(store);
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  it('counts every tab, leaving out deleted works', async () => {
    const page = await resources('?tab=by');
    expect(page.counts).toEqual({ selected: 10, related: 2, by: 13, about: 2 });
    expect(page.total).toBe(13);
  });

  it('pages resources by the person 10 at a time, in date order with undated works last', async () => {
    const first = await resources('?tab=by');
    expect(first.pageSize).toBe(10);
    expect(first.resources.map((r) => r.id)).toEqual(f.byIds.slice(0, 10));
    const second = await resources('?tab=by&startPos=10');
    expect(second.resources.map((r) => r.id)).toEqual(f.byIds.slice(10));
    expect(second.resources.at(-1)?.years).toBeNull();
    const all = await resources('?tab=by&pageSize=500');
    expect(all.resources).toHaveLength(13);
  });

  it('gives each resource item the fields of the spec', async () => {
    const page = await resources('?tab=by&pageSize=1');
    expect(page.resources[0]).toEqual({
      id: f.byIds[0],
      title: 'Speech number 01',
      creator: 'Deakin, Alfred, 1856-1919',
      format: 'Book',
      years: '1880',
      text: 'Summary of Speech number 01',
      series: 'Federation papers',
      language: 'English',
      location: 'Melbourne',
      thumb: null,
      url: 'https://example.org/speech-1',
      partner: [{ nuc: 'ANL', name: 'National Library of Australia' }],
      relations: ['contributor', 'creator'],
      links: [
        { relation: 'contributor', reason: 'MARC 700 contributor: heading with life dates' },
        { relation: 'creator', reason: 'creator: heading with life dates' },
      ],
    });
  });

  it('lists resources about the person from subject links', async () => {
    const page = await resources('?tab=about');
    expect(page.resources.map((r) => r.id)).toEqual(f.aboutIds);
    expect(page.resources.every((r) => r.relations.includes('subject'))).toBe(true);
    expect(page.resources[0]?.links).toEqual([
      { relation: 'subject', reason: 'MARC 600 subject: heading with life dates' },
    ]);
  });

  it('selects the best-held resources by or about the person, at most 10', async () => {
    const page = await resources('?tab=selected');
    expect(page.total).toBe(10);
    expect(page.resources[0]?.id).toBe(f.bestHeldId);
    expect(page.resources.slice(1, 6).map((r) => r.id)).toEqual([...f.byIds.slice(0, 4), f.byIds[7]]);
    expect(page.resources[6]?.id).toBe(f.aboutIds[0]);
  });

  it('names the people who share works, most shared first', async () => {
    const page = await resources('?tab=related');
    expect(page.resources).toEqual([]);
    expect(page.names.map((n) => [n.id, n.shared])).toEqual([
      [f.coAuthorId, 2],
      [f.subjectOnlyId, 1],
    ]);
    const lone = await resources('?tab=related', f.loneId);
    expect(lone.total).toBe(0);
    expect(lone.names).toEqual([]);
  });

  it('lists every partner with its count and filters the resource tabs by the chosen ones', async () => {
    const unfiltered = await resources('?tab=by');
    expect(unfiltered.partners).toEqual([
      { nuc: 'ANL', name: 'National Library of Australia', count: 6 },
      { nuc: 'NSL', name: 'State Library of New South Wales', count: 6 },
    ]);
    const anl = await resources('?tab=by&partner=ANL');
    expect(anl.total).toBe(6);
    expect(anl.selectedPartners).toEqual(['ANL']);
    expect(anl.counts).toMatchObject({ by: 6, about: 0, related: 2 });
    expect(anl.partners).toEqual(unfiltered.partners);
    const nsl = await resources('?tab=by&partner=NSL');
    expect(nsl.resources.map((r) => r.id)).toEqual(f.byIds.slice(4, 9));
    const both = await resources('?tab=by&partner=ANL&partner=NSL');
    expect(both.total).toBe(9);
    expect((await resources('?tab=by&partner=ANL,NSL')).total).toBe(9);
    const none = await resources('?tab=about&partner=ANL');
    expect(none.total).toBe(0);
    expect(none.resources).toEqual([]);
  });

  it('answers 404 for an unknown person and 400 for bad parameters', async () => {
    const missing = await get('/api/people/99999999/resources');
    expect(missing.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(missing.json()).message).toBe('A(n) person with 99999999 could not be found');
    expect((await get('/api/people/abc/resources')).statusCode).toBe(404);
    for (const bad of [
      'tab=everything',
      'pageSize=0',
      'pageSize=501',
      'startPos=-1',
      'partner=%3Cscript%3E',
    ]) {
      const res = await get(`/api/people/${f.personId}/resources?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(ApiErrorSchema.parse(res.json()).error).toBe('validation');
    }
  });

  it('documents the resources call and the article neighbours in the OpenAPI', async () => {
    const doc = (await get('/api/docs/json')).json() as {
      paths: Record<
        string,
        { get?: { parameters?: { name: string }[]; responses?: Record<string, unknown> } }
      >;
    };
    const call = doc.paths['/api/people/{id}/resources']?.get;
    expect(call?.parameters?.map((p) => p.name).sort()).toEqual([
      'id',
      'pageSize',
      'partner',
      'startPos',
      'tab',
    ]);
    expect(Object.keys(call?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '404']));
    expect(JSON.stringify(doc.paths['/api/newspaper/article/{id}']?.get?.responses?.['200'])).toContain(
      '"next"',
    );
  });

  it('gives a disambiguation record the names it may now refer to', async () => {
    const person = PersonSchema.parse((await get(`/api/people/${f.disambiguationId}`)).json());
    expect(person.disambiguation).toBe(true);
    expect(person.disambiguationNames).toEqual([
      { name: 'Smith, John, 1800-1870 (surveyor)', id: f.coAuthorId },
      { name: 'Smith, John, 1821-1885 (printer)', id: null },
    ]);
    const plain = PersonSchema.parse((await get(`/api/people/${f.personId}`)).json());
    expect(plain).toMatchObject({ disambiguation: false, disambiguationNames: [] });
  });

  it("gives an article its issue's previous and next article by page sequence, then id", async () => {
    const neighbours = async (id: number) => {
      const article = ArticleSchema.parse((await get(`/api/newspaper/article/${id}`)).json());
      return [article.previous?.id ?? null, article.next?.id ?? null];
    };
    const { p1, p2a, p2b, unplaced, otherDay } = f.issue;
    expect(await neighbours(p1)).toEqual([null, p2a]);
    expect(await neighbours(p2a)).toEqual([p1, p2b]);
    expect(await neighbours(p2b)).toEqual([p2a, unplaced]);
    expect(await neighbours(unplaced)).toEqual([p2b, null]);
    expect(await neighbours(otherDay)).toEqual([null, null]);
    const article = ArticleSchema.parse((await get(`/api/newspaper/article/${p1}`)).json());
    expect(article.next).toEqual({ id: p2a, heading: 'SHIPPING.', page: '2' });
  });
});
