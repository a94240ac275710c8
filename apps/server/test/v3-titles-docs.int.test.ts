import { API_GATE_MESSAGES } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuedApiKey } from './api-key-builders.ts';
import { type SearchingApp, seededSearchingApp, testApp } from './helpers.ts';
import { type V3World, buildV3World } from './v3-world.ts';

/** /v3 (issue 18 §1, ADR 051): the titles and contributors calls, /v3/docs and the API-key gate, on both stores. */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(await storesUnderTest())(
  '/v3 titles, contributors, documentation and gate on %s',
  (dialect) => {
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

    beforeAll(async () => {
      store = await createTestStore(dialect);
      w = await buildV3World(store);
      running = await seededSearchingApp(store);
    }, 120_000);
    afterAll(async () => {
      await running?.close();
    });

    describe('titles and contributors', () => {
      it('lists newspaper titles apart from gazettes, by state', async () => {
        const newspapers = await json('/v3/newspaper/titles');
        expect(newspapers.total).toBe(1);
        expect(newspapers.newspaper[0]).toMatchObject({ id: String(w.argus), state: 'Victoria' });
        expect((await json('/v3/gazette/titles')).gazette[0].id).toBe(String(w.gazette));
        expect((await json('/v3/newspaper/titles?state=nsw')).total).toBe(0);
        expect((await json('/v3/newspaper/titles?state=Victoria')).total).toBe(1);
        expect((await get('/v3/newspaper/titles?state=Atlantis')).statusCode).toBe(400);
        expect(await json('/v3/magazine/titles')).toEqual({ total: 0 });
      });

      it('gives a title with its years, and the issues of a range', async () => {
        const title = await json(`/v3/newspaper/title/${w.argus}?include=years`);
        expect(title.year).toEqual([
          { date: '1890', issuecount: '1' },
          { date: '1914', issuecount: '1' },
        ]);
        const ranged = await json(`/v3/newspaper/title/${w.argus}?include=years&range=18900101-18901231`);
        expect(ranged.year[0].issue).toEqual([
          expect.objectContaining({ id: `${w.argus}-18900913`, date: '1890-09-13' }),
        ]);
        expect(ranged.year[1].issue).toBeUndefined();
        expect((await get(`/v3/newspaper/title/${w.argus}?range=18901301-18901231`)).statusCode).toBe(400);
        expect((await get(`/v3/gazette/title/${w.argus}`)).statusCode).toBe(404);
      });

      it('lists contributors, finds them by words of the name, and gives one with its branches', async () => {
        const found = await json('/v3/contributor?q=national');
        expect(found.contributor).toEqual([
          {
            id: 'ANL',
            url: 'http://localhost:3000/v3/contributor/ANL',
            nuc: 'ANL',
            name: 'National Library of Australia',
          },
        ]);
        const full = await json('/v3/contributor/anl?reclevel=full');
        expect(full.children.contributor[0]).toMatchObject({ nuc: 'ANL:DL' });
      });

      it('refuses a contributor search holding a control character, as v3 refuses a bad parameter', async () => {
        for (const method of ['GET', 'HEAD'] as const) {
          const answer = await running.app.inject({ method, url: '/v3/contributor?q=a%00b' });
          expect(answer.statusCode).toBe(400);
          if (method === 'GET')
            expect(JSON.parse(answer.body)).toMatchObject({
              statusCode: 400,
              description: expect.stringContaining('U+0000'),
            });
        }
      });
    });

    describe('documentation', () => {
      it('documents every call in its own OpenAPI document, with examples that run', async () => {
        const doc = await json('/v3/docs/json');
        const paths = Object.keys(doc.paths);
        for (const path of [
          '/v3/result',
          '/v3/newspaper/{id}',
          '/v3/gazette/{id}',
          '/v3/magazine/{id}',
          '/v3/work/{id}',
          '/v3/people/{id}',
          '/v3/list/{id}',
          '/v3/newspaper/titles',
          '/v3/newspaper/title/{id}',
          '/v3/contributor',
          '/v3/contributor/{nuc}',
        ])
          expect(paths).toContain(path);
        const withExample = Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) => {
          const params = (item.get?.parameters ?? []) as Json[];
          const inPath = params.filter((p) => p.in === 'path');
          const exampleOf = (p: Json | undefined) => p?.example ?? p?.schema?.example;
          if (inPath.some((p) => exampleOf(p) === undefined)) return [];
          return [
            path.replace(/\{(\w+)\}/g, (_m, name: string) =>
              String(exampleOf(inPath.find((p) => p.name === name))),
            ),
          ];
        });
        // The magazine calls have no record to show in this world; every other call's example answers.
        for (const url of withExample) {
          const query = url === '/v3/result' ? '?q=tragedy&category=newspaper' : '';
          expect((await get(`${url}${query}`)).statusCode, url).toBe(200);
        }
        expect(withExample.length).toBeGreaterThanOrEqual(10);
        // A key field for Try it out, the header and the parameter v3 reads; no internal references.
        expect(doc.components.securitySchemes).toEqual({
          apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-KEY' },
          apiKeyQuery: { type: 'apiKey', in: 'query', name: 'key' },
        });
        expect(JSON.stringify(doc)).not.toMatch(/\bADR \d|\bissue \d/i);
        expect((await get('/v3/docs')).headers['content-type']).toMatch(/^text\/html/);
        const api = await json('/api/docs/json');
        expect(Object.keys(api.paths).some((p) => p.startsWith('/v3'))).toBe(false);
      });
    });

    it("is behind the API-key gate: its refusals (403, 429) in v3's shape and encoding; the preflight and docs open", async () => {
      // The portal as it is built, with a key required (no keyless allowance).
      const app = await testApp(store, {
        searchEngine: running.engine,
        config: { apiKeys: { keylessQuota: null } },
      });
      const forbidden = await app.inject({ method: 'GET', url: '/v3/result?category=book&encoding=xml' });
      expect(forbidden.statusCode).toBe(403);
      expect(new XMLParser().parse(forbidden.body).error).toEqual({
        statusCode: 403,
        statusText: 'Forbidden',
        description: API_GATE_MESSAGES.missing,
      });
      const { key } = await issuedApiKey(store, { quota: '1/d' });
      const search = (query: string) =>
        app.inject({ method: 'GET', url: `/v3/result?category=book${query}`, headers: { 'x-api-key': key } });
      expect((await search('')).statusCode).toBe(200);
      const spent = await search('');
      expect(spent.statusCode).toBe(429);
      expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);
      expect(spent.headers['access-control-allow-origin']).toBe('*');
      expect(spent.json()).toMatchObject({ statusCode: 429, statusText: 'Too Many Requests' });
      // The key may also come as key=, as real clients send it.
      const wrong = await app.inject({ method: 'GET', url: '/v3/result?category=book&key=trv_not-a-key' });
      expect(wrong.json()).toMatchObject({ statusCode: 403, description: API_GATE_MESSAGES.unknown });
      // The browser's preflight carries no key, and the documentation needs none.
      expect((await app.inject({ method: 'OPTIONS', url: '/v3/result' })).statusCode).toBe(204);
      expect((await app.inject({ method: 'GET', url: '/v3/docs' })).statusCode).toBe(200);
      await app.close();
    });
  },
);
