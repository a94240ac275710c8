import type { CollectionRow } from '@trove/db';
import { describe, expect, it } from 'vitest';
import { CollectionDirectory } from './collections-directory.ts';

function row(id: number, urlKey: string, searchable = 1, urlNamespace = 'category'): CollectionRow {
  return {
    id,
    name: urlKey,
    urlNamespace,
    urlKey,
    position: id,
    catchline: null,
    explorable: 0,
    searchable,
    searchHandler: 'BOOK',
    uiSearchType: null,
    searchDelay: 0,
    page: '{}',
  };
}

/** A store whose rows the test edits, counting reads, on a clock the test moves. */
function setUp() {
  const store = { rows: [row(1, 'book'), row(2, 'music'), row(3, 'about', 1, 'supporting')], reads: 0 };
  const clock = { now: 0 };
  const load = () => {
    store.reads++;
    return Promise.resolve(store.rows.map((r) => ({ ...r })));
  };
  return { store, clock, directory: new CollectionDirectory(load, 60, () => clock.now) };
}

describe('the collection directory of searches', () => {
  it('finds collections by namespace and key, by id, and lists a namespace in order', async () => {
    const { directory } = setUp();
    expect((await directory.byKey('category', 'music'))?.id).toBe(2);
    expect(await directory.byKey('category', 'about')).toBeUndefined();
    expect(await directory.byKey('category', 'constructor')).toBeUndefined();
    expect((await directory.byId(3))?.urlKey).toBe('about');
    expect(await directory.byId(4)).toBeUndefined();
    expect((await directory.inNamespace('category')).map((c) => c.urlKey)).toEqual(['book', 'music']);
  });

  it('reads the store once within its lifetime', async () => {
    const { store, directory } = setUp();
    await Promise.all([directory.byKey('category', 'book'), directory.byId(2), directory.inNamespace('x')]);
    await directory.byKey('category', 'music');
    expect(store.reads).toBe(1);
  });

  it('sees a content edit once its lifetime has passed', async () => {
    const { store, clock, directory } = setUp();
    await directory.byKey('category', 'book');
    store.rows = [row(1, 'book', 0), row(4, 'maps')];
    clock.now = 59_999;
    expect((await directory.byKey('category', 'book'))?.searchable).toBe(1);
    clock.now = 60_000;
    expect((await directory.byKey('category', 'book'))?.searchable).toBe(0);
    expect((await directory.byKey('category', 'maps'))?.id).toBe(4);
    expect(await directory.byKey('category', 'music')).toBeUndefined();
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const directory = new CollectionDirectory(
      () => (fail ? Promise.reject(new Error('store down')) : Promise.resolve([row(1, 'book')])),
      60,
      () => 0,
    );
    await expect(directory.byId(1)).rejects.toThrow('store down');
    fail = false;
    expect((await directory.byId(1))?.urlKey).toBe('book');
  });
});
