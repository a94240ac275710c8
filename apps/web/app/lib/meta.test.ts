import { describe, expect, it } from 'vitest';
import { absoluteUrl, pageMeta, siteFromMatches } from './meta.ts';

const site = { product: 'Trove', publicUrl: 'https://trove.example/' };

describe('page meta', () => {
  it("titles pages '{page} - {product}' and the home page with the product alone", () => {
    expect(pageMeta({ site, title: 'A book', description: 'd', path: '/work/1' })[0]).toEqual({
      title: 'A book - Trove',
    });
    expect(pageMeta({ site, title: '', description: 'd', path: '/' })[0]).toEqual({ title: 'Trove' });
  });

  it('gives a canonical address from the public URL, and OpenGraph tags', () => {
    const tags = pageMeta({
      site,
      title: 'A book',
      description: '  Some\n text ',
      path: '/work/1',
      type: 'book',
    });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://trove.example/work/1' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://trove.example/work/1' });
    expect(tags).toContainEqual({ property: 'og:type', content: 'book' });
    expect(tags).toContainEqual({ name: 'description', content: 'Some text' });
  });

  it('reads product and public URL from the root match', () => {
    const matches = [
      {
        id: 'root',
        loaderData: {
          config: { branding: { productName: 'Portal' } },
          environment: { publicUrl: 'https://p.example' },
        },
      },
    ];
    expect(siteFromMatches(matches)).toEqual({ product: 'Portal', publicUrl: 'https://p.example' });
    expect(siteFromMatches([])).toEqual({ product: 'Trove', publicUrl: null });
    expect(absoluteUrl(null, '/x')).toBeNull();
  });
});
