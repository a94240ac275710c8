import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueContent, seedConfiguration } from '../src/content/seed.ts';
import { Visitor } from './auth-visitor.ts';
import type { SearchingApp } from './helpers.ts';
import { webPortal } from './web-portal.ts';

const titleOf = (page: LightMyRequestResponse) => /<title>([^<]*)<\/title>/.exec(page.body)?.[1];
const between = (html: string, open: RegExp, close: string) => {
  const start = html.search(open);
  return start < 0 ? '' : html.slice(start, html.indexOf(close, start) + close.length);
};

/**
 * Issue 14 §4: with the web app served, the sign-in, sign-up and password pages carry the portal's
 * header, footer and styles; the forms, their CSRF checks and their errors are the server's own.
 */
describe.each(await storesUnderTest())('the sign-in pages in the portal frame on %s', (dialect) => {
  let store: Store;
  let running: SearchingApp | undefined;
  let app: FastifyInstance;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    await seedConfiguration(store);
    await seedCatalogueContent(store, { synthetic: true });
    running = await webPortal(store);
    app = running.app;
  });
  afterAll(() => running?.close());

  it("shows the log-in form under the portal's header and above its footer, with its styles and no script", async () => {
    const form = await new Visitor(app).openForm('login', '/search?keyword=gold');
    expect(form.statusCode).toBe(200);
    expect(titleOf(form)).toBe('Log in to Trove | Trove');
    expect(form.headers['cache-control']).toBe('no-store');
    const html = form.body;
    expect(html).toContain('Skip to main content');
    expect(between(html, /<header/, '</header>')).toContain('Trove home');
    expect(between(html, /<main/, '</main>')).toMatch(
      /<h1>Log in to Trove<\/h1>[\s\S]*<form method="post" action="\/auth\/interaction\/[^"]+\/login"/,
    );
    expect(html.indexOf('<footer')).toBeGreaterThan(html.indexOf('</main>'));
    // The portal's own styles, served.
    const sheets = [...html.matchAll(/<link[^>]* rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map(
      (m) => m[1]!,
    );
    expect(sheets.length).toBeGreaterThan(0);
    for (const sheet of sheets)
      expect((await app.inject({ method: 'GET', url: sheet })).statusCode, sheet).toBe(200);
    // A document of its own: nothing hydrates it, so its links and forms load whole pages.
    expect(html).not.toContain('<script');
  });

  it('keeps the refusals: a wrong password is an error page in the frame, with focus on its summary', async () => {
    const visitor = new Visitor(app);
    const wrong = await visitor.submit(await visitor.openForm('login', '/'), {
      login: 'nobody',
      password: 'not it at all',
    });
    expect(wrong.statusCode).toBe(401);
    expect(titleOf(wrong)).toBe('Error: Log in to Trove | Trove');
    expect(wrong.body).toContain('<div class="summary" role="alert" tabindex="-1" autofocus>');
    expect(between(wrong.body, /<header/, '</header>')).toContain('Trove home');

    const refused = await visitor.send('GET', '/auth/login?backurl=https://elsewhere.example/');
    expect(refused.statusCode).toBe(400);
    expect(titleOf(refused)).toBe('Error: This sign-in link is not valid | Trove');
    expect(refused.body).toContain('<footer');
  });

  it('refuses a form posted from another site, on a page in the frame', async () => {
    const visitor = new Visitor(app);
    const form = await visitor.openForm('signup', '/');
    const action = /<form method="post" action="([^"]+)"/.exec(form.body)?.[1] ?? '';
    const forged = await visitor.send('POST', action, {
      form: {
        email: 'x@example.org',
        username: 'xavier',
        displayName: 'X',
        password: 'a long enough secret',
      },
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect(titleOf(forged)).toBe('Error: The form was not accepted | Trove');
    expect(forged.body).toContain('<header');
  });

  it('answers every link of its header', async () => {
    const reset = await new Visitor(app).send('GET', '/auth/reset');
    expect(reset.statusCode).toBe(200);
    expect(titleOf(reset)).toBe('Forgotten your password? | Trove');
    const header = between(reset.body, /<header/, '</header>');
    const links = [...header.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(links).toContain('/');
    expect(links.some((href) => href.startsWith('/auth/login?backurl='))).toBe(true);
    for (const href of links) {
      const answer = await app.inject({ method: 'GET', url: href, headers: { host: 'localhost:3000' } });
      expect(answer.statusCode, href).toBeLessThan(400);
    }
  });
});
