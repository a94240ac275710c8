import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CspNonceContext } from '../lib/csp-nonce.tsx';
import { JsonLd } from './json-ld.tsx';

const scriptText = (html: string) => /<script[^>]*>([\s\S]*)<\/script>$/.exec(html)?.[1] ?? '';

describe('structured data', () => {
  it("renders schema.org JSON-LD carrying the page's nonce", () => {
    const html = renderToString(
      <CspNonceContext.Provider value="abc123==">
        <JsonLd data={{ '@type': 'Book', name: 'A book' }} />
      </CspNonceContext.Provider>,
    );
    expect(html).toMatch(/^<script type="application\/ld\+json" nonce="abc123==">/);
    expect(JSON.parse(scriptText(html))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: 'A book',
    });
  });

  it('keeps a title holding markup inside the script element, as the same data', () => {
    const name = 'Tom </script><script>alert(1)</script> & <!-- Jerry \u2028';
    const html = renderToString(<JsonLd data={{ '@type': 'Book', name }} />);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(JSON.parse(scriptText(html))).toMatchObject({ name });
  });
});
