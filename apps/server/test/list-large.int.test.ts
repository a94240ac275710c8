import { ListFiltersSchema, ListItemsPageSchema } from '@trove/contracts';
import { queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, insertListItems, listWorld } from './list-world.ts';
import { presentListItems, anonymousViewer } from '../src/services/list-items-present.ts';

/**
 * A list of 5,000 items (half works, half newspaper articles) answers its pages, sorts, filters,
 * words within and a whole presentation in batches, not a query per item (ADR 038). The bound is
 * loose (shared machines); the timings are printed.
 */
const SIZE = 5000;
const BOUND_MS = 5000;

describe.each(await storesUnderTest())('a list of 5,000 items on %s', (dialect) => {
  const w = listWorld(dialect, { people: ['owner'] });
  let listId: number;

  beforeAll(async () => {
    const { store } = w;
    const userId = w.userIds.owner;
    const db = queryBuilderOf(store);
    const now = new Date().toISOString();
    const half = SIZE / 2;
    const workIds: number[] = [];
    const articleIds: number[] = [];
    for (let start = 0; start < half; start += 500) {
      const n = Array.from({ length: 500 }, (_, i) => start + i);
      const works = await db
        .insertInto('work')
        .values(
          n.map((i) => ({
            source: 'large',
            sourceId: `w${i}`,
            groupKey: `g${i}`,
            title: `Work number ${i}`,
            category: 'books',
            summary: i % 100 === 0 ? 'A rare word: quokka' : 'An ordinary book',
            yearStart: 1800 + (i % 200),
            languages: '["eng"]',
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning('id')
        .execute();
      workIds.push(...works.map((row) => row.id));
      const articles = await db
        .insertInto('article')
        .values(
          n.map((i) => ({
            source: 'large',
            sourceId: `a${i}`,
            heading: `Article ${i}`,
            date: `${1850 + (i % 100)}-01-0${1 + (i % 9)}`,
            text: i % 250 === 0 ? 'The wombat crossed the road.' : 'Shipping news.',
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning('id')
        .execute();
      articleIds.push(...articles.map((a) => a.id));
    }
    listId = await store.lists.insertUserList({ userId, title: 'Big list' });
    await insertListItems(
      store,
      listId,
      userId,
      Array.from({ length: SIZE }, (_, i) =>
        i % 2 === 0
          ? { targetType: 'work' as const, targetId: workIds[i / 2]! }
          : { targetType: 'article' as const, targetId: articleIds[(i - 1) / 2]! },
      ),
    );
  }, 300_000);

  const timed = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    const ms = Math.round(performance.now() - started);
    console.log(`${dialect}: ${label} in ${ms} ms`);
    expect(ms).toBeLessThan(BOUND_MS);
    return result;
  };
  const page = (query: string) =>
    timed(`GET items?${query}`, async () =>
      ListItemsPageSchema.parse(
        (await callAs(w, 'owner', 'GET', `/api/list/${listId}/items?${query}`)).json(),
      ),
    );

  it('answers the first and the last page, sorted and filtered', async () => {
    const first = await page('');
    expect(first).toMatchObject({ totalElements: SIZE, totalPages: 200, numberOfElements: 25 });
    expect(first.content[0]).toMatchObject({ listSeq: 1, title: 'Work number 0' });
    const last = await page('page=200');
    expect(last.content.at(-1)).toMatchObject({ listSeq: SIZE, title: 'Article 2499' });
    const byTitle = await page('sort=TITLE&desc=true');
    // Numbers in titles sort as numbers.
    expect(byTitle.content[0]?.title).toBe('Work number 2499');
    const byDate = await page('sort=DATE');
    expect(byDate.content[0]?.date).toBe('1800');
    const filtered = await page('type=newspaper&date=1850s');
    expect(filtered.totalElements).toBe(250);
  });

  it('searches within the list: descriptions and article text', async () => {
    expect((await page('q=quokka')).totalElements).toBe(25);
    expect((await page('q=wombat')).totalElements).toBe(10);
  });

  it('answers the filters and the order of every item', async () => {
    const filters = await timed('GET filters', async () =>
      ListFiltersSchema.parse((await callAs(w, 'owner', 'GET', `/api/list/${listId}/filters`)).json()),
    );
    expect(filters.type?.map((t) => [t.value, t.itemIds.length])).toEqual([
      ['work', 2500],
      ['newspaper', 2500],
    ]);
    const all = await timed('GET filters?type=all', async () =>
      ListFiltersSchema.parse(
        (await callAs(w, 'owner', 'GET', `/api/list/${listId}/filters?type=all`)).json(),
      ),
    );
    expect(all.all).toHaveLength(SIZE);
  });

  it('presents the whole list in batches, as an export reads it', async () => {
    const access = (await w.store.lists.listAccess(listId, null))!;
    const viewer = anonymousViewer({
      priv: false,
      collaborative: false,
      ownerId: access.list.ownerId,
      role: null,
      requestStatus: null,
    });
    const items = await timed('presenting every item', async () => {
      const out = [];
      for await (const rows of w.store.lists.allListItems(listId))
        out.push(...(await presentListItems({ store: w.store } as never, rows, viewer)));
      return out;
    });
    expect(items).toHaveLength(SIZE);
    expect(items.map((i) => i.listSeq)).toEqual(Array.from({ length: SIZE }, (_, i) => i + 1));
  });

  it('moves the last item to the top', async () => {
    const order = (await w.store.lists.listOrder(listId)).map((o) => o.id);
    const res = await timed('PUT move (last to first)', () =>
      callAs(w, 'owner', 'PUT', `/api/list/${listId}/move/${order.at(-1)}`, { newSeq: 1 }),
    );
    expect(res.json().all[0]).toEqual({ id: order.at(-1), seq: 1 });
  });
});
