import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DidYouMean, PartialMatchLabel, QueryProblem } from './search-help.tsx';

const at = (address: string, element: React.ReactElement) =>
  renderToString(<MemoryRouter initialEntries={[address]}>{element}</MemoryRouter>);

describe('the search help of a results page', () => {
  it("links 'Did you mean' to the corrected search, the corrected words marked", () => {
    const html = at(
      '/search/category/books?keyword=robert+menzeis&l-format=Book&startPos=20',
      <DidYouMean suggestion={{ query: 'robert menzies', words: [{ from: 'menzeis', to: 'menzies' }] }} />,
    );
    expect(html).toContain('Did you mean');
    expect(html).toContain('href="/search/category/books?keyword=robert+menzies&amp;l-format=Book"');
    expect(html).toContain('<span>robert</span><span> </span><strong>menzies</strong>');
  });

  it('labels results that hold most of the words', () => {
    expect(at('/search', <PartialMatchLabel partial={{ matched: 2, of: 3 }} />)).toContain(
      'No results contain all of your words. Showing results that contain 2 of your 3 words.',
    );
  });

  it('says what could not be read, where, and what was searched instead', () => {
    const html = at(
      '/search',
      <QueryProblem
        problem={{
          message: 'The closing bracket is missing after “(cats AND dogs”: add a ) where the group ends.',
          position: 0,
          searched: 'cats dogs',
        }}
      />,
    );
    expect(html).toContain('Part of your search could not be read');
    expect(html).toContain('The closing bracket is missing after “(cats AND dogs”');
    expect(html).toContain('Searched for the words instead: <strong>cats dogs</strong>');
    expect(at('/search', <QueryProblem problem={{ message: 'x.', position: 0, searched: '' }} />)).toContain(
      'No words were left to search for.',
    );
  });
});
