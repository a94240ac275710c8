import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../src/http/error-handler.ts';
import { setCaller } from '../src/http/viewer.ts';
import { installPageForms } from '../src/web/page-forms.ts';

const SITE = 'http://example.org';
const FORM = 'application/x-www-form-urlencoded';

/** A page server whose "render" answers the form it was given, signed in when the cookie says so. */
async function pageServer(): Promise<FastifyInstance> {
  const app = Fastify();
  installErrorHandling(app);
  await app.register(fastifyCookie);
  app.addHook('onRequest', async (request) => {
    if (request.headers.cookie?.includes('trove_session='))
      setCaller(request, { userId: 1, username: 'olive', displayName: 'Olive', roles: [] });
  });
  await installPageForms(app, SITE, async (_request, reply, body) => reply.send({ rendered: body }));
  return app;
}

let app: FastifyInstance;
afterEach(() => app.close());

describe('a form posted to a page (ADR 038)', () => {
  it('reaches the page action when it comes from this site with the session token', async () => {
    app = await pageServer();
    const res = await app.inject({
      method: 'POST',
      url: '/list/manage/7',
      headers: {
        host: 'example.org',
        origin: SITE,
        cookie: 'trove_session=s; trove_csrf=t1',
        'content-type': FORM,
      },
      payload: '_csrf=t1&intent=move&newSeq=2',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rendered: '_csrf=t1&intent=move&newSeq=2' });
  });

  it.each([
    ['another site', { origin: 'http://evil.example' }, '_csrf=t1'],
    ['no origin or referer', {}, '_csrf=t1'],
    ['no token in the form', { origin: SITE }, 'intent=move'],
    ['a token other than the session’s', { origin: SITE }, '_csrf=forged'],
  ])('is refused (403) from %s when signed in', async (_case, headers, payload) => {
    app = await pageServer();
    const res = await app.inject({
      method: 'POST',
      url: '/list/manage/7',
      headers: {
        host: 'example.org',
        cookie: 'trove_session=s; trove_csrf=t1',
        'content-type': FORM,
        ...headers,
      },
      payload,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'csrf' });
  });

  it('takes only url-encoded forms (415), and leaves /api and /auth to their own routes (404)', async () => {
    app = await pageServer();
    const json = await app.inject({
      method: 'POST',
      url: '/list/manage/7',
      headers: { host: 'example.org', origin: SITE, 'content-type': 'application/json' },
      payload: '{"a":1}',
    });
    expect(json.statusCode).toBe(415);
    for (const url of ['/api/list/7', '/auth/login'])
      expect(
        (
          await app.inject({
            method: 'POST',
            url,
            headers: { host: 'example.org', origin: SITE, 'content-type': FORM },
            payload: 'a=1',
          })
        ).statusCode,
      ).toBe(404);
  });
});
