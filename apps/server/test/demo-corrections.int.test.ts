import { CorrectionStatsSchema, TextHistorySchema } from '@trove/contracts';
import type { Store } from '@trove/db';
import { buildArticle, createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CORRECTOR, type DemoCorrection } from '../src/content/demo-corrections-data.ts';
import { seedDemoCorrections } from '../src/content/demo-corrections.ts';
import { testApp } from './helpers.ts';

/** Issue 17 §3: demonstration corrections make the history and the hall of fame non-empty on a fresh start. */

const TEXT =
  '<p><span>DABING  ATTEMPT  TO  ROB  A</span></p> <p><span>BANK.</span></p> <p><span>A  WOMAtf  SHOT  DEAD.</span></p>';
const FIXES: DemoCorrection[] = [
  {
    troveId: 'demo-fix-1',
    by: 'corrector',
    daysAgo: 80,
    time: '09:15',
    comment: 'Headline letters. (A demonstration correction.)',
    lines: [
      { from: 'DABING ATTEMPT TO ROB A', to: 'DARING ATTEMPT TO ROB A' },
      { from: 'A WOMAtf SHOT DEAD.', to: 'A WOMAN SHOT DEAD.' },
      // Not in the article (an edition with other text): left alone.
      { from: 'te rob', to: 'to rob' },
    ],
  },
  {
    troveId: 'demo-fix-1',
    by: 'reader',
    daysAgo: 78,
    time: '21:40',
    comment: 'A second pass. (A demonstration correction.)',
    lines: [{ from: 'BANK.', to: 'BANK!' }],
  },
  // An article the corpus does not hold.
  { troveId: 'not-loaded', by: 'reader', daysAgo: 1, time: '00:00', comment: '', lines: [] },
];

/** The first start that seeds them. */
const SEEDED_AT = new Date('2026-11-27T08:00:00.000Z');

describe.each(await storesUnderTest())('demo corrections on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let articleId: number;
  let made: string[];
  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    store = await createTestStore(dialect);
    articleId = await buildArticle(store, { sourceId: 'demo-fix-1', text: TEXT, correctionCount: 2 });
    made = await seedDemoCorrections(store, FIXES, SEEDED_AT);
    app = await testApp(store);
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  it('makes each correction a version of the article, marked demo, in order', async () => {
    expect(made).toEqual([`article ${articleId} version 1`, `article ${articleId} version 2`]);
    const history = TextHistorySchema.parse(
      (await get(`/api/newspaper/article/${articleId}/history`)).json(),
    );
    expect(history.currentVersion).toBe(2);
    expect(history.versions.map((v) => [v.version, v.kind, v.user?.username, v.lineCount])).toEqual([
      [2, 'demo', 'demo-reader', 1],
      [1, 'demo', DEMO_CORRECTOR.username, 2],
    ]);
    const article = (await get(`/api/newspaper/article/${articleId}`)).json();
    // The corpus's real count is kept and each demonstration correction adds one.
    expect(article.correctionCount).toBe(4);
    expect(article.text).toContain('DARING ATTEMPT TO ROB A');
    expect(article.lastCorrection).toMatchObject({
      username: 'demo-reader',
      // 78 days before the first start, at 21:40 UTC.
      lastupdated: '2026-09-10T21:40:00.000Z',
    });
  });

  it('credits the demo accounts in the hall of fame', async () => {
    const stats = CorrectionStatsSchema.parse(
      (await get('/api/hallOfFame/correctionStats?filter=newspaper&dateChoice=all')).json(),
    );
    expect(stats.leaders.map((row) => [row.userName, row.linesCorrected])).toEqual([
      [DEMO_CORRECTOR.username, 2],
      ['demo-reader', 1],
    ]);
  });

  it('is seeded once: a second start changes nothing', async () => {
    expect(await seedDemoCorrections(store, FIXES, SEEDED_AT)).toEqual([]);
    const history = TextHistorySchema.parse(
      (await get(`/api/newspaper/article/${articleId}/history`)).json(),
    );
    expect(history.currentVersion).toBe(2);
  });
});
