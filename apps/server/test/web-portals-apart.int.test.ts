import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import { afterAll, describe, expect, it } from 'vitest';
import { seedConfiguration } from '../src/content/seed.ts';
import type { StoredLanding } from '../src/content/stored.ts';
import type { SearchingApp } from './helpers.ts';
import { getPage, webPortal } from './web-portal.ts';

/**
 * The pages' answer cache (web lib/cache.server.ts) belongs to the portal that filled it. A process
 * serves one portal, but the integration suite mounts many in one worker, one after another, each
 * on a store of its own: the header of one listed the landing pages of the one before.
 */
describe.each(await storesUnderTest())('two portals mounted in one process on %s', (dialect) => {
  const running: SearchingApp[] = [];
  afterAll(async () => {
    for (const portal of running) await portal.close();
  });

  async function portalOn(store: Store) {
    await seedConfiguration(store);
    const portal = await webPortal(store);
    running.push(portal);
    return portal;
  }

  it("shows each portal its own store's landing pages, not the last one's cached", async () => {
    const withBooks = await createTestStore(dialect);
    const page: StoredLanding = {
      categoryKey: 'books',
      bannerTopText: 'Books',
      featuredArticle: null,
      secondaryFeatures: [],
      additionalComponents: [],
      callToAction: [],
      troveTrivia: [],
      onThisDay: false,
    };
    await withBooks.content.insertLandingPageIfMissing({
      urlKey: 'books',
      name: 'Books and libraries',
      position: 1,
      inNavigation: 1,
      page: JSON.stringify(page),
    });
    const first = await portalOn(withBooks);
    expect((await getPage(first.app, null, '/landing/books')).statusCode).toBe(200);
    expect((await getPage(first.app, null, '/auth/reset')).body).toContain('href="/landing/books"');

    const second = await portalOn(await createTestStore(dialect));
    const header = (await getPage(second.app, null, '/auth/reset')).body;
    expect(header).not.toContain('href="/landing/books"');
    const landing = await getPage(second.app, null, '/landing/books');
    expect(landing.statusCode).toBe(404);
  });
});
