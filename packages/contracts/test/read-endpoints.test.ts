import { describe, expect, it } from 'vitest';
import { type ApiRequest, ENDPOINTS, createApiClient } from '../src/index.ts';

/** The addresses the client sends for the given calls (each answered with an empty list). */
async function addressesOf(
  calls: (api: ReturnType<typeof createApiClient<typeof ENDPOINTS>>) => Promise<unknown>[],
) {
  const sent: ApiRequest[] = [];
  const api = createApiClient(ENDPOINTS, async (request) => {
    sent.push(request);
    return new Response('[]', { headers: { 'content-type': 'application/json' } });
  });
  await Promise.all(calls(api));
  return sent.map((request) => request.path);
}

describe('the read calls of configuration, landing, collections, search and explore', () => {
  it('address the API as the pages wrote the addresses by hand', async () => {
    expect(
      await addressesOf((api) => [
        api.configuration.application(),
        api.configuration.alerts({ deliverySystem: 'trove' }),
        api.configuration.supportingPage({ key: 'credits' }),
        api.landing.home(),
        api.landing.page({ key: 'a b/c' }),
        api.collections.set({ set: 'category' }),
        api.collections.configuration({ ns: 'category', key: 'books' }),
        api.collections.exploreInfo(),
        api.search.metadata({ category: '-1' }),
        api.search.urlLookup({ url: 'http://example.org/a?b=c' }),
        api.explore.austlang({ code: ['A1', 'B2'] }),
        api.explore.stateBoundaries(),
      ]),
    ).toEqual([
      '/configuration/application',
      '/configuration/alerts?deliverySystem=trove',
      '/supporting/credits/configuration',
      '/landing/home',
      '/landing/urlKey/a%20b%2Fc',
      '/collection/?set=category',
      '/collection/category/books/configuration',
      '/collection/exploreinfo',
      '/search/-1/metadata',
      `/search/url-lookup?${new URLSearchParams({ url: 'http://example.org/a?b=c' }).toString()}`,
      '/explore/austlang?code=A1&code=B2',
      '/explore/boundaries/states',
    ]);
  });

  it('send a search’s fields as its query, a repeated one once per value', async () => {
    expect(
      await addressesOf((api) => [
        api.search.run({ category: 'books', keyword: 'gold', 'l-format': ['Book', 'Map'] }),
        api.search.facets({ category: '-1', keyword: 'gold', facet: ['format', 'decade'] }),
        api.explore.run({ category: 'images', 'l-decade': '191' }),
      ]),
    ).toEqual([
      '/search/books?keyword=gold&l-format=Book&l-format=Map',
      '/search/-1/facets?keyword=gold&facet=format&facet=decade',
      '/explore/images?l-decade=191',
    ]);
  });
});
