import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Store } from '@trove/db';
import {
  buildArticle,
  buildPerson,
  buildWork,
  createTestStore,
  storesUnderTest,
} from '@trove/db/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordTerms } from '../src/criteria-query.ts';
import type { FtsSearchEngine } from '../src/fts-engine.ts';
import { catchUp, ensureIndex } from '../src/indexer.ts';

const json = (value: unknown) => JSON.stringify(value);

/** Ten words apart at least, so that no NEAR group holds both. */
const FILLER = 'and then the long afternoon went slowly by with nothing much';

describe.each(await storesUnderTest())('relevance ranking (ADR 031) on %s', (dialect) => {
  let store: Store;
  let engine: FtsSearchEngine;
  let dir: string;
  let billy: number;
  let cartoons: number[];

  const titles = async (category: string, keyword: string) => {
    const page = await engine.search({
      terms: keywordTerms(keyword),
      categories: [category],
      startPos: 0,
      pageSize: 10,
      sortBy: 'relevance',
      facets: [],
    });
    return page.works.map((w) => w.title);
  };

  beforeAll(async () => {
    store = await createTestStore(dialect);
    // People and organisations named Menzies.
    await buildPerson(store, {
      person: { primaryName: 'Menzies Library', displayName: 'Menzies Library', entityType: 'corporatebody' },
    });
    await buildPerson(store, {
      person: { primaryName: 'R.G. Menzies Library.', entityType: 'corporatebody' },
    });
    await buildPerson(store, {
      person: { primaryName: 'Andrews, Kevin James', displayName: 'Andrews, Kevin' },
      biographies: [{ text: 'Member for Menzies (VIC) 1991–. Menzies, Menzies.' }],
    });
    await buildPerson(store, {
      person: {
        primaryName: 'Menzies, Robert Gordon',
        displayName: 'Menzies, Robert',
        alternativeNames: json(['Menzies, Robert', 'Later Sir Robert']),
        birthDate: '1894-12-20',
        deathDate: '1978-05-15',
      },
      biographies: [{ text: 'Robert Menzies (1894–1978), Prime Minister of Australia.' }],
    });
    await buildPerson(store, {
      person: { primaryName: 'John Curtin Prime Ministerial Library.', entityType: 'corporatebody' },
    });
    await buildPerson(store, {
      person: { primaryName: 'Curtin, John Joseph Ambrose', displayName: 'Curtin, John' },
    });
    // Namesakes: the Prime Minister has the longer biography, so bm25 alone puts him second.
    await buildPerson(store, {
      person: { primaryName: 'Hughes, Thomas Eyre Forrest', displayName: 'Hughes, Tom' },
      biographies: [{ text: 'Member for Parkes 1963–1969 and Berowra 1969–1972.' }],
    });
    billy = await buildPerson(store, {
      person: { primaryName: 'Hughes, William Morris', displayName: 'Hughes, Billy' },
      biographies: [
        { text: 'Prime Minister of Australia 1915–1923, Member for West Sydney, Bendigo and North Sydney.' },
      ],
    });
    cartoons = [];
    for (const title of ['The little digger', 'Billy at Versailles', 'Conscription'])
      cartoons.push((await buildWork(store, { work: { title, category: 'images' } })).workId);
    // Where a word is found: title, subjects, description, full text.
    await buildWork(store, {
      work: { title: 'Field diary' },
      version: { fullText: 'Notes on gold mining in Victoria.' },
    });
    await buildWork(store, { work: { title: 'Field notes', summary: 'Notes on gold mining in Victoria.' } });
    await buildWork(store, { work: { title: 'Nuggets of the field', subjects: json(['Gold']) } });
    await buildWork(store, { work: { title: 'Gold', category: 'books' } });
    // An exact title among titles that repeat the word.
    await buildWork(store, {
      work: { title: 'Canberra willy-willy, Canberra nature note', category: 'images' },
    });
    await buildWork(store, { work: { title: 'Canberra', category: 'images' } });
    // Words in order and together, and the same words scattered.
    await buildWork(store, {
      work: { title: 'Cartoon two', category: 'images' },
      version: { fullText: `The capital ${FILLER} of the federal case` },
    });
    await buildWork(store, {
      work: { title: 'Cartoon one', category: 'images' },
      version: { fullText: `The federal capital ${FILLER} of the case` },
    });
    // The same match in clean and in garbled OCR.
    await buildArticle(store, {
      heading: 'CYCLONE AT COSSACK.',
      text: 'Tbe cyclone strnck tbe tovvn of Cossaek ou Tnesday uight aud mauy honses fe11.',
    });
    await buildArticle(store, {
      heading: 'CYCLONE AT COSSACK.',
      text: 'The cyclone struck the town of Cossack on Tuesday night and many houses fell.',
    });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-ranking-'));
    engine = (await ensureIndex(store, path.join(dir, 'search-index.sqlite'))).engine;
  });
  afterAll(async () => {
    await engine.close();
    await store.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('puts a person whose heading matches before organisations that merely contain the name', async () => {
    expect((await titles('people', 'Menzies'))[0]).toBe('Menzies, Robert');
    expect((await titles('people', 'robert menzies'))[0]).toBe('Menzies, Robert');
    expect((await titles('people', 'Sir Robert Menzies'))[0]).toBe('Menzies, Robert');
    expect(await titles('people', 'john curtin')).toEqual([
      'Curtin, John',
      'John Curtin Prime Ministerial Library.',
    ]);
  });

  it('puts the namesake the collection holds works by or about first, once they are linked', async () => {
    expect(await titles('people', 'Hughes')).toEqual(['Hughes, Tom', 'Hughes, Billy']);
    await store.transaction((repositories) =>
      repositories.people.replaceWorkPeople(
        cartoons,
        cartoons.map((workId) => ({ workId, personId: billy, relation: 'subject', reason: 'test' })),
      ),
    );
    await catchUp(store, engine);
    expect(await titles('people', 'Hughes')).toEqual(['Hughes, Billy', 'Hughes, Tom']);
  });

  it('weighs a title above subjects, those above a description, that above full text', async () => {
    expect(await titles('books', 'gold')).toEqual([
      'Gold',
      'Nuggets of the field',
      'Field notes',
      'Field diary',
    ]);
  });

  it('ranks the record whose title is exactly the query first', async () => {
    expect(await titles('images', 'canberra')).toEqual([
      'Canberra',
      'Canberra willy-willy, Canberra nature note',
    ]);
  });

  it('ranks words found together and in order above the same words scattered', async () => {
    expect(await titles('images', 'federal capital')).toEqual(['Cartoon one', 'Cartoon two']);
  });

  it('ranks the cleaner of two records that match alike first', async () => {
    const page = await engine.search({
      terms: keywordTerms('cyclone cossack'),
      categories: ['newspapers'],
      startPos: 0,
      pageSize: 10,
      sortBy: 'relevance',
      facets: [],
    });
    expect(page.works).toHaveLength(2);
    expect(page.works[0]?.snippets[0]?.map((p) => p.text).join('')).toContain('The cyclone struck');
  });

  it('ranks the same way in the search of every collection', async () => {
    const all = await engine.searchAll({
      terms: keywordTerms('Menzies'),
      panels: [{ category: 'people', pageSize: 3 }],
      sortBy: 'relevance',
      facets: [],
    });
    expect(all.panels[0]?.works[0]?.title).toBe('Menzies, Robert');
  });

  it('highlights a quoted phrase as a whole, never its words apart', async () => {
    const page = await engine.search({
      terms: keywordTerms('"federal capital"'),
      categories: ['images'],
      startPos: 0,
      pageSize: 10,
      sortBy: 'relevance',
      facets: [],
    });
    expect(page.works.map((w) => w.title)).toEqual(['Cartoon one']);
    const marked = page.works[0]?.snippets[0]?.filter((p) => p.match).map((p) => p.text);
    expect(marked).toEqual(['federal capital']);
  });
});
