import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MESSAGES, callEndpoint, endpoint, setApiTransport } from '@trove/contracts';
import { apiUrl } from './api.ts';
import { sendFromWeb } from './api-client.ts';

const Thing = z.object({ id: z.number(), name: z.string() });

/** A call as the endpoint table defines one, sent as the web app sends every call. */
const thing = endpoint({
  method: 'GET',
  path: '/thing',
  group: 'test',
  summary: 'A thing',
  query: z.object({ x: z.string().optional() }),
  response: Thing,
  errors: [404],
});
const work = endpoint({
  method: 'GET',
  path: '/work/:id',
  group: 'test',
  summary: 'A work',
  params: z.object({ id: z.string() }),
  response: Thing,
  errors: [404],
});
const get = (input: Record<string, unknown> = {}, options: { cookie?: string } = {}) =>
  callEndpoint(sendFromWeb, 'id' in input ? work : thing, input, options);

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  setApiTransport(undefined);
  delete process.env.API_ORIGIN;
  delete process.env.API_TIMEOUT_MS;
});

describe('the web app’s API calls', () => {
  it('reaches the API at API_ORIGIN on the server', () => {
    process.env.API_ORIGIN = 'http://127.0.0.1:3999';
    expect(apiUrl('/work/1')).toBe('http://127.0.0.1:3999/api/work/1');
  });

  it('returns the validated body', async () => {
    answer(200, { id: 1, name: 'A' });
    expect(await get()).toEqual({ ok: true, data: { id: 1, name: 'A' } });
  });

  it('turns an answer that breaks the contract into an error, not a crash', async () => {
    answer(200, { id: 'one' });
    const result = await get({ x: '1' });
    expect(result).toMatchObject({ ok: false, kind: 'contract', status: 502 });
  });

  it("keeps the server's message and status for HTTP errors", async () => {
    answer(404, { error: 'not_found', message: 'A(n) work with 9 could not be found' });
    expect(await get({ id: 9 })).toEqual({
      ok: false,
      status: 404,
      kind: 'http',
      message: 'A(n) work with 9 could not be found',
    });
  });

  it('reports a network failure as no response', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    expect(await get()).toMatchObject({ ok: false, kind: 'network', status: 0 });
  });

  it("sends the server's calls through its in-process transport when it installed one", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const seen: { path: string; headers: Record<string, string> }[] = [];
    setApiTransport(async (path, init) => {
      seen.push({ path, headers: init.headers });
      return new Response(JSON.stringify({ id: 2, name: 'B' }), { status: 200 });
    });
    expect(await get({ x: '1' }, { cookie: 'trove_session=abc' })).toEqual({
      ok: true,
      data: { id: 2, name: 'B' },
    });
    expect(seen).toEqual([
      { path: '/api/thing?x=1', headers: { accept: 'application/json', cookie: 'trove_session=abc' } },
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives up on an API elsewhere that does not answer in time: the page answers 503, busy', async () => {
    process.env.API_ORIGIN = 'http://api.internal:3000';
    process.env.API_TIMEOUT_MS = '5';
    // An API that never answers: only the abort ends the call.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      ),
    );
    const thrown = await get().then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    const busy = thrown as Response;
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('5');
    expect(await busy.text()).toBe(MESSAGES.serviceBusy);
  });
});

describe('a change sent from the browser', () => {
  const remove = endpoint({
    method: 'DELETE',
    path: '/tag/:id',
    group: 'test',
    summary: 'Remove a tag',
    params: z.object({ id: z.string() }),
    body: z.object({ why: z.string() }),
    response: z.object({ result: z.boolean() }),
    errors: [403],
  });

  it('carries the CSRF token from its cookie, the JSON body and the same-origin cookies', async () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', { cookie: 'trove_csrf=t%3D1; other=x' });
    const fetch = vi.fn(async () => new Response(JSON.stringify({ result: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    expect(await callEndpoint(sendFromWeb, remove, { id: 7, body: { why: 'typo' } })).toEqual({
      ok: true,
      data: { result: true },
    });
    expect(fetch).toHaveBeenCalledWith('/api/tag/7', {
      method: 'DELETE',
      headers: { accept: 'application/json', 'x-csrf-token': 't=1', 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ why: 'typo' }),
    });
  });

  it('is sent by a page’s form action on the server with the visitor’s session and its token (ADR 038)', async () => {
    const seen: {
      path: string;
      init: { headers: Record<string, string>; method?: string; body?: string };
    }[] = [];
    setApiTransport(async (path, init) => {
      seen.push({ path, init });
      return new Response(JSON.stringify({ result: true }), { status: 200 });
    });
    const cookie = 'trove_session=s; trove_csrf=t%3D1';
    const answer = await callEndpoint(sendFromWeb, remove, { id: 7, body: { why: 'typo' } }, { cookie });
    expect(answer).toEqual({ ok: true, data: { result: true } });
    expect(seen).toEqual([
      {
        path: '/api/tag/7',
        init: {
          method: 'DELETE',
          body: JSON.stringify({ why: 'typo' }),
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            cookie,
            'x-csrf-token': 't=1',
          },
        },
      },
    ]);
  });
});
