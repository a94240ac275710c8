import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SESSION,
  resultsPage as page,
  searchParamsOf as params,
  stubSearchApi as api,
} from './search-fixture.ts';
import { runSearch } from './search.server.ts';

afterEach(() => vi.unstubAllGlobals());

describe("searches that depend on who asks (the visitor's own tags, ADR 022)", () => {
  it('go with the session cookie; every other search goes without, so its answer can be shared', async () => {
    const cookies = api(page());
    await runSearch('books', params('l-usertag=to+read'), {}, SESSION);
    await runSearch('books', params('keyword=gold'), {}, SESSION);
    await runSearch('books', params('l-usertag=to+read'), {}, 'theme=dark');
    expect(cookies).toEqual([SESSION, null, null]);
  });
});
