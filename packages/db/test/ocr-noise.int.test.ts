import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../src/index.ts';
import { measureOcrNoise } from '../src/migrations/018-ocr-noise.ts';
import {
  buildArticle,
  buildWork,
  createTestStore,
  queryBuilderOf,
  storesUnderTest,
} from '../src/test-support.ts';

const CLEAN = 'The federal capital question was settled at last by the parliament in Melbourne.';
const GARBLED = 'Price, Gci, hloPlr^f A jvJ df -/T/f &k oc/ l-_^ Fzfv W0.708 xqzt the';

describe.each(await storesUnderTest())('OCR noise kept by the store, on %s', (dialect) => {
  let store: Store;

  beforeAll(async () => {
    store = await createTestStore(dialect);
  });
  afterAll(() => store.destroy());

  const versionNoise = async (workId: number) =>
    (
      await queryBuilderOf(store)
        .selectFrom('version')
        .select('ocrNoise')
        .where('workId', '=', workId)
        .executeTakeFirstOrThrow()
    ).ocrNoise;
  const articleNoise = async (id: number) =>
    (
      await queryBuilderOf(store)
        .selectFrom('article')
        .select('ocrNoise')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).ocrNoise;

  it('measures a version’s full text and an article’s text when they are saved', async () => {
    const clean = await buildWork(store, { version: { fullText: CLEAN } });
    const garbled = await buildWork(store, { version: { fullText: GARBLED } });
    const none = await buildWork(store);
    expect(await versionNoise(clean.workId)).toBe(0);
    expect(await versionNoise(garbled.workId)).toBeGreaterThan(0.5);
    expect(await versionNoise(none.workId)).toBeNull();
    expect(await articleNoise(await buildArticle(store, { text: `<p>${GARBLED}</p>` }))).toBeGreaterThan(0.5);
  });

  it('measures again when the text changes on a later import', async () => {
    const article = { source: 'noise-test', sourceId: 'a1', heading: 'CYCLONE.', titleId: null };
    const { id } = await store.catalogue.saveArticle({ ...article, text: GARBLED });
    expect(await articleNoise(id)).toBeGreaterThan(0.5);
    await store.catalogue.saveArticle({ ...article, text: CLEAN });
    expect(await articleNoise(id)).toBe(0);
    const garbledWork = {
      source: 'noise-test',
      sourceId: 'w1',
      groupKey: 'noise-w1',
      title: 'W',
      category: 'images',
    };
    const version = { source: 'noise-test', sourceId: 'w1', title: 'W', fullText: `${CLEAN} ${GARBLED}` };
    await store.catalogue.saveWork({ work: garbledWork, version });
    // The same text again is no change: the measure is stored exactly as measured.
    expect((await store.catalogue.saveArticle({ ...article, text: CLEAN })).outcome).toBe('unchanged');
    expect((await store.catalogue.saveWork({ work: garbledWork, version })).outcome).toBe('unchanged');
  });

  it('measures the records stored before the column existed, and logs them for the search index', async () => {
    const work = await buildWork(store, { version: { fullText: GARBLED } });
    const article = await buildArticle(store, { text: CLEAN });
    const db = queryBuilderOf(store);
    await db.updateTable('version').set({ ocrNoise: null }).execute();
    await db.updateTable('article').set({ ocrNoise: null }).execute();
    const before = (await db.selectFrom('searchChange').select('id').execute()).length;
    await measureOcrNoise(db as unknown as Kysely<unknown>);
    expect(await versionNoise(work.workId)).toBeGreaterThan(0.5);
    expect(await articleNoise(article)).toBe(0);
    const logged = await db
      .selectFrom('searchChange')
      .select(['entityType', 'entityId'])
      .orderBy('id')
      .execute();
    expect(logged.slice(before)).toEqual(
      expect.arrayContaining([
        { entityType: 'work', entityId: work.workId },
        { entityType: 'article', entityId: article },
      ]),
    );
  });
});
