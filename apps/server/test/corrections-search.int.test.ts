import type { ArticleLines, ResultsPage } from '@trove/contracts';
import type { Store } from '@trove/db';
import { buildArticle, createTestStore, queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import { catchUp } from '@trove/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endOriginalSearch } from '../src/jobs/original-text-sweep.ts';
import { type Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import { type SearchingApp, TEST_CONFIG, seededSearchingApp } from './helpers.ts';

/**
 * Search after a correction (ADR 046): the corrected text is found, the OCR as loaded is still
 * found within the period, and no longer once the sweep has ended it; a result says how many
 * corrected the text. PostgreSQL makes a change readable only once no older transaction runs,
 * so the index is polled.
 */
describe.each(await storesUnderTest())('search of corrected text on %s', (dialect) => {
  let store: Store;
  let searching: SearchingApp;
  let ada: Visitor;
  let article = 0;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    article = await buildArticle(store, {
      heading: 'STORM NEWS.',
      text: 'A fierce cyclonx struck Cossack\nlast night.',
    });
    searching = await seededSearchingApp(store);
    ada = await signedUpVisitor(searching.app, store, 'ada@example.org');
  });
  afterAll(async () => {
    await searching.close();
  });

  /** This article as a search for `words` finds it, once the index has caught up; undefined when not found. */
  const resultFor = async (words: string) => {
    await catchUp(store, searching.engine);
    const res = await searching.app.inject({ method: 'GET', url: `/api/search/newspapers?keyword=${words}` });
    return res.json<ResultsPage>().works.find((work) => work.id === article);
  };

  it('finds the corrected text and still the OCR as loaded, and says how many corrected it', async () => {
    expect(await resultFor('cyclonx')).toBeDefined();
    const lines = (
      await browserCall(searching.app, null, 'GET', `/api/newspaper/article/${article}/lines`)
    ).json<ArticleLines>();
    const res = await browserCall(
      searching.app,
      ada,
      'POST',
      `/api/newspaper/article/${article}/correction`,
      {
        baseVersion: lines.version,
        lines: [{ no: 0, text: 'A fierce cyclone struck Cossack' }],
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    await expect
      .poll(() => resultFor('cyclone'), { timeout: 10_000 })
      .toMatchObject({ numberOfCorrectors: 1 });
    expect(await resultFor('cyclonx')).toBeDefined();
  });

  it('no longer finds the OCR as loaded once its period has passed and the sweep ran', async () => {
    await queryBuilderOf(store)
      .updateTable('article')
      .set({ originalSearchableUntil: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', article)
      .execute();
    const ended = await endOriginalSearch({
      store,
      search: { current: null },
      config: TEST_CONFIG,
      now: () => new Date(),
    });
    expect(ended).toBe(1);
    await expect.poll(() => resultFor('cyclonx'), { timeout: 10_000 }).toBeUndefined();
    expect(await resultFor('cyclone')).toBeDefined();
  });
});
