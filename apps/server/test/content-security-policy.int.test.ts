import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueContent, seedConfiguration } from '../src/content/seed.ts';
import { API_POLICY } from '../src/http/content-security-policy.ts';
import { mountWeb } from '../src/web.ts';
import { Visitor } from './auth-visitor.ts';
import { seedFixtures } from './fixtures.ts';
import { type SearchingApp, searchingApp, testApp } from './helpers.ts';
import { buildWebApp } from './web-build.ts';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Every inline script and every style element of an HTML page, as the browser's parser sees them. */
function inlineElements(html: string): Element[] {
  const found: Element[] = [];
  const visit = (node: Node) => {
    if ('tagName' in node) {
      const hasSrc = node.attrs.some((a) => a.name === 'src');
      if ((node.tagName === 'script' && !hasSrc) || node.tagName === 'style') found.push(node);
    }
    const children =
      'content' in node ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
    children.forEach(visit);
  };
  visit(parse(html));
  return found;
}

const attribute = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

/** The nonce the answer's policy names, with the policy's script-src. */
function nonceOf(response: LightMyRequestResponse): string {
  const policy = String(response.headers['content-security-policy']);
  const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/.exec(policy)?.[1];
  if (!nonce) throw new Error(`No nonce in the policy: ${policy}`);
  return nonce;
}

/** Asserts that each inline element carries the answer's nonce, and answers the nonce and the elements' kinds. */
function expectNonced(response: LightMyRequestResponse): { nonce: string; kinds: string[] } {
  const nonce = nonceOf(response);
  const elements = inlineElements(response.body);
  const kinds = elements.map((e) => `${e.tagName}${attribute(e, 'type') ? ` ${attribute(e, 'type')}` : ''}`);
  expect(elements.map((e) => attribute(e, 'nonce'))).toEqual(elements.map(() => nonce));
  return { nonce, kinds };
}

let web: Awaited<ReturnType<typeof buildWebApp>>;
beforeAll(async () => {
  web = await buildWebApp();
});
afterAll(() => web.remove());

describe.each(await storesUnderTest())('the Content Security Policy on %s', (dialect) => {
  let server: SearchingApp;
  let app: FastifyInstance;
  let bookId: number;

  beforeAll(async () => {
    const store = await createTestStore(dialect);
    await seedConfiguration(store);
    await seedCatalogueContent(store, { synthetic: false });
    bookId = (await seedFixtures(store)).bookId;
    server = await searchingApp(store);
    app = server.app;
    await mountWeb(app, {
      buildDir: web.buildDir,
      site: { publicUrl: 'http://localhost:3000' },
      log: () => {},
    });
  });
  afterAll(() => server.close());

  it.each([
    ['the home page', () => '/', ['script application/ld+json']],
    ['a work', () => `/work/${bookId}`, ['script application/ld+json']],
    ['a page that is not there', () => '/work/999999999', []],
  ])('%s names a fresh nonce, and each inline script carries it', async (_what, path, structured) => {
    const first = await app.inject({ method: 'GET', url: path() });
    const second = await app.inject({ method: 'GET', url: path() });
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    const { nonce, kinds } = expectNonced(first);
    expect(expectNonced(second).nonce).not.toBe(nonce);
    // React Router's hydration data and module loader, and the page's structured data.
    expect(kinds).toEqual(expect.arrayContaining(['script', 'script module', ...structured]));
    // The human check's widget reads it here for the style element it adds.
    expect(first.body).toContain(`<meta name="csp-nonce" content="${nonce}"/>`);
  });

  it('sends the sign-in form in the portal’s frame with no inline script or style, under a fresh nonce', async () => {
    const first = await new Visitor(app).openForm('login', '/');
    const second = await new Visitor(app).openForm('login', '/');
    expect(first.body).toContain('<form method="post"');
    const { nonce, kinds } = expectNonced(first);
    expect(kinds).toEqual([]);
    expect(expectNonced(second).nonce).not.toBe(nonce);
  });

  it('gives the sign-in form’s own style element the nonce of its answer where no web app is served', async () => {
    const store = await createTestStore(dialect);
    await seedConfiguration(store);
    const alone = await testApp(store);
    const first = await new Visitor(alone).openForm('login', '/');
    const second = await new Visitor(alone).openForm('login', '/');
    expect(first.body).toContain('<form method="post"');
    const { nonce, kinds } = expectNonced(first);
    expect(kinds).toEqual(['style']);
    expect(expectNonced(second).nonce).not.toBe(nonce);
    await alone.close();
    await store.destroy();
  });

  it('lets nothing load into an API answer, and sends no HSTS over http', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/configuration/environment' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(API_POLICY);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('puts the headers on the embedded provider’s own answers too', async () => {
    const discovery = await app.inject({ method: 'GET', url: '/auth/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(200);
    const refused = await app.inject({ method: 'GET', url: '/auth/auth?client_id=no-such-client' });
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    for (const res of [discovery, refused]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self'; .*object-src 'none'/);
    }
  });
});

describe.each(await storesUnderTest())('a site served over https, on %s', (dialect) => {
  it('asks browsers for HTTPS only, on pages and API answers alike', async () => {
    const store = await createTestStore(dialect);
    await seedConfiguration(store);
    const app = await testApp(store, { config: { publicUrl: 'https://trove.example.org' } });
    const answers = await Promise.all(
      ['/api/configuration/environment', '/auth/reset', '/api/no/such/call'].map((url) =>
        app.inject({ method: 'GET', url }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 404]);
    for (const res of answers) {
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    expect(answers[1]?.headers['content-security-policy']).toMatch(
      /form-action 'self' https:\/\/trove\.example\.org; .*upgrade-insecure-requests$/,
    );
    await app.close();
    await store.destroy();
  });
});
