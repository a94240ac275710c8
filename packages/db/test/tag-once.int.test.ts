import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../src/index.ts';
import { tagOnceMigration } from '../src/migrations/015-tag-once.ts';
import { createTestStore, queryBuilderOf, storesUnderTest } from '../src/test-support.ts';

// Targets need no catalogue rows here: they are named by type and id.
describe.each(await storesUnderTest())('one contributor holds a tag once, on %s', (dialect) => {
  let store: Store;
  let ada: number;
  let ben: number;

  const tagRows = (targetId: number) =>
    queryBuilderOf(store)
      .selectFrom('tag')
      .select(['id', 'name', 'userId', 'priv', 'subject'])
      .where('targetId', '=', targetId)
      .orderBy('id')
      .execute();
  const asked = (name: string, targetId: number, priv = false) => ({
    name,
    targetType: 'work' as const,
    targetId,
    priv,
  });

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ada = await store.accounts.ensureUserAccount({ username: 'ada', displayName: 'Ada' });
    ben = await store.accounts.ensureUserAccount({ username: 'ben', displayName: 'Ben' });
  });
  afterAll(() => store.destroy());

  it('skips a name the contributor already has there, ignoring case, and repeats within one call', async () => {
    const [alpha] = await store.tags.addTagsOnce(ada, [asked('alpha', 1)]);
    expect(alpha).toEqual(expect.any(Number));
    expect(await store.tags.addTagsOnce(ada, [asked('alpha', 1)])).toEqual([null]);
    const mixed = await store.tags.addTagsOnce(ada, [
      asked('alpha', 1),
      asked('ALPHA', 1),
      asked('beta', 1),
      asked('Beta', 1),
    ]);
    expect(mixed).toEqual([null, null, expect.any(Number), null]);
    expect((await tagRows(1)).map((t) => t.name)).toEqual(['alpha', 'beta']);
  });

  it('adds the same name with the other visibility, by someone else, or on another target', async () => {
    const ids = await store.tags.addTagsOnce(ada, [
      asked('gamma', 2),
      asked('Gamma', 2, true),
      asked('gamma', 3),
    ]);
    expect(ids.every((id) => id !== null)).toBe(true);
    expect(await store.tags.addTagsOnce(ben, [asked('GAMMA', 2)])).toEqual([expect.any(Number)]);
    expect(await tagRows(2)).toHaveLength(3);
  });

  it('counts anonymous visitors as one contributor', async () => {
    expect(await store.tags.addTagsOnce(null, [asked('anon', 4)])).toEqual([expect.any(Number)]);
    expect(await store.tags.addTagsOnce(null, [asked('Anon', 4)])).toEqual([null]);
    expect(await store.tags.addTagsOnce(ada, [asked('anon', 4)])).toEqual([expect.any(Number)]);
  });

  it('lets a plain tag stand beside a subject heading of the same name', async () => {
    await store.tags.insertTag({
      name: 'Cartoons',
      userId: ada,
      targetType: 'work',
      targetId: 5,
      subject: true,
    });
    expect(await store.tags.addTagsOnce(ada, [asked('cartoons', 5)])).toEqual([expect.any(Number)]);
  });

  it('keeps one tag when the same tag is asked for by calls racing each other', async () => {
    const racing = await Promise.all(
      Array.from({ length: 6 }, () =>
        store.tags.addTagsOnce(ben, [asked('race', 6), asked('RACE', 6, true)]),
      ),
    );
    expect(racing.flat().filter((id) => id !== null)).toHaveLength(2);
    expect((await tagRows(6)).map((t) => [t.name.toLowerCase(), t.priv])).toEqual([
      ['race', 0],
      ['race', 1],
    ]);
  });

  it('refuses a second copy written around the repository (the unique index)', async () => {
    await expect(
      store.tags.insertTag({ name: 'ALPHA', userId: ada, targetType: 'work', targetId: 1 }),
    ).rejects.toThrow();
    expect((await tagRows(1)).map((t) => t.name)).toEqual(['alpha', 'beta']);
  });

  it('logs public tags of records and lists for the search index, not private ones', async () => {
    const before = await queryBuilderOf(store).selectFrom('searchChange').select('id').execute();
    await store.tags.addTagsOnce(ada, [asked('secret', 7, true)]);
    await store.tags.addTagsOnce(ada, [{ name: 'listed', targetType: 'list', targetId: 7, priv: false }]);
    await store.tags.addTagsOnce(ada, [asked('seen', 7), asked('also seen', 7)]);
    const after = await queryBuilderOf(store)
      .selectFrom('searchChange')
      .select(['entityType', 'entityId'])
      .where('id', 'not in', before.length > 0 ? before.map((r) => r.id) : [-1])
      .orderBy('id')
      .execute();
    expect(after).toEqual([
      { entityType: 'list', entityId: 7 },
      { entityType: 'work', entityId: 7 },
    ]);
  });
});

describe.each(await storesUnderTest())('migration 015 on %s', (dialect) => {
  let store: Store;
  let ada: number;
  let ben: number;

  const db = () => queryBuilderOf(store) as unknown as Kysely<unknown>;
  const add = (name: string, userId: number | null, targetId: number, more: object = {}) =>
    store.tags.insertTag({ name, userId, targetType: 'work', targetId, ...more });
  const stamp = (id: number, createdAt: string) =>
    queryBuilderOf(store).updateTable('tag').set({ createdAt }).where('id', '=', id).execute();

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ada = await store.accounts.ensureUserAccount({ username: 'ada', displayName: 'Ada' });
    ben = await store.accounts.ensureUserAccount({ username: 'ben', displayName: 'Ben' });
    // The store as it was before the migration: duplicates allowed.
    await tagOnceMigration().down!(db());
  });
  afterAll(() => store.destroy());

  it('removes earlier duplicates keeping the oldest of each, and nothing else', async () => {
    const kept = [
      await add('alpha', ada, 100),
      await add('alpha', ada, 100, { priv: true }),
      await add('alpha', ben, 100),
      await add('alpha', null, 100),
      await add('alpha', ada, 100, { subject: true }),
      await add('alpha', ada, 101),
      await add('beta', ada, 100),
    ];
    const older = await add('Gamma', ada, 100);
    const dropped = [
      await add('alpha', ada, 100),
      await add('ALPHA', ada, 100),
      await add('Alpha', ada, 100, { priv: true }),
      await add('alpha', null, 100),
      await add('alpha', ada, 100, { subject: true }),
    ];
    // Ids and times disagree here: the oldest by time is kept, whatever its id.
    const newerByTime = await add('gamma', ada, 100);
    await stamp(newerByTime, '2020-01-01T00:00:00.000Z');
    await stamp(older, '2020-01-02T00:00:00.000Z');
    const before = await queryBuilderOf(store).selectFrom('searchChange').select('id').execute();

    await tagOnceMigration().up(db());

    const left = await queryBuilderOf(store).selectFrom('tag').select('id').orderBy('id').execute();
    expect(left.map((r) => r.id)).toEqual([...kept, newerByTime].sort((a, b) => a - b));
    expect(left.map((r) => r.id)).not.toEqual(expect.arrayContaining(dropped));
    // The record lost public tags (one spelt ALPHA): the index is told to look again.
    const logged = await queryBuilderOf(store)
      .selectFrom('searchChange')
      .select(['entityType', 'entityId'])
      .where(
        'id',
        'not in',
        before.map((r) => r.id),
      )
      .execute();
    expect(logged).toEqual([{ entityType: 'work', entityId: 100 }]);
    await expect(add('BETA', ada, 100)).rejects.toThrow();
  });
});
