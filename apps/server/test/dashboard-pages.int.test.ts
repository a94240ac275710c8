import { DASHBOARD_WORDS } from '@trove/contracts';
import type { Store } from '@trove/db';
import { buildLibrary, buildWork, createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkLibrary } from '../src/auth/library-links.ts';
import { type Visitor, signedUpVisitor } from './auth-visitor.ts';
import type { SearchingApp } from './helpers.ts';
import { getPage, seededWebPortal } from './web-portal.ts';

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');

/**
 * The Partner tab and the partner dashboard as the server renders them, without script (spec 03
 * §2, §7; ADR 044): partners only, the library chosen by a GET form, each chart with its table.
 */
describe.each(await storesUnderTest())('the partner pages on %s', (dialect) => {
  let store: Store;
  let running: SearchingApp | undefined;
  let app: FastifyInstance;
  let partner: Visitor;
  let reader: Visitor;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    running = await seededWebPortal(store);
    app = running.app;
    await buildLibrary(store, { nuc: 'ZQA', name: 'Zebra Quay <Archive>' });
    await buildLibrary(store, { nuc: 'AQL', name: 'Alpha Quarry Library' });
    for (const [i, category] of ['books', 'books', 'images'].entries())
      await buildWork(store, {
        work: { title: `Held ${i}`, category, primaryFormat: 'Book', yearStart: 1890 + i },
        holdings: [{ nuc: 'ZQA' }],
      });
    partner = await signedUpVisitor(app, store, 'pagepartner@example.org', 'partner');
    reader = await signedUpVisitor(app, store, 'pagereader@example.org');
    await linkLibrary(store, 'pagepartner', 'ZQA');
    await linkLibrary(store, 'pagepartner', 'AQL');
  });
  afterAll(() => running?.close());

  const get = (visitor: Visitor | null, url: string) => getPage(app, visitor, url);

  it('shows a partner the Partner tab with its View Dashboard link', async () => {
    const profile = await get(partner, '/userProfile');
    expect(profile.body).toMatch(/<a[^>]*href="\/userProfile\/partner"[^>]*>Partner<\/a>/);
    const tab = await get(partner, '/userProfile/partner');
    expect(tab.statusCode).toBe(200);
    expect(tab.body).toMatch(/<a[^>]*href="\/dashboard"[^>]*>View Dashboard<\/a>/);
    // A reader has no Partner tab.
    expect((await get(reader, '/userProfile')).body).not.toContain('href="/userProfile/partner"');
  });

  it('draws the report of the first library, and another through the GET form’s address', async () => {
    const first = await get(partner, '/dashboard');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.body).toContain(`<h1>${DASHBOARD_WORDS.heading}</h1>`);
    expect(first.body).toContain('<label for="dashboard-nuc">Your contributions</label>');
    expect(first.body).toMatch(/<form[^>]*action="\/dashboard" method="get"/);
    expect(first.body).toContain('Alpha Quarry Library (AQL)</h2>');
    expect(first.body).toContain(DASHBOARD_WORDS.nothingHeld);

    const zqa = await get(partner, '/dashboard?nuc=ZQA');
    expect(zqa.statusCode).toBe(200);
    // The library's name is text, never markup.
    expect(zqa.body).toContain('Zebra Quay &lt;Archive&gt; (ZQA)</h2>');
    expect(zqa.body).not.toContain('<Archive>');
    expect(zqa.body).toContain(DASHBOARD_WORDS.totals('3', '3'));
    for (const title of [DASHBOARD_WORDS.byCollection, DASHBOARD_WORDS.byFormat, DASHBOARD_WORDS.byDecade])
      expect(zqa.body).toContain(`<caption>${escaped(DASHBOARD_WORDS.tableOf(title))}</caption>`);
    expect(zqa.body).toMatch(/<th scope="row">Books &amp; Libraries<\/th><td>2<\/td><td>2<\/td>/);
    expect(zqa.body).toMatch(/<th scope="row">1890s<\/th><td>3<\/td><td>3<\/td>/);
    expect(zqa.body).toContain('role="img"');
    expect(zqa.body).toContain(DASHBOARD_WORDS.notRecorded);
  });

  it('sends a reader, a library not theirs and an unknown one to /, and a visitor to sign in', async () => {
    for (const [visitor, url] of [
      [reader, '/dashboard'],
      [reader, '/userProfile/partner'],
      [partner, '/dashboard?nuc=NOPE'],
      [partner, '/dashboard?nuc=%3Cb%3E'],
    ] as const) {
      const page = await get(visitor, url);
      expect([302, 303], url).toContain(page.statusCode);
      expect(page.headers.location, url).toBe('/');
    }
    const visitor = await get(null, '/dashboard?nuc=ZQA');
    expect(visitor.headers.location).toBe(`/auth/login?backurl=${encodeURIComponent('/dashboard?nuc=ZQA')}`);
  });
});
