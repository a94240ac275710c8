import type { Store } from '@trove/db';
import { storesUnderTest } from '@trove/db/test-support';
import { describe, expect, it, vi } from 'vitest';
import { keywordTerms } from '../src/criteria-query.ts';
import type { SearchAllRequest, SearchRequest } from '../src/engine.ts';
import type { SearchPool } from '../src/workers/search-pool.ts';
import { indexedWorld } from './indexed-world.ts';

const json = (value: unknown) => JSON.stringify(value);

const inCollection = (
  keyword: string,
  category: string,
  over: Partial<SearchRequest> = {},
): SearchRequest => ({
  terms: keywordTerms(keyword),
  categories: [category],
  startPos: 0,
  pageSize: 20,
  sortBy: 'relevance',
  facets: [],
  ...over,
});

const everywhere = (keyword: string): SearchAllRequest => ({
  terms: keywordTerms(keyword),
  panels: ['books', 'images', 'people', 'newspapers'].map((category) => ({ category, pageSize: 3 })),
  sortBy: 'relevance',
  facets: [],
});

/** Two books by Menzies (one with its series, notes and contents), one by Boldrewood, a cartoon and a person. */
async function seed(store: Store) {
  const { catalogue } = store;
  const book = (sourceId: string, work: object, version: object) =>
    catalogue.saveWork({
      work: {
        source: 'test',
        sourceId,
        groupKey: sourceId,
        category: 'books',
        primaryFormat: 'Book',
        ...work,
      },
      version: { source: 'test', sourceId, format: 'Book', ...version },
    } as Parameters<typeof catalogue.saveWork>[0]);
  const afternoon = await book(
    'b1',
    { title: 'Afternoon light', creators: json(['Menzies, Robert']) },
    {
      title: 'Afternoon light',
      year: 1967,
      publisher: 'Cassell',
      place: 'Melbourne',
      details: json({
        series: ['Australian lives library'],
        notes: ['Memoirs of a prime minister.'],
        contents: ['The Crown', 'Churchill at war'],
      }),
    },
  );
  const measure = await book(
    'b2',
    { title: 'The measure of the years', creators: json(['Menzies, Robert']) },
    { title: 'The measure of the years', year: 1970, publisher: 'Cassell', place: 'London' },
  );
  await book(
    'b3',
    {
      title: 'Robbery under arms',
      creators: json(['Boldrewood, Rolf']),
      summary: 'A tale of the goldfields.',
    },
    { title: 'Robbery under arms', year: 1888, publisher: 'Remington', place: 'London' },
  );
  const cartoon = await catalogue.saveWork({
    work: {
      source: 'test',
      sourceId: 'c1',
      groupKey: 'c1',
      title: 'Menzies at the wicket',
      category: 'images',
      primaryFormat: 'Cartoon',
      creators: json(['Frith, John']),
    },
    version: {
      source: 'test',
      sourceId: 'c1',
      title: 'Menzies at the wicket',
      format: 'Cartoon',
      year: 1951,
    },
  });
  const person = await catalogue.savePerson({
    person: { source: 'test', sourceId: 'p1', primaryName: 'Menzies, Robert', displayName: 'Robert Menzies' },
    biographies: [{ text: 'Prime Minister of Australia, 1939-1941 and 1949-1966.' }],
  });
  return { afternoon: afternoon.workId, measure: measure.workId, cartoon: cartoon.workId, person: person.id };
}

describe.each(await storesUnderTest())('search help over an index of %s', (dialect) => {
  const world = indexedWorld(dialect, seed);

  describe('did you mean', () => {
    it('corrects a misspelt word from the words the collection holds, and the correction finds more', async () => {
      const { page, help } = await world.writer.searchWidening(inCollection('menzeis', 'books'));
      expect(page.total).toBe(0);
      expect(help?.suggestion).toEqual({ query: 'menzies', words: [{ from: 'menzeis', to: 'menzies' }] });
      const corrected = await world.writer.search(inCollection('menzies', 'books'));
      expect(corrected.works.map((w) => w.id).sort()).toEqual(
        [world.seeded.afternoon, world.seeded.measure].sort(),
      );
    });

    it('keeps the rest of the query as typed and the case of the word', async () => {
      const { help } = await world.writer.searchWidening(inCollection('Menzeis -wicket', 'books'));
      expect(help?.suggestion?.query).toBe('Menzies -wicket');
      const fielded = await world.writer.searchWidening(
        inCollection('title:light OR creator:menzeis', 'books'),
      );
      expect(fielded.help?.suggestion?.query).toBe('title:light OR creator:menzies');
    });

    it('suggests across every collection when none has a match', async () => {
      const answer = await world.writer.searchAll(everywhere('menzeis'));
      expect(answer.panels).toEqual([]);
      expect(answer.help?.suggestion?.query).toBe('menzies');
    });

    it('says nothing when every word is spelt as the records spell it', async () => {
      expect((await world.writer.searchWidening(inCollection('menzies', 'books'))).help).toBeUndefined();
      expect((await world.writer.searchWidening(inCollection('afternoon', 'books'))).help).toBeUndefined();
    });

    it('offers nothing for a word no record holds anything like, or too short to correct', async () => {
      expect((await world.writer.searchWidening(inCollection('xylophonist', 'books'))).help).toBeUndefined();
      expect((await world.writer.searchWidening(inCollection('crwn', 'books'))).help).toBeUndefined();
    });

    it('offers nothing when the correction would find no more than the search as typed', async () => {
      // 'Menzies' is in books, 'wicket' only in images: corrected, the books still hold nothing.
      const { help } = await world.writer.searchWidening(inCollection('menzeis wicket', 'books'));
      expect(help?.suggestion).toBeUndefined();
    });
  });

  describe('most of your words', () => {
    it('shows the records holding most of the words when none holds them all, and says how many', async () => {
      const { page, help } = await world.writer.searchWidening(
        inCollection('menzies cassell churchill zebra', 'books'),
      );
      expect(page.works.map((w) => w.id)).toEqual([world.seeded.afternoon]);
      expect(help?.partial).toEqual({ matched: 3, of: 4 });
    });

    it('counts a quoted phrase as one of the words', async () => {
      const { page, help } = await world.writer.searchWidening(
        inCollection('"afternoon light" cassell zebra', 'books'),
      );
      expect(page.works.map((w) => w.id)).toEqual([world.seeded.afternoon]);
      expect(help?.partial).toEqual({ matched: 2, of: 3 });
    });

    it('goes no lower than half of the words', async () => {
      const { page, help } = await world.writer.searchWidening(
        inCollection('menzies zebra yak quokka', 'books'),
      );
      expect(page.total).toBe(0);
      expect(help).toBeUndefined();
    });

    it('leaves a search that finds every word as it is', async () => {
      const { page, help } = await world.writer.searchWidening(inCollection('menzies cassell', 'books'));
      expect(page.total).toBe(2);
      expect(help?.partial).toBeUndefined();
    });

    it('relaxes a search of every collection only when no collection has a record with every word', async () => {
      const partial = await world.writer.searchAll(everywhere('menzies wicket churchill'));
      expect(partial.help?.partial).toEqual({ matched: 2, of: 3 });
      expect(partial.panels.map((p) => [p.category, p.works.map((w) => w.id)])).toEqual([
        ['books', [world.seeded.afternoon]],
        ['images', [world.seeded.cartoon]],
      ]);
      const whole = await world.writer.searchAll(everywhere('menzies wicket'));
      expect(whole.help).toBeUndefined();
      expect(whole.panels.map((p) => p.category)).toEqual(['images']);
    });
  });

  describe('a books keyword search covers the fields a reader expects', () => {
    it.each([
      ['the publisher', 'cassell', 'measure'],
      ['the place of publication', 'melbourne', 'afternoon'],
      ['the series', '"australian lives library"', 'afternoon'],
      ['the notes', 'memoirs', 'afternoon'],
      ['the contents', '"churchill at war"', 'afternoon'],
    ] as const)('finds a book by %s', async (_, keyword, which) => {
      const page = await world.writer.search(inCollection(keyword, 'books'));
      expect(page.works.map((w) => w.id)).toContain(world.seeded[which]);
    });
  });

  /** How many calls the pool's workers were sent while the work ran. */
  async function workerCalls(work: () => Promise<unknown>): Promise<number> {
    const workers = (world.pool as unknown as { workers: { call: (...args: unknown[]) => unknown }[] })
      .workers;
    const spies = workers.map((w) => vi.spyOn(w, 'call'));
    try {
      await work();
      return spies.reduce((n, spy) => n + spy.mock.calls.length, 0);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  }

  it('answers the search and its help in one worker call, as the writer does', async () => {
    const asked = inCollection('robert menzeis', 'people');
    let answer: Awaited<ReturnType<SearchPool['searchWidening']>> | undefined;
    expect(await workerCalls(async () => (answer = await world.pool.searchWidening(asked)))).toBe(1);
    expect(answer).toEqual(await world.writer.searchWidening(asked));
    expect(answer?.help?.suggestion?.query).toBe('robert menzies');
    let all: Awaited<ReturnType<SearchPool['searchAll']>> | undefined;
    expect(await workerCalls(async () => (all = await world.pool.searchAll(everywhere('menzeis'))))).toBe(1);
    expect(all).toEqual(await world.writer.searchAll(everywhere('menzeis')));
  });
});
