import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readSearchParams } from '../../lib/search-params.ts';
import { NothingFound } from './nothing-found.tsx';

function render(query: string, suggestion?: { query: string; words: { from: string; to: string }[] }) {
  return renderToString(
    <MemoryRouter initialEntries={[`/search?${query}`]}>
      <NothingFound params={readSearchParams(new URLSearchParams(query))} suggestion={suggestion} />
    </MemoryRouter>,
  );
}

describe('a search that found nothing in any collection', () => {
  it("says so once, with the spec's headline and the spelling that finds more", () => {
    const html = render('keyword=menzeis', { query: 'menzies', words: [{ from: 'menzeis', to: 'menzies' }] });
    expect(html).toContain('Hey now, hey now...don&#x27;t dream it&#x27;s over.');
    expect(html).toMatch(/No collection has anything matching(<!-- -->)? <strong>menzeis<\/strong>/);
    expect(html).toContain('href="/search?keyword=menzies"');
    expect(html).toContain('the spelling above, or another spelling');
  });

  it('gives only the advice that applies', () => {
    const one = render('keyword=zzyzx');
    expect(one).toContain('another spelling');
    expect(one).not.toContain('fewer words');
    expect(one).not.toContain('quotes');
    expect(one).not.toContain('date limit');
    const several = render('keyword=%22gold+rush%22+zzyzx');
    expect(several).toContain('fewer words');
    expect(several).toContain('removing the quotes around phrases');
  });

  it('offers the search without its date limit, by a link that removes it', () => {
    const html = render('keyword=gold+zzyzx&date.from=1850&date.to=1860&l-usertag=mine');
    expect(html).toContain('href="/search?keyword=gold+zzyzx&amp;l-usertag=mine"');
    expect(html).toContain('searching without the date limit');
    expect(html).toContain('searching without the filters');
  });
});
