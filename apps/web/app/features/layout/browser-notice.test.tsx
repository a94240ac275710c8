import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BROWSER_CHECK, BROWSER_HELP_PATH, BrowserNotice } from './browser-notice.tsx';

describe('BrowserNotice (spec 01 §2.2)', () => {
  const Stub = createRoutesStub([{ path: '/', Component: () => <BrowserNotice product="Trove" /> }]);
  const html = renderToString(<Stub initialEntries={['/']} />).replace(/<!-- -->/g, '');

  it('is sent hidden, naming the product and linking to the help path of the spec', () => {
    expect(html).toMatch(/<div id="browser-notice"[^>]* hidden="">/);
    expect(html).toContain('Your browser is too old to run Trove’s scripts');
    expect(html).toContain(`href="${BROWSER_HELP_PATH}"`);
  });

  it('is followed by the classic script that shows it (run in a browser by browser-notice.e2e.ts)', () => {
    expect(html).toContain(`</div><script>${BROWSER_CHECK}</script>`);
  });
});
