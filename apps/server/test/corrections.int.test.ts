import {
  type Article,
  type ArticleLines,
  CORRECTION_MESSAGES,
  type CorrectionSaved,
  type TextDiff,
  type TextHistory,
} from '@trove/contracts';
import type { Store } from '@trove/db';
import { buildArticle, createTestStore, queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import { testApp } from './helpers.ts';

/**
 * Text correction's versions (issue 17 §1, ADR 046): lines, saves as versions with the OCR kept,
 * history, differences between any two versions, getArticle's last correction, and the 409 of a
 * save against a version that is no longer live, after which a merged save succeeds.
 */

const OCR = [
  'THE WEATHFR.',
  'Fine and warrn to-day.',
  'Ruin expected in the',
  'evening, clearing by',
  'morniug.',
  'Winds light.',
  'Sea smooth.',
  'Frosts inland.',
].join('\n');

describe.each(await storesUnderTest())('text correction versions on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let ada: Visitor;
  let bob: Visitor;
  let articleId = 0;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    app = await testApp(store);
    ada = await signedUpVisitor(app, store, 'ada@example.org');
    bob = await signedUpVisitor(app, store, 'bob@example.org');
    articleId = await buildArticle(store, { heading: 'THE WEATHER.', text: OCR, correctionCount: 3 });
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  const get = async <T>(visitor: Visitor | null, url: string) => {
    const res = await browserCall(app, visitor, 'GET', url);
    return { status: res.statusCode, body: res.json<T>() };
  };
  const save = async (
    visitor: Visitor | null,
    baseVersion: number,
    lines: { no: number; text: string }[],
  ) => {
    const res = await browserCall(app, visitor, 'POST', `/api/newspaper/article/${articleId}/correction`, {
      baseVersion,
      lines,
    });
    return {
      status: res.statusCode,
      body: res.json<CorrectionSaved & { error?: string; message: string; details?: unknown }>(),
    };
  };
  const lineTexts = async () =>
    (await get<ArticleLines>(null, `/api/newspaper/article/${articleId}/lines`)).body.lines.map(
      (l) => l.text,
    );

  it('shows the OCR line by line at version 0, with paragraphs', async () => {
    const { status, body } = await get<ArticleLines>(ada, `/api/newspaper/article/${articleId}/lines`);
    expect(status).toBe(200);
    expect(body.version).toBe(0);
    expect(body.lines.slice(0, 2)).toEqual([
      { no: 0, paragraph: 0, text: 'THE WEATHFR.' },
      { no: 1, paragraph: 0, text: 'Fine and warrn to-day.' },
    ]);
    expect(body.lines).toHaveLength(8);
    expect(body).toMatchObject({ mayCorrect: true, refusal: null, correctionCount: 3, lastCorrection: null });
  });

  it("shows the printed page's image where the record gives its page, from the operator's template", async () => {
    const paged = await buildArticle(store, {
      heading: 'ON PAGE 3.',
      text: OCR,
      pageUrl: 'https://nla.gov.au/nla.news-page3309914',
    });
    const linesOf = async (server: FastifyInstance, id: number) =>
      (await browserCall(server, null, 'GET', `/api/newspaper/article/${id}/lines`)).json<ArticleLines>();
    expect((await linesOf(app, paged)).imageUrl).toBe(
      'https://trove.nla.gov.au/ndp/imageservice/nla.news-page3309914/level3',
    );
    // An article whose record gives no page has the text alone.
    expect((await linesOf(app, articleId)).imageUrl).toBeNull();
    const ownServer = await testApp(store, {
      config: {
        corrections: {
          pageImageUrlTemplate: 'https://images.library.example/iiif/{pageId}/full/max/0/default.jpg',
        },
      },
    });
    const noImages = await testApp(store, { config: { corrections: { pageImageUrlTemplate: 'none' } } });
    try {
      expect((await linesOf(ownServer, paged)).imageUrl).toBe(
        'https://images.library.example/iiif/nla.news-page3309914/full/max/0/default.jpg',
      );
      expect((await linesOf(noImages, paged)).imageUrl).toBeNull();
    } finally {
      await ownServer.close();
      await noImages.close();
    }
  });

  it('saves changed lines as version 1, keeps the OCR as loaded and counts the correction', async () => {
    const { status, body } = await save(ada, 0, [
      { no: 0, text: 'THE WEATHER.' },
      { no: 1, text: 'Fine and  warm to-day. ' },
    ]);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'live',
      version: 1,
      linesChanged: 2,
      correctionCount: 4,
      message: CORRECTION_MESSAGES.saved,
      lastCorrection: { by: 'A. Reader', username: 'ada' },
    });
    expect((await lineTexts()).slice(0, 3)).toEqual([
      'THE WEATHER.',
      'Fine and warm to-day.',
      'Ruin expected in the',
    ]);
    const row = await queryBuilderOf(store)
      .selectFrom('article')
      .select(['originalText', 'textVersion', 'originalSearchableUntil'])
      .where('id', '=', articleId)
      .executeTakeFirstOrThrow();
    expect(row.originalText).toBe(OCR);
    expect(row.textVersion).toBe(1);
    expect(row.originalSearchableUntil! > new Date(Date.now() + 89 * 86_400_000).toISOString()).toBe(true);
  });

  it('says in the article who corrected it last and how often it has been corrected', async () => {
    const { body } = await get<Article>(null, `/api/newspaper/article/${articleId}`);
    expect(body.correctionCount).toBe(4);
    expect(body.lastCorrection).toMatchObject({ by: 'A. Reader', username: 'ada' });
    expect(body.text).toContain('<span>THE WEATHER.</span>');
  });

  it('answers 409 with the lines changed since to a save from an older version, and keeps nothing', async () => {
    const { status, body } = await save(bob, 0, [{ no: 2, text: 'Rain expected in the' }]);
    expect(status).toBe(409);
    expect(body.message).toBe(CORRECTION_MESSAGES.conflict);
    expect(body.details).toEqual({
      currentVersion: 1,
      lines: [
        { no: 0, text: 'THE WEATHER.' },
        { no: 1, text: 'Fine and warm to-day.' },
      ],
    });
    expect((await lineTexts())[2]).toBe('Ruin expected in the');
  });

  it('saves the merged lines against the live version', async () => {
    const { status, body } = await save(bob, 1, [
      { no: 2, text: 'Rain expected in the' },
      { no: 4, text: 'morning.' },
    ]);
    expect(status).toBe(200);
    expect(body.version).toBe(2);
    expect((await lineTexts()).slice(0, 5)).toEqual([
      'THE WEATHER.',
      'Fine and warm to-day.',
      'Rain expected in the',
      'evening, clearing by',
      'morning.',
    ]);
  });

  it('lets only one of two saves made at once from the same version through; the other gets 409', async () => {
    const racer = await buildArticle(store, { heading: 'RACE.', text: OCR });
    const url = `/api/newspaper/article/${racer}/correction`;
    const answers = await Promise.all(
      [ada, bob].map((visitor, i) =>
        browserCall(app, visitor, 'POST', url, {
          baseVersion: 0,
          lines: [{ no: i, text: `Line ${i} raced.` }],
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.statusCode === 409)!.json<{ details: { currentVersion: number } }>();
    expect(lost.details.currentVersion).toBe(1);
    const history = await get<TextHistory>(null, `/api/newspaper/article/${racer}/history`);
    expect(history.body.total).toBe(1);
  });

  it('lists the versions newest first', async () => {
    const { body } = await get<TextHistory>(null, `/api/newspaper/article/${articleId}/history`);
    expect(body.currentVersion).toBe(2);
    expect(body.total).toBe(2);
    expect(body.versions.map((v) => [v.version, v.user?.username, v.lineCount, v.kind, v.status])).toEqual([
      [2, 'bob', 2, 'correction', 'live'],
      [1, 'ada', 2, 'correction', 'live'],
    ]);
  });

  it('compares any two versions, either way round', async () => {
    const diff = async (from: number, to: number) =>
      (await get<TextDiff>(null, `/api/newspaper/article/${articleId}/diff?from=${from}&to=${to}`)).body;
    expect((await diff(0, 2)).lines).toEqual([
      { no: 0, before: 'THE WEATHFR.', after: 'THE WEATHER.' },
      { no: 1, before: 'Fine and warrn to-day.', after: 'Fine and warm to-day.' },
      { no: 2, before: 'Ruin expected in the', after: 'Rain expected in the' },
      { no: 4, before: 'morniug.', after: 'morning.' },
    ]);
    expect((await diff(2, 1)).lines).toEqual([
      { no: 2, before: 'Rain expected in the', after: 'Ruin expected in the' },
      { no: 4, before: 'morning.', after: 'morniug.' },
    ]);
    expect((await diff(1, 1)).lines).toEqual([]);
    const beyond = await get<{ message: string }>(
      null,
      `/api/newspaper/article/${articleId}/diff?from=0&to=9`,
    );
    expect(beyond.status).toBe(400);
    expect(beyond.body.message).toContain('no version 9');
  });

  it('keeps the corrected text when the source is imported again', async () => {
    const row = await queryBuilderOf(store)
      .selectFrom('article')
      .select(['source', 'sourceId', 'titleId'])
      .where('id', '=', articleId)
      .executeTakeFirstOrThrow();
    await store.catalogue.saveArticle({ ...row, heading: 'THE WEATHER.', text: OCR, correctionCount: 3 });
    expect((await lineTexts())[0]).toBe('THE WEATHER.');
    const { body } = await get<Article>(null, `/api/newspaper/article/${articleId}`);
    expect(body.correctionCount).toBe(5);
  });

  it('keeps markup typed into a line as text, never as markup of the article', async () => {
    const marked = await buildArticle(store, { heading: 'MARKUP.', text: 'plain line\nsecond line' });
    const payload = '<img src=x onerror=alert(1)><script>alert(2)</script> &amp;';
    const res = await browserCall(app, ada, 'POST', `/api/newspaper/article/${marked}/correction`, {
      baseVersion: 0,
      lines: [{ no: 0, text: payload }],
    });
    expect(res.statusCode).toBe(200);
    const lines = (await get<ArticleLines>(null, `/api/newspaper/article/${marked}/lines`)).body.lines;
    expect(lines[0]!.text).toBe(payload);
    const { body } = await get<Article>(null, `/api/newspaper/article/${marked}`);
    expect(body.text).not.toMatch(/<img|<script/);
    expect(body.text).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('answers 404 for an article that is not there', async () => {
    expect((await get(null, '/api/newspaper/article/999999/lines')).status).toBe(404);
    const res = await browserCall(app, ada, 'POST', '/api/newspaper/article/999999/correction', {
      baseVersion: 0,
      lines: [{ no: 0, text: 'x' }],
    });
    expect(res.statusCode).toBe(404);
  });
});
