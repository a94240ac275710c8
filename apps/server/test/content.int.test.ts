import {
  AlertSchema,
  ApiErrorSchema,
  ApplicationConfigSchema,
  CategorySummarySchema,
  CollectionConfigSchema,
  CollectionPageSchema,
  ContributorSchema,
  EnvironmentConfigSchema,
  FacetInfoSchema,
  LandingPageSchema,
  LandingSummarySchema,
  SupportingPageSchema,
} from '@trove/contracts';
import { type Store } from '@trove/db';
import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recordCorpusKind, seedCatalogueContent, seedConfiguration } from '../src/content/seed.ts';
import { type Fixtures, seedFixtures } from './fixtures.ts';
import { testApp } from './helpers.ts';

describe.each(await storesUnderTest())('configuration, landing and collection calls on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let ids: Fixtures;
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ids = await seedFixtures(store);
    await seedConfiguration(store);
    await recordCorpusKind(store, false);
    await seedCatalogueContent(store, { synthetic: false });
    app = await testApp(store, { now: new Date('2026-03-11T02:00:00Z') });
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  it('serves the application configuration with the product name, categories and 5 minute caching', async () => {
    const res = await get('/api/configuration/application');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const config = ApplicationConfigSchema.parse(res.json());
    expect(config.branding.productName).toBe('Trove');
    expect(config.acknowledgementOfCountry.body).toContain('Trove acknowledges');
    // Lists are made by the portal's users: their collection is there without harvested records.
    expect(config.categories.map((c) => c.urlKey)).toEqual([
      'books',
      'newspapers',
      'images',
      'music',
      'people',
      'lists',
      'websites',
    ]);
    expect(config.navLandingPages.map((l) => l.urlKey)).not.toContain('home');
    expect(Object.keys(config.social)).toEqual(['facebook', 'twitter', 'youtube']);
  });

  it('answers 304 to a revalidation with the ETag it gave', async () => {
    const first = await get('/api/configuration/application');
    const etag = first.headers.etag;
    // Weak: the same answer is sent in whichever encoding the client takes (ADR 030).
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    const again = await get('/api/configuration/application', { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const changed = await get('/api/configuration/application', { 'if-none-match': '"something-else"' });
    expect(changed.statusCode).toBe(200);
  });

  it('serves the environment configuration for 30 minutes, with the system tag and corpus kind', async () => {
    const res = await get('/api/configuration/environment');
    expect(res.headers['cache-control']).toBe('public, max-age=1800');
    const env = EnvironmentConfigSchema.parse(res.json());
    expect(env).toMatchObject({
      systemTag: 'TEST',
      syntheticCorpus: false,
      publicUrl: 'http://localhost:3000',
    });
  });

  it('serves alerts sanitised, without ones that have ended', async () => {
    await store.content.insertAlert({
      summary:
        '<p onmouseover="x()">Planned outage <script>alert(1)</script><a href="javascript:x()">here</a></p>',
      impact: 'outage',
      fromCms: 1,
      deliverySystem: 'trove',
      link: 'javascript:alert(1)',
      routerLink: '/landing/newspapers',
    });
    await store.content.insertAlert({
      summary: 'Long over',
      impact: 'info',
      displayTo: '2001-01-01T00:00:00Z',
    });
    await store.content.insertAlert({ summary: 'Elsewhere only', impact: 'info', deliverySystem: 'other' });
    const res = await get('/api/configuration/alerts?deliverySystem=trove');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const alerts = z.array(AlertSchema).parse(res.json());
    const summaries = alerts.map((a) => a.summary);
    expect(summaries.some((s) => s.includes('demonstration'))).toBe(true);
    const outage = alerts.find((a) => a.impact === 'outage');
    expect(outage?.summary).toBe('<p>Planned outage <a>here</a></p>');
    expect(outage).toMatchObject({ link: null, routerLink: '/landing/newspapers' });
    expect(summaries.join()).not.toContain('Long over');
    expect(summaries.join()).not.toContain('Elsewhere only');
  });

  it('serves the home page with spotlights on real records and trivia from records dated today', async () => {
    const res = await get('/api/landing/home');
    expect(res.statusCode).toBe(200);
    const home = LandingPageSchema.parse(res.json());
    expect(home.bannerTopText).toBe('Search. Discover. Australia.');
    expect(home.featuredArticle).toMatchObject({
      title: 'Images, Maps & Artefacts',
      externalUrl: '/landing/images',
      artworkUrl: 'https://nla.gov.au/nla.obj-1/image?wid=300',
    });
    expect(home.featuredArticle?.summary).toBe(
      '1 record to search and browse, among them “The federal kitten” (1899).',
    );
    expect(home.secondaryFeatures.map((a) => a.externalUrl)).toEqual([
      `/newspaper/article/${ids.articleId}`,
      `/work/${ids.historyId}`,
      `/people/${ids.personId}`,
    ]);
    expect(home.callToAction[0]?.title).toBe('Join the Trove community');
    const trivia = home.troveTrivia.map((t) => t.externalUrl);
    expect(trivia).toEqual([
      `/newspaper/article/${ids.articleId}`,
      `/work/${ids.cartoonId}`,
      `/work/${ids.historyId}`,
    ]);
    expect(home.troveTrivia[0]).toMatchObject({
      troveTriviaTitle: 'On this day',
      summary: 'Published in the newspaper on 11 March 1897.',
    });
    expect(home.additionalComponents[0]?.supportArticles.map((s) => s.link)).toContain('/landing/newspapers');
  });

  it('has no trivia on a day no record is dated', async () => {
    const other = await testApp(store, { now: new Date('2026-07-30T02:00:00Z') });
    const home = LandingPageSchema.parse(
      (await other.inject({ method: 'GET', url: '/api/landing/home' })).json(),
    );
    expect(home.troveTrivia).toEqual([]);
    await other.close();
  });

  it('serves a landing page per collection, the list of landing pages and the landing categories', async () => {
    const people = LandingPageSchema.parse((await get('/api/landing/urlKey/people')).json());
    expect(people).toMatchObject({ name: 'People & Organisations', categoryKey: 'people' });
    expect(people.featuredArticle?.title).toBe('Edmund Barton');
    const list = z.array(LandingSummarySchema).parse((await get('/api/landing')).json());
    expect(list.map((l) => l.urlKey)).toEqual([
      'home',
      'books',
      'newspapers',
      'images',
      'music',
      'people',
      'websites',
    ]);
    const categories = z.array(CategorySummarySchema).parse((await get('/api/landing/categories')).json());
    expect(categories.find((c) => c.urlKey === 'images')?.searchHandler).toBe('PICTURE');
    const missing = await get('/api/landing/urlKey/nowhere');
    expect(missing.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(missing.json()).error).toBe('not_found');
  });

  it('serves a collection page with real counts, related collections and contributors', async () => {
    const res = await get('/api/collection/category/books/page');
    const page = CollectionPageSchema.parse(res.json());
    expect(page.recordCount).toBe(1);
    expect(page.body).toContain('holds 1 record in this portal');
    expect(page.body).toContain('National Library of Australia catalogue records');
    expect(page.relatedCollectionPages.map((c) => c.urlKey)).toEqual([]);
    const images = CollectionPageSchema.parse((await get('/api/collection/category/images/page')).json());
    expect(images.uiSearchType).toBe('IMAGE_TILE');
    expect(images.relatedCollectionPages.map((c) => c.urlKey)).toEqual(['newspapers']);
    const contributors = z
      .array(ContributorSchema)
      .parse((await get('/api/collection/category/images/contributors')).json());
    expect(contributors[0]).toMatchObject({
      contributorName: 'Bulletin editorial cartoons, 1886–1952',
      contributorPrefix: 'Data from',
    });
    const config = CollectionConfigSchema.parse(
      (await get('/api/collection/category/people/configuration')).json(),
    );
    expect(config).toMatchObject({ searchable: true, explorable: true, searchHandler: 'PEOPLE' });
  });

  it('serves the set of category collections, and 404 for an unknown set or collection', async () => {
    const set = z.array(CollectionConfigSchema).parse((await get('/api/collection/?set=categories')).json());
    expect(set.map((c) => c.urlKey)).toEqual([
      'books',
      'newspapers',
      'images',
      'music',
      'people',
      'lists',
      'websites',
    ]);
    expect((await get('/api/collection/?set=nothing')).statusCode).toBe(404);
    const missing = await get('/api/collection/category/diaries/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect((await get('/api/collection/category/bad%20key/page')).statusCode).toBe(400);
  });

  it('serves explore facet descriptions and the credits page', async () => {
    const info = z.array(FacetInfoSchema).parse((await get('/api/collection/exploreinfo')).json());
    expect(info.map((f) => f.facet)).toContain('decade');
    const credits = SupportingPageSchema.parse((await get('/api/supporting/credits/configuration')).json());
    expect(credits.sections.map((s) => s.title)).toContain(
      'Australian Politicians dataset (Rohan Alexander and Monica Hodgetts)',
    );
    expect(credits.sections.some((s) => s.title.includes('AIATSIS'))).toBe(true);
    expect((await get('/api/supporting/nothing/configuration')).statusCode).toBe(404);
  });

  it('keeps content an operator changed when seeding runs again', async () => {
    await store.content.setConfigEntry(
      'content.exploreinfo',
      JSON.stringify([{ facet: 'x', shortname: 'X', longname: 'X', description: 'Edited' }]),
    );
    await seedConfiguration(store);
    await seedCatalogueContent(store, { synthetic: false });
    const info = z.array(FacetInfoSchema).parse((await get('/api/collection/exploreinfo')).json());
    expect(info).toEqual([{ facet: 'x', shortname: 'X', longname: 'X', description: 'Edited' }]);
    const alerts = z.array(AlertSchema).parse((await get('/api/configuration/alerts')).json());
    expect(alerts.filter((a) => a.summary.includes('demonstration'))).toHaveLength(1);
  });

  it('answers unknown API paths with a JSON 404 and serves the OpenAPI document', async () => {
    const res = await get('/api/no/such/call');
    expect(res.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(res.json()).message).toContain('/api/no/such/call');
    const docs = await get('/api/docs/json');
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths as object)).toContain('/api/landing/home');
  });

  it('serves its own logo as SVG', async () => {
    const res = await get('/api/assets/logo.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect((await get('/api/assets/nothing.svg')).statusCode).toBe(404);
  });
});
