import type { Store } from '@trove/db';
import { buildArticle, createTestStore, queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, type Visitor, signedUpVisitor } from './auth-visitor.ts';
import type { SearchingApp } from './helpers.ts';
import { seededWebPortal } from './web-portal.ts';

/**
 * The correction editor as a plain form, without JavaScript (ADR 048): the page's action saves
 * through the API in process, and that call counts the visitor's own network address for the
 * per-address limit (ADR 046), not the server's.
 */

const FORM = 'application/x-www-form-urlencoded';
const TEXT = '<p><span>Tbe first line</span> <span>the secoud line</span> <span>a third line</span></p>';

describe.each(await storesUnderTest())('the correction editor posted as a form on %s', (dialect) => {
  let store: Store;
  let running: SearchingApp | undefined;
  let app: FastifyInstance;
  let reader: Visitor;
  let articleId = 0;

  /** Posts the editor's form with every line, as a browser without script does, from an address. */
  const postLines = (was: string[], lines: string[], baseVersion: number, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: `/newspaper/article/${articleId}/correct`,
      remoteAddress,
      headers: { 'content-type': FORM, origin: ORIGIN, cookie: reader.cookieHeader() },
      payload: new URLSearchParams({
        _csrf: reader.jar.get('trove_csrf') ?? '',
        baseVersion: String(baseVersion),
        comment: '',
        ...Object.fromEntries(
          lines.flatMap((text, no) => [
            [`line-${no}`, text],
            [`was-${no}`, was[no] ?? ''],
            [`paragraph-${no}`, '0'],
          ]),
        ),
      }).toString(),
    });
  const addressKeys = async () =>
    (
      await queryBuilderOf(store)
        .selectFrom('textCorrection')
        .select(['version', 'addressKey'])
        .where('articleId', '=', articleId)
        .orderBy('version')
        .execute()
    ).map((row) => row.addressKey);

  beforeAll(async () => {
    store = await createTestStore(dialect);
    running = await seededWebPortal(store);
    app = running.app;
    reader = await signedUpVisitor(app, store, 'form-corrector@example.org');
    articleId = await buildArticle(store, { text: TEXT });
  });
  afterAll(async () => {
    await running?.close();
  });

  it('saves the changed line and keys the visitor’s address, one key an address', async () => {
    const ocr = ['Tbe first line', 'the secoud line', 'a third line'];
    const once = ['The first line', 'the secoud line', 'a third line'];
    const first = await postLines(ocr, once, 0, '203.0.113.7');
    expect(first.statusCode).toBeLessThan(400);
    const article = await queryBuilderOf(store)
      .selectFrom('article')
      .select(['text', 'textVersion'])
      .where('id', '=', articleId)
      .executeTakeFirstOrThrow();
    expect(article.textVersion).toBe(1);
    expect(article.text).toContain('The first line');

    const second = await postLines(
      once,
      ['The first line', 'the second line', 'a third line'],
      1,
      '198.51.100.20',
    );
    expect(second.statusCode).toBeLessThan(400);
    const [fromFirst, fromSecond] = await addressKeys();
    expect(fromFirst).toEqual(expect.any(String));
    expect(fromSecond).toEqual(expect.any(String));
    // Two visitors' addresses, two keys: the server's own address would have given one.
    expect(fromSecond).not.toBe(fromFirst);
  });
});
