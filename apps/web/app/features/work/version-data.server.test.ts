import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadVersion } from './version-data.server.ts';
import { versionFixture } from './version-fixture.ts';

const answer = (status: number, body: unknown) =>
  vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

const version = { ...versionFixture(9, { title: 'An edition' }), workId: 2 };

describe('loading the version a page asks for', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the version, asking for raw records only with includeraw', async () => {
    const fetch = answer(200, version);
    vi.stubGlobal('fetch', fetch);
    expect(await loadVersion('2', '9', true)).toEqual({ kind: 'found', version });
    expect(fetch.mock.calls[0]?.[0]).toMatch(/\/api\/work\/2\/version\/9\?includeraw=y$/);
  });

  it('reads where a separated version lives now from the 301 answer', async () => {
    vi.stubGlobal(
      'fetch',
      answer(301, {
        error: 'separated',
        message: 'Version with id: 9 has been separated from this work.',
        details: { workId: 5, versionId: 9 },
      }),
    );
    expect(await loadVersion('2', '9', false)).toEqual({
      kind: 'separated',
      message: 'Version with id: 9 has been separated from this work.',
      moved: { workId: 5, versionId: 9 },
    });
  });

  it('tells not found and deleted apart from other failures', async () => {
    vi.stubGlobal('fetch', answer(404, { error: 'not_found', message: 'x' }));
    expect(await loadVersion('2', '9', false)).toEqual({ kind: 'failed', status: 404 });
    vi.stubGlobal('fetch', answer(500, { error: 'internal', message: 'x' }));
    expect(await loadVersion('2', '9', false)).toEqual({ kind: 'failed', status: 502 });
    vi.stubGlobal('fetch', answer(200, { not: 'a version' }));
    expect(await loadVersion('2', '9', false)).toEqual({ kind: 'failed', status: 502 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string) => Promise.reject(new Error('refused'))),
    );
    expect(await loadVersion('2', '9', false)).toEqual({ kind: 'failed', status: 502 });
  });
});
