import type { ArticleLines, CorrectionSaved } from '@trove/contracts';
import type { Store } from '@trove/db';
import {
  buildArticle,
  buildNewspaperTitle,
  createTestStore,
  queryBuilderOf,
  storesUnderTest,
} from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import { testApp } from './helpers.ts';
import { humanCookie } from './human-check.ts';

/**
 * The ranking rule of the hall of fame (ADR 046), through the calls: a changed line earns its
 * corrector one line under the article's filter and 'all'; nothing for a visitor, a revert or
 * polishing one's own line; undoing a change within the survival window withdraws its credit,
 * after the window it keeps it.
 */

const OCR = Array.from({ length: 8 }, (_, i) => `Ocr line ${i}.`).join('\n');

describe.each(await storesUnderTest())('the ranking rule on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let ada: Visitor;
  let bob: Visitor;
  let manager: Visitor;
  let adaId = 0;
  let bobId = 0;
  let article = 0;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    app = await testApp(store);
    ada = await signedUpVisitor(app, store, 'ada@example.org');
    bob = await signedUpVisitor(app, store, 'bob@example.org');
    manager = await signedUpVisitor(app, store, 'dm@example.org', 'dataManager');
    adaId = (await store.accounts.userIdByName('ada'))!;
    bobId = (await store.accounts.userIdByName('bob'))!;
    article = await buildArticle(store, { heading: 'RANKED.', text: OCR });
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  const db = () => queryBuilderOf(store);
  const version = async (id: number) =>
    (await browserCall(app, null, 'GET', `/api/newspaper/article/${id}/lines`)).json<ArticleLines>().version;
  const save = async (
    visitor: Visitor | null,
    lines: { no: number; text: string }[],
    id = article,
    tamper: Record<string, string> = {},
  ) => {
    const res = await browserCall(
      app,
      visitor,
      'POST',
      `/api/newspaper/article/${id}/correction`,
      { baseVersion: await version(id), lines },
      tamper,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CorrectionSaved>();
  };
  const revert = async (id: number, to: number) => {
    const res = await browserCall(app, manager, 'POST', `/api/newspaper/article/${id}/revert`, {
      version: to,
      reason: 'Undo.',
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const tallies = async (userId: number) => {
    const totals = await db()
      .selectFrom('correctionTotal')
      .select(['filter', 'lines'])
      .where('userId', '=', userId)
      .orderBy('filter')
      .execute();
    const days = await db()
      .selectFrom('correctionDay')
      .select(['filter', 'lines'])
      .where('userId', '=', userId)
      .orderBy('filter')
      .execute();
    return {
      totals: Object.fromEntries(totals.map((t) => [t.filter, t.lines])),
      days: Object.fromEntries(days.map((d) => [d.filter, d.lines])),
    };
  };
  const creditedLines = async (correctionId: number) =>
    (
      await db()
        .selectFrom('textCorrection')
        .select('creditedLines')
        .where('id', '=', correctionId)
        .executeTakeFirstOrThrow()
    ).creditedLines;

  let adaFirst = 0;

  it('credits each changed line to its corrector under the article’s filter and all, today', async () => {
    adaFirst = (
      await save(ada, [
        { no: 0, text: 'Line 0.' },
        { no: 1, text: 'Line 1.' },
        { no: 3, text: 'Line 3.' },
      ])
    ).correctionId;
    expect(await tallies(adaId)).toEqual({
      totals: { all: 3, newspaper: 3 },
      days: { all: 3, newspaper: 3 },
    });
    expect(await creditedLines(adaFirst)).toBe(3);
  });

  it('gives nothing more for polishing one’s own line', async () => {
    const polish = await save(ada, [{ no: 0, text: 'Line zero.' }]);
    expect(await creditedLines(polish.correctionId)).toBe(0);
    expect((await tallies(adaId)).totals).toEqual({ all: 3, newspaper: 3 });
  });

  it('credits a change of someone else’s correction', async () => {
    await save(bob, [{ no: 1, text: 'Line one.' }]);
    expect((await tallies(bobId)).totals).toEqual({ all: 1, newspaper: 1 });
    expect((await tallies(adaId)).totals).toEqual({ all: 3, newspaper: 3 });
  });

  it('withdraws the credit of a change another reader undoes within the window, and gives the undo nothing', async () => {
    const undo = await save(bob, [{ no: 3, text: 'Ocr line 3.' }]);
    expect(await creditedLines(undo.correctionId)).toBe(0);
    expect(await tallies(adaId)).toEqual({
      totals: { all: 2, newspaper: 2 },
      days: { all: 2, newspaper: 2 },
    });
    expect(await creditedLines(adaFirst)).toBe(2);
    expect((await tallies(bobId)).totals).toEqual({ all: 1, newspaper: 1 });
  });

  it('gives a visitor past the human check nothing', async () => {
    const cookie = await humanCookie(app);
    const visitor = await save(null, [{ no: 5, text: 'Line 5.' }], article, { cookie });
    expect(await creditedLines(visitor.correctionId)).toBe(0);
  });

  it('withdraws the credit of changes a data manager’s revert undoes within the window', async () => {
    const before = await version(article);
    await save(bob, [{ no: 6, text: 'Line 6.' }]);
    expect((await tallies(bobId)).totals).toEqual({ all: 2, newspaper: 2 });
    await revert(article, before);
    expect((await tallies(bobId)).totals).toEqual({ all: 1, newspaper: 1 });
    expect((await tallies(await store.accounts.userIdByName('dmx').then((id) => id!))).totals).toEqual({});
  });

  it('keeps the credit of a change older than the survival window when a revert undoes it', async () => {
    const title = await buildNewspaperTitle(store, { name: 'The Government Gazette', kind: 'gazette' });
    const gazette = await buildArticle(store, { heading: 'NOTICE.', text: OCR, titleId: title });
    const old = await save(ada, [{ no: 2, text: 'Line 2.' }], gazette);
    expect((await tallies(adaId)).totals).toEqual({ all: 3, gazette: 1, newspaper: 2 });
    const longAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
    await db()
      .updateTable('textCorrection')
      .set({ createdAt: longAgo })
      .where('id', '=', old.correctionId)
      .execute();
    await revert(gazette, 0);
    expect((await tallies(adaId)).totals).toEqual({ all: 3, gazette: 1, newspaper: 2 });
    expect(await creditedLines(old.correctionId)).toBe(1);
  });

  it('moves a deleted account’s corrections to the former user; its tallies and block go', async () => {
    const eve = await signedUpVisitor(app, store, 'eve@example.org');
    const eveId = (await store.accounts.userIdByName('eve'))!;
    const saved = await save(eve, [{ no: 7, text: 'Line 7.' }]);
    await store.corrections.blockCorrections({ userId: eveId, reason: 'Test.', blockedBy: null });
    expect((await tallies(eveId)).totals).toEqual({ all: 1, newspaper: 1 });
    expect((await browserCall(app, eve, 'DELETE', '/api/profile/eve')).statusCode).toBe(200);
    const formerId = await store.settings.formerUserId();
    const correction = await store.corrections.correctionById(saved.correctionId);
    expect(correction?.userId).toBe(formerId);
    expect(await tallies(eveId)).toEqual({ totals: {}, days: {} });
    expect(await store.corrections.isCorrectionBlocked(eveId)).toBe(false);
    const lines = (
      await browserCall(app, null, 'GET', `/api/newspaper/article/${article}/lines`)
    ).json<ArticleLines>();
    expect(lines.lastCorrection?.username).not.toBe('eve');
    expect(lines.lines[7]!.text).toBe('Line 7.');
  });
});
