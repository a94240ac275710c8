import {
  type ArticleLines,
  CORRECTION_LIMITS,
  CORRECTION_MESSAGES,
  type CorrectionSaved,
  type HeldCorrections,
  type TextHistory,
} from '@trove/contracts';
import type { Store } from '@trove/db';
import { buildArticle, createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import { testApp } from './helpers.ts';
import { humanCookie } from './human-check.ts';

/**
 * What guards text correction (issue 17 §1, ADR 046): the limits (line length, unknown lines, no
 * change, text-less articles, lines a minute), held corrections and their review, blocks, the
 * human check for visitors, and reverts by data managers only.
 */

const TEN_LINES = Array.from({ length: 10 }, (_, i) => `Line ${i} of tbe text.`).join('\n');

type Answer = CorrectionSaved & { error?: string; message: string };

describe.each(await storesUnderTest())('text correction limits and review on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let ada: Visitor;
  let manager: Visitor;
  let article = 0;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    app = await testApp(store, { config: { corrections: { linesPerMinutePerAccount: 12 } } });
    ada = await signedUpVisitor(app, store, 'ada@example.org');
    manager = await signedUpVisitor(app, store, 'dm@example.org', 'dataManager');
    article = await buildArticle(store, { heading: 'TEN LINES.', text: TEN_LINES });
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  const call = async <T = Answer>(
    visitor: Visitor | null,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    tamper: Record<string, string | null> = {},
  ) => {
    const res = await browserCall(app, visitor, method, url, payload, tamper);
    return { status: res.statusCode, body: res.json<T>() };
  };
  const version = async (id = article) =>
    (await call<ArticleLines>(null, 'GET', `/api/newspaper/article/${id}/lines`)).body.version;
  const save = async (visitor: Visitor | null, lines: { no: number; text: string }[], id = article) =>
    call(visitor, 'POST', `/api/newspaper/article/${id}/correction`, {
      baseVersion: await version(id),
      lines,
    });

  it('refuses a line longer than the limit, a line the article lacks and a save that changes nothing', async () => {
    const long = await save(ada, [{ no: 0, text: 'x'.repeat(CORRECTION_LIMITS.lineMax + 1) }]);
    expect(long.status).toBe(400);
    expect(long.body.message).toContain(CORRECTION_MESSAGES.lineTooLong(CORRECTION_LIMITS.lineMax));
    const unknown = await save(ada, [{ no: 10, text: 'Line ten.' }]);
    expect(unknown).toMatchObject({ status: 400, body: { message: CORRECTION_MESSAGES.unknownLine } });
    const same = await save(ada, [{ no: 0, text: ' Line 0  of tbe text. ' }]);
    expect(same).toMatchObject({ status: 400, body: { message: CORRECTION_MESSAGES.noChange } });
    expect(await version()).toBe(0);
  });

  it('refuses to correct an article without text', async () => {
    const empty = await buildArticle(store, { heading: 'NO TEXT.', text: null });
    const answer = await call(ada, 'POST', `/api/newspaper/article/${empty}/correction`, {
      baseVersion: 0,
      lines: [{ no: 0, text: 'x' }],
    });
    expect(answer).toMatchObject({ status: 400, body: { message: CORRECTION_MESSAGES.notCorrectable } });
  });

  it('holds a save that empties a line, changing nothing until a data manager approves it', async () => {
    const held = await save(ada, [{ no: 3, text: '  ' }]);
    expect(held).toMatchObject({
      status: 200,
      body: { status: 'held', version: null, message: CORRECTION_MESSAGES.held },
    });
    expect(await version()).toBe(0);
    const queue = await call<HeldCorrections>(manager, 'GET', '/api/correction/held');
    expect(queue.body.content).toEqual([
      expect.objectContaining({
        id: held.body.correctionId,
        reason: CORRECTION_MESSAGES.heldEmptiedLine,
        lines: [{ no: 3, before: 'Line 3 of tbe text.', after: '' }],
        user: { username: 'ada', displayName: 'A. Reader' },
      }),
    ]);
    const approved = await call(manager, 'POST', `/api/correction/${held.body.correctionId}/approve`, {});
    expect(approved).toMatchObject({ status: 200, body: { status: 'live', version: 1 } });
    const lines = (await call<ArticleLines>(null, 'GET', `/api/newspaper/article/${article}/lines`)).body;
    expect(lines.lines[3]!.text).toBe('');
    expect(lines.lines).toHaveLength(10);
    expect((await call<HeldCorrections>(manager, 'GET', '/api/correction/held')).body.total).toBe(0);
  });

  it('holds a save that changes most lines of a long article, and rejects it with a reason', async () => {
    const lines = [0, 1, 2, 4, 5, 6].map((no) => ({ no, text: `Line ${no} of the text.` }));
    const held = await save(ada, lines);
    expect(held.body.status).toBe('held');
    const history = await call<TextHistory>(manager, 'GET', `/api/newspaper/article/${article}/history`);
    expect(history.body.versions[0]).toMatchObject({
      status: 'held',
      reason: CORRECTION_MESSAGES.heldMostLines,
    });
    const readerHistory = await call<TextHistory>(ada, 'GET', `/api/newspaper/article/${article}/history`);
    expect(readerHistory.body.versions.every((v) => v.status === 'live')).toBe(true);
    const noReason = await call(manager, 'POST', `/api/correction/${held.body.correctionId}/reject`, {});
    expect(noReason).toMatchObject({ status: 400, body: { message: CORRECTION_MESSAGES.reasonRequired } });
    const rejected = await call(manager, 'POST', `/api/correction/${held.body.correctionId}/reject`, {
      reason: 'Rewrites the article.',
    });
    expect(rejected).toMatchObject({ status: 200, body: { status: 'rejected', version: null } });
    const again = await call(manager, 'POST', `/api/correction/${held.body.correctionId}/approve`, {});
    expect(again.status).toBe(409);
    expect(await version()).toBe(1);
  });

  it('answers 409 to approving a held correction whose line was corrected since; it stays held', async () => {
    const held = await save(ada, [{ no: 8, text: '' }]);
    expect(held.body.status).toBe('held');
    expect((await save(manager, [{ no: 8, text: 'Line 8 of the text.' }])).status).toBe(200);
    const approve = await call<{ details: unknown }>(
      manager,
      'POST',
      `/api/correction/${held.body.correctionId}/approve`,
      {},
    );
    expect(approve.status).toBe(409);
    expect(approve.body.details).toEqual({
      currentVersion: 2,
      lines: [{ no: 8, text: 'Line 8 of the text.' }],
    });
    expect((await call<HeldCorrections>(manager, 'GET', '/api/correction/held')).body.total).toBe(1);
  });

  it('lets only data managers review, revert and block', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/correction/held', undefined],
      ['POST', `/api/newspaper/article/${article}/revert`, { version: 0, reason: 'Vandalism.' }],
      ['GET', '/api/correction/block', undefined],
      ['POST', '/api/correction/block', { username: 'ada', reason: 'x' }],
    ] as const) {
      expect((await call(ada, method, url, payload)).status, url).toBe(403);
      expect((await call(null, method, url, payload)).status, url).toBe(401);
    }
  });

  it('reverts to an earlier version as a new version with the reason', async () => {
    const before = await version();
    const reverted = await call(manager, 'POST', `/api/newspaper/article/${article}/revert`, {
      version: 0,
      reason: 'Back to the OCR.',
    });
    expect(reverted).toMatchObject({
      status: 200,
      body: { status: 'live', version: before + 1, message: CORRECTION_MESSAGES.reverted(0) },
    });
    const lines = (await call<ArticleLines>(null, 'GET', `/api/newspaper/article/${article}/lines`)).body
      .lines;
    expect(lines.map((l) => l.text).join('\n')).toBe(TEN_LINES);
    const history = await call<TextHistory>(null, 'GET', `/api/newspaper/article/${article}/history`);
    expect(history.body.versions[0]).toMatchObject({
      kind: 'revert',
      revertsTo: 0,
      reason: 'Back to the OCR.',
    });
    const same = await call(manager, 'POST', `/api/newspaper/article/${article}/revert`, {
      version: 0,
      reason: 'x',
    });
    expect(same.status).toBe(400);
  });

  it('refuses a blocked reader with the message, and lets them again once unblocked', async () => {
    const blocks = await call<{ content: { username: string; reason: string }[] }>(
      manager,
      'POST',
      '/api/correction/block',
      { username: 'ada', reason: 'Vandalism.' },
    );
    expect(blocks.body.content).toEqual([
      expect.objectContaining({ username: 'ada', reason: 'Vandalism.', blockedBy: 'dmx' }),
    ]);
    const refused = await save(ada, [{ no: 0, text: 'Vandal.' }]);
    expect(refused).toMatchObject({ status: 403, body: { message: CORRECTION_MESSAGES.blocked } });
    const lines = (await call<ArticleLines>(ada, 'GET', `/api/newspaper/article/${article}/lines`)).body;
    expect(lines).toMatchObject({ mayCorrect: false, refusal: CORRECTION_MESSAGES.blocked });
    expect((await call(manager, 'DELETE', '/api/correction/block/ada')).status).toBe(200);
    expect((await call(manager, 'DELETE', '/api/correction/block/ada')).status).toBe(404);
    expect((await save(ada, [{ no: 0, text: 'Line zero of the text.' }])).status).toBe(200);
  });

  it('lets a visitor correct only after the human check', async () => {
    const refused = await save(null, [{ no: 1, text: 'Line one of the text.' }]);
    expect(refused.status).toBe(403);
    const cookie = await humanCookie(app);
    const saved = await call(
      null,
      'POST',
      `/api/newspaper/article/${article}/correction`,
      { baseVersion: await version(), lines: [{ no: 1, text: 'Line one of the text.' }] },
      { cookie },
    );
    expect(saved).toMatchObject({
      status: 200,
      body: { status: 'live', lastCorrection: { by: null, username: null } },
    });
  });

  it('answers 429 past the lines a minute of an account, saving nothing', async () => {
    const other = await buildArticle(store, { heading: 'MORE.', text: TEN_LINES });
    // ada changed 1 (held) + 6 (held) + 1 (held) + 1 lines within the minute; the limit is 12.
    const first = await save(
      ada,
      [
        { no: 0, text: 'A' },
        { no: 1, text: 'B' },
      ],
      other,
    );
    expect(first.status).toBe(200);
    const over = await save(
      ada,
      [
        { no: 2, text: 'C' },
        { no: 3, text: 'D' },
      ],
      other,
    );
    expect(over).toMatchObject({ status: 429, body: { message: CORRECTION_MESSAGES.rateLimited } });
  });
});
