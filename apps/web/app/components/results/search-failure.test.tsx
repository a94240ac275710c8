import { MESSAGES } from '@trove/contracts';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchFailure } from './search-failure.tsx';

const shown = (message: string, noResponse: boolean) =>
  renderToString(<SearchFailure message={message} noResponse={noResponse} helpUrl="/help" />).replace(
    /<!-- -->/g,
    '',
  );

describe('SearchFailure (spec 01 §8)', () => {
  it("shows the server's details under the spec's heading, with help", () => {
    const html = shown('Unbalanced quotes in "gold', false);
    expect(html).toContain(MESSAGES.searchFailed);
    expect(html).toContain('Unbalanced quotes in &quot;gold');
    expect(html).toContain('href="/help"');
  });

  it("says the component's default when the failure gave no details", () => {
    expect(shown('  ', false)).toContain(MESSAGES.searchUnexpectedDefault);
  });

  it('says the no-response text when the search never answered', () => {
    const html = shown('', true);
    expect(html).toContain(MESSAGES.searchUnexpected);
    expect(html).not.toContain(MESSAGES.searchFailed);
  });
});
