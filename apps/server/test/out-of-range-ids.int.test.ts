import { ANNOTATION_TARGETS, INPUT_MESSAGES, MESSAGES, TAG_TARGETS, WRITE_TARGETS } from '@trove/contracts';
import { storesUnderTest } from '@trove/db/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InputWorld, inputWorld, writtenRows } from './input-world.ts';

/**
 * Ids beyond the stores' id columns (ADR 024): PostgreSQL's integer ends at 2147483647, where
 * SQLite's does not, so an id of 2147483648 used to fail there with a 500. Every id an address
 * or a body can hold is now checked against that range at the contract, and both stores answer
 * the same: a missing record (404) in an address, a 400 naming the field in a body.
 */

const BEYOND = 2_147_483_648;
const FORTY_ONE_DIGITS = '1'.repeat(41);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface IdCase {
  method: Method;
  url: string;
  payload?: object;
}

/** Address ids: each names the record the spec's message names. */
const IN_ADDRESSES: [string, (w: InputWorld) => IdCase][] = [
  ['work', () => ({ method: 'GET', url: `/api/work/${BEYOND}` })],
  ['version', () => ({ method: 'GET', url: `/api/work/version/${BEYOND}` })],
  ['version', (w) => ({ method: 'GET', url: `/api/work/${w.ids.bookId}/version/${BEYOND}` })],
  ['work', (w) => ({ method: 'GET', url: `/api/work/${BEYOND}/version/${w.versionId}` })],
  ['work', () => ({ method: 'GET', url: `/api/work/${BEYOND}/borrowOptions` })],
  ['version', (w) => ({ method: 'GET', url: `/api/work/${w.ids.bookId}/borrowOptions?versionId=${BEYOND}` })],
  ['version', (w) => ({ method: 'GET', url: `/api/work/${w.ids.bookId}/version/${BEYOND}/suppliers` })],
  [
    'version',
    (w) => ({ method: 'GET', url: `/api/work/${w.ids.bookId}/version/${BEYOND}/bookshops/booktopia` }),
  ],
  ['person', () => ({ method: 'GET', url: `/api/people/${BEYOND}` })],
  ['person', () => ({ method: 'GET', url: `/api/people/${BEYOND}/resources` })],
  ['article', () => ({ method: 'GET', url: `/api/newspaper/article/${BEYOND}` })],
  ['work', () => ({ method: 'GET', url: `/api/citation/work/${BEYOND}` })],
  ['version', (w) => ({ method: 'GET', url: `/api/citation/work/${w.ids.bookId}?version=${BEYOND}` })],
  ['person', () => ({ method: 'GET', url: `/api/citation/person/${BEYOND}` })],
  ['article', () => ({ method: 'GET', url: `/api/citation/article/${BEYOND}` })],
  ['version', () => ({ method: 'GET', url: `/api/copyrightstatus/${BEYOND}` })],
  ...ANNOTATION_TARGETS.map((type): [string, () => IdCase] => [
    type,
    () => ({ method: 'GET', url: `/api/annotation/${type}/${BEYOND}` }),
  ]),
  ...TAG_TARGETS.map((type): [string, () => IdCase] => [
    type,
    () => ({ method: 'GET', url: `/api/tag/${type}/${BEYOND}` }),
  ]),
  ['work', () => ({ method: 'GET', url: `/api/list/containing/work/${BEYOND}` })],
  ['person', () => ({ method: 'GET', url: `/api/list/containing/personOrOrg/${BEYOND}` })],
  ['article', () => ({ method: 'GET', url: `/api/list/containing/article/${BEYOND}` })],
  ['download', () => ({ method: 'GET', url: `/api/profile/downloads/${BEYOND}` })],
  ['download', () => ({ method: 'DELETE', url: `/api/profile/downloads/${BEYOND}` })],
  ['download', () => ({ method: 'POST', url: `/api/profile/downloads/${BEYOND}/retry` })],
  ['tag', () => ({ method: 'DELETE', url: `/api/tag/${BEYOND}` })],
  [
    'note',
    () => ({ method: 'PUT', url: `/api/annotation/${BEYOND}`, payload: { content: 'A note', priv: true } }),
  ],
  ['note', () => ({ method: 'DELETE', url: `/api/annotation/${BEYOND}` })],
  [
    'work',
    (w) => ({ method: 'POST', url: `/api/work/split/${BEYOND}`, payload: { versionId: w.versionId } }),
  ],
];

/** Body ids: each case names the field at fault. */
const IN_BODIES: [string, (w: InputWorld) => IdCase][] = [
  [
    'targets/0/id',
    () => ({
      method: 'POST',
      url: '/api/tag',
      payload: { targets: [{ type: 'work', id: BEYOND }], tags: [{ content: 'gold', priv: true }] },
    }),
  ],
  [
    'targets/0/id',
    () => ({
      method: 'POST',
      url: '/api/tag/bulkDelete',
      payload: { targets: [{ type: 'list', id: BEYOND }], tags: [{ content: 'gold', priv: null }] },
    }),
  ],
  ...WRITE_TARGETS.map((type): [string, () => IdCase] => [
    'target',
    () => ({
      method: 'POST',
      url: `/api/annotation/${type}`,
      payload: { target: BEYOND, content: 'A note', priv: true },
    }),
  ]),
  [
    'items/0/id',
    () => ({
      method: 'POST',
      url: '/api/list/addItems',
      payload: { items: [{ id: BEYOND, type: 'work' }], lists: [{ name: 'Gold', priv: true }] },
    }),
  ],
  [
    'lists/0/id',
    (w) => ({
      method: 'POST',
      url: '/api/list/addItems',
      payload: { items: [{ id: w.ids.bookId, type: 'work' }], lists: [{ id: BEYOND }] },
    }),
  ],
  [
    'versionId',
    (w) => ({ method: 'POST', url: `/api/work/split/${w.ids.bookId}`, payload: { versionId: BEYOND } }),
  ],
  [
    'workIds/1',
    (w) => ({ method: 'POST', url: '/api/work/merge', payload: { workIds: [w.ids.bookId, BEYOND] } }),
  ],
];

/** A case's call with placeholder ids, to name its test. */
const PLACEHOLDERS = { ids: { bookId: ':work' }, versionId: ':version' } as unknown as InputWorld;
const template = (make: (w: InputWorld) => IdCase) => {
  const { method, url } = make(PLACEHOLDERS);
  return `${method} ${url}`;
};

describe.each(await storesUnderTest())('ids beyond the id columns on %s', (dialect) => {
  let world: InputWorld;
  let before: Record<string, number>;

  beforeAll(async () => {
    world = await inputWorld(dialect);
    before = await writtenRows(world.store);
  });

  afterAll(async () => {
    await world?.close();
  });

  it.each(IN_ADDRESSES.map(([record, make]) => [template(make), record, make] as const))(
    '%s: a(n) %s that cannot exist is not found',
    async (_, record, make) => {
      const { method, url, payload } = make(world);
      const answer = await world.call(method, url, payload);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json()).toEqual({
        error: 'not_found',
        message: MESSAGES.notFound(record, String(BEYOND)),
      });
    },
  );

  it.each(IN_BODIES.map(([field, make]) => [template(make), field, make] as const))(
    '%s: a body id beyond the range is refused, naming %s',
    async (_, field, make) => {
      const { method, url, payload } = make(world);
      const answer = await world.call(method, url, payload);
      expect(answer.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(answer.json()).toEqual({
        error: 'validation',
        message: `${field}: ${INPUT_MESSAGES.id}`,
        details: [{ path: `/${field}`, message: INPUT_MESSAGES.id }],
      });
    },
  );

  it('answers a record id of 41 digits as missing, as any other id that names nothing', async () => {
    const answer = await world.call('GET', `/api/work/${FORTY_ONE_DIGITS}`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({
      error: 'not_found',
      message: MESSAGES.notFound('work', FORTY_ONE_DIGITS),
    });
  });

  it('still finds the largest id the columns hold as an id (missing here, not refused)', async () => {
    const answer = await world.call('GET', '/api/work/2147483647');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe(MESSAGES.notFound('work', '2147483647'));
  });

  it.each([
    '/api/search/4294967296?keyword=gold',
    '/api/search/9007199254740991/facets?keyword=gold&facet=decade',
    '/api/explore/4294967296',
  ])('answers %s, a collection id beyond the columns, as a missing collection', async (url) => {
    const answer = await world.call('GET', url);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ error: 'not_found' });
  });

  it('wrote nothing for any refused call', async () => {
    expect(await writtenRows(world.store)).toEqual(before);
  });
});
