import { INPUT_MESSAGES, WRITE_TARGETS } from '@trove/contracts';
import { storesUnderTest, queryBuilderOf } from '@trove/db/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Visitor } from './auth-visitor.ts';
import { type InputWorld, inputWorld, writtenRows } from './input-world.ts';

/**
 * Text holding control characters (ADR 024): PostgreSQL refuses a NUL in text, so such text used
 * to fail there with a 500 and be stored silently in SQLite. It is now refused wherever a request
 * carries text (bodies, query strings, path parameters, the sign-in forms) with a 400 naming the
 * field, the same on both stores, and nothing is written.
 */

const NUL = 'A\u0000B';
const REFUSED = INPUT_MESSAGES.controlCharacter(0);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A call holding the text at `field` (a JSON pointer without its leading slash). */
type TextCase = [field: string, method: Method, url: string, payload?: object];

const tagBody = (content: string) => ({
  targets: [{ type: 'work', id: 1 }],
  tags: [{ content, priv: true }],
});
const listBody = (list: object, extra: object = {}) => ({
  items: [{ id: 1, type: 'work' }],
  lists: [{ name: 'Gold', priv: true, ...list }],
  ...extra,
});
const downloadBody = (fields: object) => ({
  name: 'Gold',
  description: 'Rushes',
  query: 'keyword=gold',
  queryData: '{}',
  category: 'books',
  expectedRecordCount: 5,
  ...fields,
});

const IN_BODIES: TextCase[] = [
  ['tags/0/content', 'POST', '/api/tag', tagBody(NUL)],
  ['tags/0/content', 'POST', '/api/tag/bulkDelete', tagBody(NUL)],
  ...WRITE_TARGETS.map((type): TextCase => [
    'content',
    'POST',
    `/api/annotation/${type}`,
    { target: 1, content: NUL, priv: true },
  ]),
  ['content', 'PUT', '/api/annotation/1', { content: NUL, priv: true }],
  ['lists/0/name', 'POST', '/api/list/addItems', listBody({ name: NUL })],
  ['lists/0/description', 'POST', '/api/list/addItems', listBody({ description: NUL })],
  ['reason', 'POST', '/api/list/addItems', listBody({}, { reason: NUL })],
  [
    'items/0/format',
    'POST',
    '/api/list/addItems',
    { ...listBody({}), items: [{ id: 1, type: 'work', format: NUL }] },
  ],
  ['name', 'POST', '/api/profile/downloads', downloadBody({ name: NUL })],
  ['description', 'POST', '/api/profile/downloads', downloadBody({ description: NUL })],
  ['query', 'POST', '/api/profile/downloads', downloadBody({ query: NUL })],
  ['queryData', 'POST', '/api/profile/downloads', downloadBody({ queryData: NUL })],
  ['category', 'POST', '/api/profile/downloads', downloadBody({ category: NUL })],
  ['note', 'POST', '/api/work/merge', { workIds: [1, 2], note: NUL }],
  ['note', 'POST', '/api/work/split/1', { versionId: 1, note: NUL }],
  ['recaptchaResponse', 'POST', '/api/captcha/verify', { recaptchaResponse: NUL }],
];

const inQuery = (path: string, field: string, rest = ''): TextCase => [
  field,
  'GET',
  `${path}?${rest}${field}=${encodeURIComponent(NUL)}`,
];
const IN_QUERIES: TextCase[] = [
  inQuery('/api/tag', 'text'),
  inQuery('/api/search/books', 'keyword'),
  inQuery('/api/search/-1', 'keyword'),
  inQuery('/api/search/books', 'title'),
  inQuery('/api/search/books', 'l-format', 'keyword=gold&'),
  inQuery('/api/search/books/facets', 'keyword', 'facet=format&'),
  inQuery('/api/explore/books', 'keyword'),
  inQuery('/api/search/url-lookup', 'url'),
  inQuery('/api/configuration/alerts', 'deliverySystem'),
  inQuery('/api/explore/austlang', 'q'),
  inQuery('/api/people/1/resources', 'partner'),
  inQuery('/api/tag/user/manager', 'startPos'),
  inQuery('/api/tag/user/manager/summary', 'sort'),
];

const inPath = (field: string, url: string): TextCase => [
  field,
  'GET',
  url.replace('*', encodeURIComponent(NUL)),
];
const IN_PATHS: TextCase[] = [
  inPath('username', '/api/profile/*'),
  inPath('user', '/api/tag/user/*'),
  inPath('user', '/api/tag/user/*/summary'),
  inPath('user', '/api/annotation/user/*'),
  inPath('user', '/api/list/summary/user/*'),
  inPath('key', '/api/landing/urlKey/*'),
  inPath('id', '/api/work/nbdid/*'),
];

describe.each(await storesUnderTest())('text with control characters on %s', (dialect) => {
  let world: InputWorld;
  let before: Record<string, number>;

  beforeAll(async () => {
    world = await inputWorld(dialect);
    before = await writtenRows(world.store);
  });

  afterAll(async () => {
    await world?.close();
  });

  const refusedNaming = async ([field, method, url, payload]: TextCase) => {
    const answer = await world.call(method, url, payload);
    expect(answer.statusCode, `${method} ${url} ${JSON.stringify(payload) ?? ''}`).toBe(400);
    expect(answer.json()).toEqual({
      error: 'validation',
      message: `${field}: ${REFUSED}`,
      details: [{ path: `/${field}`, message: REFUSED }],
    });
  };

  it.each(IN_BODIES)('body field %s of %s %s is refused, named', (...c) => refusedNaming(c));
  it.each(IN_QUERIES)('query parameter %s of %s %s is refused, named', (...c) => refusedNaming(c));
  it.each(IN_PATHS)('path parameter %s of %s %s is refused, named', (...c) => refusedNaming(c));

  it.each([
    ['a tab', 'A\tB'],
    ['a line feed', 'A\nB'],
    ['a textarea’s CRLF', 'A\r\nB'],
  ])('keeps a note holding %s', async (_, content) => {
    const answer = await world.call('POST', `/api/annotation/work`, {
      target: world.ids.bookId,
      content,
      priv: true,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().content).toBe(content);
    await queryBuilderOf(world.store).deleteFrom('annotation').where('id', '=', answer.json().id).execute();
  });

  it('refuses every other control character, DEL and the C1 range among them', async () => {
    for (const c of ['\u0001', '\u001B', '\u007F', '\u0085']) {
      const answer = await world.call('POST', '/api/tag', tagBody(`A${c}B`));
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(
        `tags/0/content: ${INPUT_MESSAGES.controlCharacter(c.charCodeAt(0))}`,
      );
    }
  });

  describe('the sign-in, sign-up and reset forms', () => {
    /** The form's answer: a page with the 400 and the field named, as every other refusal. */
    const expectRefused = (page: { statusCode: number; body: string }, field: string) => {
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain(`${field}: ${REFUSED}`);
    };

    it.each(['login', 'password'])('sign-in refuses %s', async (field) => {
      const visitor = new Visitor(world.running.app);
      const form = { login: 'manager@example.org', password: 'a password', [field]: NUL };
      expectRefused(await visitor.submit(await visitor.openForm('login', '/'), form), field);
    });

    it.each(['email', 'username', 'displayName', 'password'])('sign-up refuses %s', async (field) => {
      const visitor = new Visitor(world.running.app);
      const form = {
        email: 'new@example.org',
        username: 'newcomer',
        displayName: 'New',
        password: 'a long password',
        [field]: NUL,
      };
      expectRefused(await visitor.submit(await visitor.openForm('signup', '/'), form), field);
    });

    it('the reset request refuses the e-mail address, and a new password', async () => {
      const visitor = new Visitor(world.running.app);
      expectRefused(await visitor.send('POST', '/auth/reset', { form: { email: NUL } }), 'email');
      expectRefused(
        await visitor.send('POST', '/auth/reset/any-token', { form: { password: NUL } }),
        'password',
      );
    });
  });

  it('wrote nothing for any refused call', async () => {
    expect(await writtenRows(world.store)).toEqual(before);
  });
});
