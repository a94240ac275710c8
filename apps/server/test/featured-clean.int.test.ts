import { type Store } from '@trove/db';
import { buildArticle, buildWork, createTestStore, storesUnderTest } from '@trove/db/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickFeatures } from '../src/content/featured.ts';

const GARBLED = 'Price, Gci, hloPlr^f A jvJ df -/T/f &k oc/ l-_^ Fzfv W0.708 xqzt the cyclone';
const CLEAN = 'The cyclone struck the town of Cossack on Tuesday night and many houses fell.';

describe.each(await storesUnderTest())('featured records have clean text (ADR 031), on %s', (dialect) => {
  let store: Store;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    // The garbled records come first by id, which alone used to decide.
    await buildArticle(store, { heading: 'GARBLED CYCLONE NEWS.', date: '1895-03-01', text: GARBLED });
    await buildArticle(store, { heading: 'THE CYCLONE AT COSSACK.', date: '1895-03-01', text: CLEAN });
    const cartoon = (title: string, fullText: string) =>
      buildWork(store, {
        work: { title, category: 'images', thumbnailUrl: 'https://example.org/t.jpg' },
        version: { fullText, date: '1895-03-01' },
      });
    await cartoon('Hlo plr jvj', GARBLED);
    await cartoon('The cyclone', CLEAN);
  });
  afterAll(() => store.destroy());

  it('features the article and the picture whose OCR text is clean', async () => {
    expect((await pickFeatures(store, 'newspapers', 1)).map((f) => f.title)).toEqual([
      'THE CYCLONE AT COSSACK.',
    ]);
    expect((await pickFeatures(store, 'images', 1)).map((f) => f.title)).toEqual(['The cyclone']);
  });

  it('offers only clean records for the day’s trivia', async () => {
    const records = await store.stats.findRecordsOnDay(3, 1, 10, 0.1);
    expect(records.map((r) => r.title).sort()).toEqual(['THE CYCLONE AT COSSACK.', 'The cyclone']);
  });
});
