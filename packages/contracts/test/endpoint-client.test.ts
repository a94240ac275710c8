import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  type ApiRequest,
  ENDPOINTS,
  addressOf,
  apiPathOf,
  createApiClient,
  endpoint,
  httpSender,
  pathParameters,
} from '../src/index.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A client whose sender records each request and answers with `reply`. */
function recording(reply: (request: ApiRequest) => Response | Promise<Response>) {
  const sent: ApiRequest[] = [];
  const api = createApiClient(ENDPOINTS, async (request) => {
    sent.push(request);
    return reply(request);
  });
  return { api, sent };
}

describe('the endpoint table', () => {
  it('names each path parameter once, and every one has a schema', () => {
    for (const [group, endpoints] of Object.entries(ENDPOINTS))
      for (const [name, e] of Object.entries(endpoints)) {
        const names = pathParameters(e.path);
        expect(new Set(names).size, `${group}.${name}`).toBe(names.length);
        if (names.length > 0) expect(e.params, `${group}.${name} has path parameters`).toBeDefined();
      }
  });

  it('defines each method and path once', () => {
    const routes = Object.values(ENDPOINTS).flatMap((endpoints) =>
      Object.values(endpoints).map((e) => `${e.method} ${e.path}`),
    );
    expect(new Set(routes).size).toBe(routes.length);
  });
});

describe('addressOf', () => {
  const lookup = endpoint({
    method: 'GET',
    path: '/thing/:kind/:id',
    group: 'test',
    summary: 'A thing',
    params: z.object({ kind: z.string(), id: z.string() }),
    query: z.object({ q: z.string().optional(), l: z.array(z.string()).optional() }),
    response: z.object({}),
    errors: [404],
  });

  it('puts parameters into the path, encoded, and the other fields into the query', () => {
    expect(addressOf(lookup, { kind: 'a/b', id: 7, q: 'gold rush', l: ['x', 'y'] })).toBe(
      '/thing/a%2Fb/7?q=gold+rush&l=x&l=y',
    );
  });

  it('leaves out empty query fields, and never sends the body in the address', () => {
    expect(addressOf(lookup, { kind: 'k', id: 1, q: '', body: { no: 1 } })).toBe('/thing/k/1');
  });
});

describe('the typed client', () => {
  it('sends a change with its method, path and body', async () => {
    const { api, sent } = recording(() => json(200, { result: true }));
    const result = await api.tags.remove({ id: 12 });
    expect(result).toEqual({ ok: true, data: { result: true } });
    expect(sent).toEqual([{ method: 'DELETE', path: '/tag/12' }]);
  });

  it('passes the signal and the visitor’s cookie to the sender', async () => {
    const { api, sent } = recording(() => json(200, { suggestions: ['gold'] }));
    const controller = new AbortController();
    await api.tags.suggest({ text: 'go' }, { signal: controller.signal, cookie: 'trove_session=s' });
    expect(sent[0]).toMatchObject({
      path: '/tag?text=go',
      signal: controller.signal,
      cookie: 'trove_session=s',
    });
  });

  it('gives the API’s message, status and details when it refuses', async () => {
    const { api } = recording(() =>
      json(410, { error: 'deleted', message: 'This work was deleted.', details: { mergedInto: 3 } }),
    );
    expect(await api.tags.remove({ id: 1 })).toEqual({
      ok: false,
      status: 410,
      kind: 'http',
      message: 'This work was deleted.',
      details: { mergedInto: 3 },
    });
  });

  it('calls an answer that breaks the contract a contract failure, naming the path', async () => {
    const { api } = recording(() => json(200, { result: 'yes' }));
    expect(await api.tags.remove({ id: 1 })).toMatchObject({ ok: false, status: 502, kind: 'contract' });
  });

  it('reports a sender that could not reach the API as a network failure', async () => {
    const { api } = recording(() => {
      throw new TypeError('fetch failed');
    });
    expect(await api.tags.remove({ id: 1 })).toEqual({
      ok: false,
      status: 0,
      kind: 'network',
      message: 'fetch failed',
    });
  });

  it('lets a Response the sender throws (its own verdict) go on up', async () => {
    const busy = new Response('busy', { status: 503 });
    const { api } = recording(() => {
      throw busy;
    });
    await expect(api.tags.remove({ id: 1 })).rejects.toBe(busy);
  });
});

describe('over HTTP, as tests and benchmarks call the portal', () => {
  it('gives a call’s address under /api', () => {
    expect(apiPathOf(ENDPOINTS.tags.remove, { id: 3 })).toBe('/api/tag/3');
  });

  it('sends to the base URL with the caller’s headers and the JSON body, and shows each answer', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const answers: number[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return json(200, { result: true });
    });
    const send = httpSender('http://portal.test', {
      headers: { origin: 'http://portal.test' },
      onAnswer: (response) => answers.push(response.status),
    });
    const api = createApiClient(ENDPOINTS, send);
    expect(await api.tags.remove({ id: 4 })).toEqual({ ok: true, data: { result: true } });
    expect(seen).toEqual([
      {
        url: 'http://portal.test/api/tag/4',
        init: { method: 'DELETE', headers: { accept: 'application/json', origin: 'http://portal.test' } },
      },
    ]);
    expect(answers).toEqual([200]);
    vi.unstubAllGlobals();
  });
});
