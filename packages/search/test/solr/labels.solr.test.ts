import { describe, expect, it } from 'vitest';
import { type IndexDocument, toDocument } from '../../src/documents.ts';
import type { SearchRequest } from '../../src/engine.ts';
import type { Counted } from '../../src/facet-builder.ts';
import { solrRequest } from '../../src/solr/solr-http.ts';
import { FacetLabels } from '../../src/solr/solr-labels.ts';
import { seedFacetFixtures } from '../facet-fixtures.ts';
import { solrWorld } from './solr-world.ts';

const COLLECTION = 'labels';
const world = solrWorld(COLLECTION, seedFacetFixtures);

/** Every newspaper, counted by title only. */
const NEWSPAPER_TITLES: SearchRequest = {
  terms: { text: [], values: [], ranges: [], limits: [] },
  categories: ['newspapers'],
  startPos: 0,
  pageSize: 0,
  sortBy: 'relevance',
  facets: ['title'],
};

const titles = (...terms: string[]) =>
  new Map([['title' as const, terms.map((term): Counted => ({ term, count: 1 }))]]);

describe('the labels of newspaper titles, kept by the Solr engine', () => {
  it('shows each title counted by the name the embedded engine shows', async () => {
    const fts = await world.fts.search(NEWSPAPER_TITLES);
    const shown = fts.facets.find((f) => f.code === 'title')?.terms ?? [];
    expect(shown.filter((t) => t.displayTerm !== t.term).length).toBeGreaterThan(0);
    const lookup = await new FacetLabels(world.solr.location).lookup(titles(...shown.map((t) => t.term)));
    for (const { term, displayTerm } of shown) expect(lookup('title', term), term).toBe(displayTerm);
  });

  it('reads them again when a title appears that it has not seen', async () => {
    const labels = new FacetLabels(world.solr.location, 0);
    expect((await labels.lookup(titles('9999')))('title', '9999')).toBeUndefined();
    await solrRequest(world.urls, `/${COLLECTION}/update`, {
      method: 'POST',
      params: { commit: 'true' },
      body: JSON.stringify([
        {
          id: 'article-new-title',
          rowid: 999_999,
          category: 'newspapers',
          facets: ['title\t9999'],
          facet_labels: ['title\t9999\tThe Burra Record (SA : 1878 - 1954)'],
        },
      ]),
      contentType: 'application/json',
    });
    expect((await labels.lookup(titles('9999')))('title', '9999')).toBe(
      'The Burra Record (SA : 1878 - 1954)',
    );
  });
});

describe('a renamed newspaper title, on the Solr engine', () => {
  it('is shown by its new name once the documents carrying it are applied', async () => {
    let document: IndexDocument | undefined;
    for await (const batch of world.store.searchIndex.streamSearchSources(500)) {
      document = batch.map(toDocument).find((d) => d.facets.labels.length > 0);
      if (document) break;
    }
    const [code = 'title', term = ''] = document?.facets.labels[0] ?? [];
    const nameOf = async () =>
      (await world.solr.search(NEWSPAPER_TITLES)).facets
        .find((f) => f.code === 'title')
        ?.terms.find((t) => t.term === term)?.displayTerm;
    expect(await nameOf()).not.toBe('The Renamed Herald (Vic. : 1900 - 1950)');
    if (!document) throw new Error('no document with a labelled title');
    const renamed = {
      ...document,
      facets: { ...document.facets, labels: [[code, term, 'The Renamed Herald (Vic. : 1900 - 1950)']] },
    } as IndexDocument;
    await world.solr.apply([renamed], [], world.solr.status().applied);
    expect(await nameOf()).toBe('The Renamed Herald (Vic. : 1900 - 1950)');
  });
});
