import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { WorkResult } from '@trove/contracts';
import { ClientStateProvider } from '../../lib/client-state-context.tsx';
import { DEFAULT_CLIENT_STATE } from '../../lib/client-state.ts';
import { ResultRow, ResultTile } from './result-row.tsx';

const base: WorkResult = {
  id: 42,
  workType: 'work',
  category: 'books',
  title: 'More Australian legendary tales',
  author: 'Parker, K. Langloh; Lang, Andrew; Roberts, Tom; McRae, Tommy',
  date: '1898',
  yearRange: null,
  description: null,
  snippets: [
    [
      { text: 'legendary', match: true },
      { text: ' tales', match: false },
    ],
  ],
  thumbnailUrl: null,
  thumbnailIsCulturallySensitive: false,
  formatDisplay: 'Book',
  primaryFormat: 'Book',
  language: 'eng',
  onlineText: 'n',
  newspaper: null,
  page: null,
  wordCount: null,
  entityType: null,
  occupations: [],
  deliveryUrl: null,
  synthetic: false,
};

function render(result: WorkResult, keyword = 'legendary') {
  return renderToString(
    <MemoryRouter>
      <ClientStateProvider initial={DEFAULT_CLIENT_STATE}>
        <ul>
          <ResultRow result={result} keyword={keyword} />
        </ul>
      </ClientStateProvider>
    </MemoryRouter>,
  );
}

describe('a result row', () => {
  it('links a work to its page with the keyword and shows type, 3 authors then +N more, date and label', () => {
    const html = render(base);
    expect(html).toContain('href="/work/42?keyword=legendary"');
    expect(html).toContain('Book');
    expect(html).toContain('Parker, K. Langloh; Lang, Andrew; Roberts, Tom +1 more');
    expect(html).toContain('1898');
    expect(html).toContain('Not available online');
    expect(html).toContain('<mark>legendary</mark>');
  });

  it('shows a list as a list: a link to its page, its owner, its item count and its description', () => {
    const html = render(
      {
        ...base,
        workType: 'list',
        category: 'lists',
        title: 'Shipwrecks of the colony',
        author: 'Mary; Curator',
        description: 'Lighthouses and coastal disasters',
        formatDisplay: null,
        primaryFormat: null,
        onlineText: null,
        itemCount: 1250,
        snippets: [],
      },
      'shipwrecks',
    );
    expect(html).toContain('href="/list/42"');
    expect(html).toContain('>List<');
    expect(html).toContain('Mary; Curator');
    expect(html).toContain('1,250 items');
    expect(html).toContain('Lighthouses and coastal disasters');
  });

  it('links a newspaper article with a searchTerm and a website to its archived copy', () => {
    expect(render({ ...base, workType: 'newspaper' }, 'gold')).toContain(
      'href="/newspaper/article/42?searchTerm=gold"',
    );
    expect(render({ ...base, workType: 'website', deliveryUrl: 'https://web.archive.example/x' })).toContain(
      'href="https://web.archive.example/x"',
    );
  });

  it('says an article’s text has been corrected only when a reader corrected it', () => {
    const article = { ...base, workType: 'newspaper' as const };
    expect(render({ ...article, numberOfCorrectors: 2 })).toContain('Text corrected');
    expect(render({ ...article, numberOfCorrectors: 0 })).not.toContain('Text corrected');
    expect(render(article)).not.toContain('Text corrected');
  });

  it('blurs a culturally sensitive thumbnail behind a choice: on this page, or everywhere this session', () => {
    const html = render({ ...base, thumbnailUrl: '/t.jpg', thumbnailIsCulturallySensitive: true });
    expect(html).toContain('role="group" aria-label="Culturally sensitive image"');
    expect(html).toMatch(/<button type="button"[^>]*>Show here<span class="visually-hidden">/);
    expect(html).toMatch(/<button type="button"[^>]*>Show all<span class="visually-hidden">/);
    // A decorative thumbnail stays decorative while blurred.
    expect(html).toContain('alt=""');
  });

  it("shows a data manager's search explanation under the result, open, in rows and in tiles", () => {
    const why = 'score 7.250 = bm25 over title 6.100, creators 0.000, subjects 0.000, text 1.150';
    const explained = { ...base, searchExplainString: why };
    const details = new RegExp(
      `<details[^>]* open=""><summary>Search explanation</summary><code[^>]*>${why}</code></details>`,
    );
    expect(render(explained)).toMatch(details);
    const tile = renderToString(
      <MemoryRouter>
        <ClientStateProvider initial={DEFAULT_CLIENT_STATE}>
          <ul>
            <ResultTile result={{ ...explained, workType: 'newspaper' }} keyword="gold" />
          </ul>
        </ClientStateProvider>
      </MemoryRouter>,
    );
    expect(tile).toMatch(details);
    // Without explain the server sends none, and nothing is shown.
    expect(render(base)).not.toContain('Search explanation');
  });

  it("shows a record without an image its format's placeholder, hidden from assistive technology", () => {
    const placeholder = /<span class="[^"]*" data-family="([a-z]+)" aria-hidden="true"><svg/;
    expect(render(base)).toMatch(placeholder);
    expect(placeholder.exec(render(base))?.[1]).toBe('book');
    expect(placeholder.exec(render({ ...base, primaryFormat: 'Map/Atlas' }))?.[1]).toBe('map');
    expect(placeholder.exec(render({ ...base, workType: 'people', entityType: 'corporatebody' }))?.[1]).toBe(
      'organisation',
    );
    // With an image, the image (the placeholder comes only if it fails).
    expect(render({ ...base, thumbnailUrl: '/t.jpg' })).not.toMatch(placeholder);
  });

  it('marks the title and summary of a record in another language with its language, not English ones', () => {
    const french = render({ ...base, language: 'fre', snippets: [], description: 'Un conte.' });
    expect(french).toMatch(/<h3 class="[^"]*" lang="fr">/);
    expect(french).toMatch(/<p class="[^"]*" lang="fr">Un conte\.<\/p>/);
    expect(render(base)).not.toContain('lang=');
    expect(render({ ...base, language: null })).not.toContain('lang=');
  });
});
