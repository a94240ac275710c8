import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadContributions } from './contributions-data.server.ts';

const answers: Record<string, unknown> = {
  tag: { tags: [] },
  annotation: { annotations: [], total: 0 },
  list: { containing: [], total: 0, available: [] },
};

/** A stand-in API answering every call with an empty answer of its kind, and remembering the paths. */
function stubApi(): string[] {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url).pathname.replace(/^\/api/, '');
      paths.push(path);
      return Response.json(answers[path.split('/')[1] ?? '']);
    }),
  );
  return paths;
}

describe('loading the tags, notes and lists of a page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads an edition page's own tags and notes, and the lists holding its work", async () => {
    const paths = stubApi();
    const load = await loadContributions({ record: 'version', id: '9', workId: '2' }, null);
    expect(paths.sort()).toEqual(['/annotation/version/9', '/list/containing/work/2', '/tag/version/9']);
    expect(load).toEqual({ tags: [], notes: answers.annotation, lists: answers.list });
  });

  it("reads a work's and a person's own", async () => {
    const paths = stubApi();
    await loadContributions({ record: 'work', id: '2' }, null);
    await loadContributions({ record: 'person', id: '5' }, null);
    expect(paths.sort()).toEqual([
      '/annotation/person/5',
      '/annotation/work/2',
      '/list/containing/personOrOrg/5',
      '/list/containing/work/2',
      '/tag/person/5',
      '/tag/work/2',
    ]);
  });
});
