import { afterEach, describe, expect, it, vi } from 'vitest';
import { loader as aboutLoader } from '../features/about/about-route.tsx';
import { loader as advancedSearchLoader } from '../features/advanced-search/advanced-search-route.tsx';
import { loader as collectionLoader } from '../features/collection/collection-route.tsx';
import { loadLanding } from '../features/landing/landing-data.server.ts';
import { loader as nbdLoader } from '../features/work/nbd-redirect-route.tsx';
import { loadRecord } from '../components/records/record-data.server.ts';
import { loadVersion } from '../features/work/version-data.server.ts';
import { loader as versionRedirectLoader } from '../features/work/version-redirect-route.tsx';
import { loader as searchLoader } from '../features/search/search-route.tsx';
import { api } from './api-client.ts';
import { pageStatus } from './page-status.ts';

describe('the status of a page whose API call failed', () => {
  it.each([
    [400, 'address', 404],
    [404, 'address', 404],
    [400, 'query', 400],
    [404, 'query', 404],
    [401, 'address', 401],
    [403, 'address', 403],
    [410, 'address', 410],
    [429, 'address', 429],
    [503, 'address', 503],
    [500, 'address', 502],
    [502, 'address', 502],
    [0, 'address', 502],
  ] as const)('API %i, asked by %s: the page answers %i', (status, asked, page) => {
    expect(pageStatus({ status }, asked)).toBe(page);
  });
});

/** Every API call answers `status` with an error body; 0 stands for an API that cannot be reached. */
function apiAnswers(status: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (status === 0) throw new TypeError('fetch failed');
      const body = { error: 'validation', message: 'refused' };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

/** The status a loader's answer carries, whether returned (data with an init) or thrown. */
async function statusOf(load: () => Promise<unknown>): Promise<number | undefined> {
  const statusIn = (answer: unknown) =>
    (answer as { init?: { status?: number } | null } | null)?.init?.status ?? undefined;
  try {
    return statusIn(await load());
  } catch (thrown) {
    return statusIn(thrown);
  }
}

const args = (url: string, params: Record<string, string>) =>
  ({ request: new Request(`http://localhost${url}`), params, context: {} }) as never;

let serial = 0;
/** Loaders whose answer is the page's status; keys are fresh each time, since some answers are cached. */
const LOADERS: [string, () => Promise<unknown>][] = [
  [
    'the collection page',
    () => collectionLoader(args('/collection/category/*', { ns: 'category', key: '*' })),
  ],
  ['the about page', () => aboutLoader(args('/about/__proto__', { key: '__proto__' }))],
  ['the search page', () => searchLoader(args('/search/category/*?keyword=a', { ns: 'category', key: '*' }))],
  [
    'the advanced search page',
    () => advancedSearchLoader(args('/search/advanced/category/x', { ns: 'category', key: `x${++serial}` })),
  ],
  ['the NBD redirect', () => nbdLoader(args('/nbdid/x', { nbdId: 'x'.repeat(90) }))],
  ['the version redirect', () => versionRedirectLoader(args('/version/x', { versionId: '9'.repeat(41) }))],
  ['a landing page', () => loadLanding(`x${++serial}`)],
];

describe('loaders map a failed API call in one place', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(LOADERS)('%s: 404 when the API refuses what the address names (400)', async (_name, load) => {
    apiAnswers(400);
    expect(await statusOf(load)).toBe(404);
  });

  it.each(LOADERS)('%s: 502 only when the API cannot be reached', async (_name, load) => {
    apiAnswers(0);
    expect(await statusOf(load)).toBe(502);
  });

  it('a record page: not found for a refused id, deleted and refused as they are, 502 for a broken API', async () => {
    const load = () => loadRecord(api.works.get({ id: '1' }));
    for (const [api, page] of [
      [400, 404],
      [410, 410],
      [403, 403],
      [500, 502],
    ] as const) {
      apiAnswers(api);
      expect((await load()).status, `API ${api}`).toBe(page);
    }
  });

  it('a version of a work: a refused version id is not found', async () => {
    apiAnswers(400);
    expect(await loadVersion('1', '9'.repeat(41), false)).toEqual({ kind: 'failed', status: 404 });
  });
});
