import { ApiErrorSchema, ResultsPageSchema } from '@trove/contracts';
import { toJson } from '@trove/db';
import { buildPerson, buildWork, createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SearchingApp, seededSearchingApp } from './helpers.ts';

/**
 * Issue 14 §2 through the search call (ADR 034): 'Did you mean', results holding most of the words,
 * a keyword that cannot be read (answered, not refused), and what a books keyword search covers.
 */
describe.each(await storesUnderTest())('search help in the search call on %s', (dialect) => {
  let app: FastifyInstance;
  let running: SearchingApp | undefined;
  const ids: Record<string, number> = {};
  const page = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return ResultsPageSchema.parse(res.json());
  };

  beforeAll(async () => {
    const store = await createTestStore(dialect);
    const menzies = toJson(['Menzies, Robert']);
    ids.afternoon = (
      await buildWork(store, {
        work: { title: 'Afternoon light', category: 'books', primaryFormat: 'Book', creators: menzies },
        version: {
          publisher: 'Cassell',
          place: 'Melbourne',
          details: toJson({
            series: ['Australian lives library'],
            notes: ['Memoirs of a prime minister.'],
            contents: ['The Crown', 'Churchill at war'],
          }),
        },
      })
    ).workId;
    ids.measure = (
      await buildWork(store, {
        work: {
          title: 'The measure of the years',
          category: 'books',
          primaryFormat: 'Book',
          creators: menzies,
        },
        version: { publisher: 'Cassell', place: 'London' },
      })
    ).workId;
    ids.cartoon = (
      await buildWork(store, {
        work: { title: 'Menzies at the wicket', category: 'images', primaryFormat: 'Cartoon' },
      })
    ).workId;
    await buildPerson(store, { person: { primaryName: 'Menzies, Robert', displayName: 'Robert Menzies' } });
    running = await seededSearchingApp(store);
    ({ app } = running);
  });
  afterAll(() => running?.close());

  it('offers a corrected spelling in one collection, finding nothing as typed', async () => {
    const answer = await page('/api/search/books?keyword=Menzeis');
    expect(answer.totalRecords).toBe(0);
    expect(answer.suggestion).toEqual({ query: 'Menzies', words: [{ from: 'Menzeis', to: 'Menzies' }] });
    const corrected = await page(`/api/search/books?keyword=${answer.suggestion?.query}`);
    expect(corrected.works.map((w) => w.id).sort()).toEqual([ids.afternoon, ids.measure].sort());
  });

  it('offers it across every collection, where no group has a match', async () => {
    const answer = await page('/api/search/-1?keyword=menzeis');
    expect(answer.resultGroups).toEqual([]);
    expect(answer.suggestion?.query).toBe('menzies');
  });

  it('leaves the answer without help when the search finds what was typed', async () => {
    const answer = await page('/api/search/books?keyword=menzies');
    expect(answer.totalRecords).toBe(2);
    expect(answer).not.toHaveProperty('suggestion');
    expect(answer).not.toHaveProperty('partialMatch');
    expect(answer).not.toHaveProperty('queryProblem');
  });

  it('answers the records holding most of the words, flagged, when none holds them all', async () => {
    const answer = await page('/api/search/books?keyword=menzies%20churchill%20zebra');
    expect(answer.partialMatch).toEqual({ matched: 2, of: 3 });
    expect(answer.works.map((w) => w.id)).toEqual([ids.afternoon]);
    const all = await page('/api/search/-1?keyword=menzies%20wicket%20churchill');
    expect(all.partialMatch).toEqual({ matched: 2, of: 3 });
    expect(all.resultGroups.map((g) => g.category).sort()).toEqual(['books', 'images']);
  });

  it('says what is wrong with a keyword that cannot be read, and where, and still searches its words', async () => {
    const bracket = await page(`/api/search/books?keyword=${encodeURIComponent('(menzies cassell')}`);
    expect(bracket.queryProblem).toEqual({
      message: 'The closing bracket is missing after “(menzies cassell”: add a ) where the group ends.',
      position: 0,
      searched: 'menzies cassell',
    });
    expect(bracket.totalRecords).toBe(2);
    const dangling = await page(`/api/search/-1?keyword=${encodeURIComponent('menzies AND')}`);
    expect(dangling.queryProblem?.message).toBe(
      'AND at the end of “menzies AND” needs a search term after it.',
    );
    expect(dangling.resultGroups.length).toBeGreaterThan(0);
    const empty = await page(`/api/search/books?keyword=${encodeURIComponent('title:')}`);
    expect(empty.queryProblem).toMatchObject({
      searched: '',
      message: expect.stringMatching(/^title: is empty/),
    });
    expect(empty.totalRecords).toBe(0);
  });

  it('still refuses a search with nothing to look for but words to leave out', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/search/books?keyword=-menzies' });
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).error).toBe('invalid_query');
  });

  it.each([
    ['publisher', 'cassell', ['afternoon', 'measure']],
    ['place of publication', 'melbourne', ['afternoon']],
    ['series', 'australian lives library', ['afternoon']],
    ['notes', 'memoirs', ['afternoon']],
    ['contents', 'churchill', ['afternoon']],
  ])('finds books by their %s', async (_, keyword, expected) => {
    const answer = await page(`/api/search/books?keyword=${encodeURIComponent(keyword)}`);
    expect(answer.works.map((w) => w.id).sort()).toEqual(expected.map((k) => ids[k]).sort());
  });
});
