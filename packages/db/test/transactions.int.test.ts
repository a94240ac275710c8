import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Repositories, Store } from '../src/index.ts';
import { createTestStore, queryBuilderOf, storesUnderTest } from '../src/test-support.ts';

describe.each(await storesUnderTest())('transactions and savepoints on %s', (dialect) => {
  let store: Store;
  beforeAll(async () => {
    store = await createTestStore(dialect);
  });
  afterAll(() => store.destroy());

  const saveTitle = (repositories: Pick<Repositories, 'catalogue'>, sourceId: string) =>
    repositories.catalogue.saveNewspaperTitle({ source: 'trx', sourceId, name: `Title ${sourceId}` });
  const stored = async () =>
    (
      await queryBuilderOf(store)
        .selectFrom('newspaperTitle')
        .select('sourceId')
        .where('source', '=', 'trx')
        .orderBy('sourceId')
        .execute()
    ).map((row) => row.sourceId);
  const failure = new Error('the work failed');

  it('commits the work when it returns, and answers what it returned', async () => {
    const id = await store.transaction(async (repositories) => (await saveTitle(repositories, 'a1')).id);
    expect(id).toEqual(expect.any(Number));
    expect(await stored()).toEqual(['a1']);
  });

  it('rolls back every write when the work throws, and rethrows its error', async () => {
    await expect(
      store.transaction(async (repositories) => {
        await saveTitle(repositories, 'b1');
        await saveTitle(repositories, 'b2');
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await stored()).toEqual(['a1']);
  });

  it('undoes only the writes of a savepoint that throws, rethrows its error and commits the rest', async () => {
    const results = await store.transaction(async (repositories) => {
      const outcomes: string[] = [];
      for (const sourceId of ['c1', 'c2', 'c3'])
        try {
          await repositories.savepoint(async (inner) => {
            await saveTitle(inner, sourceId);
            if (sourceId === 'c2') throw failure;
          });
          outcomes.push(`${sourceId} saved`);
        } catch (error) {
          outcomes.push(error === failure ? `${sourceId} undone` : `${sourceId} ${String(error)}`);
        }
      return outcomes;
    });
    expect(results).toEqual(['c1 saved', 'c2 undone', 'c3 saved']);
    expect(await stored()).toEqual(['a1', 'c1', 'c3']);
  });

  it('goes on after a statement failed in a savepoint (which aborts a PostgreSQL transaction)', async () => {
    await store.transaction(async (repositories) => {
      await saveTitle(repositories, 'd1');
      await expect(
        repositories.savepoint(async (inner) => {
          await saveTitle(inner, 'd2');
          // No such newspaper title: the foreign key refuses the article.
          await inner.catalogue.saveArticle({
            source: 'trx',
            sourceId: 'd',
            heading: 'Lost',
            titleId: 999_999,
          });
        }),
      ).rejects.toThrow();
      await saveTitle(repositories, 'd3');
    });
    expect(await stored()).toEqual(['a1', 'c1', 'c3', 'd1', 'd3']);
  });

  it('answers what a savepoint returned, and its writes go when the transaction rolls back', async () => {
    let kept: number | undefined;
    await expect(
      store.transaction(async (repositories) => {
        kept = await repositories.savepoint(async (inner) => (await saveTitle(inner, 'e1')).id);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(kept).toEqual(expect.any(Number));
    expect(await stored()).toEqual(['a1', 'c1', 'c3', 'd1', 'd3']);
  });

  it('logs the search changes of a transaction only when it commits', async () => {
    const changes = () =>
      queryBuilderOf(store)
        .selectFrom('searchChange')
        .select('entityId')
        .where('entityType', '=', 'article')
        .execute();
    const before = await changes();
    await expect(
      store.transaction(async ({ catalogue }) => {
        await catalogue.saveArticle({ source: 'trx', sourceId: 'f1', heading: 'Never' });
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await changes()).toEqual(before);
  });
});
