import { describe, expect, it } from 'vitest';
import { assembleCrumbs } from './crumbs.ts';

describe('breadcrumb assembly', () => {
  it('starts with Home and ends with the page crumbs', () => {
    expect(assembleCrumbs([{ text: 'Search results' }], null, null)).toEqual([
      { text: 'Home', to: '/' },
      { text: 'Search results' },
    ]);
  });

  it('puts the previous page between Home and the page', () => {
    const trail = assembleCrumbs(
      [{ text: 'A book (all editions)' }],
      { path: '/search?keyword=a', label: 'Search results' },
      null,
    );
    expect(trail.map((c) => c.text)).toEqual(['Home', 'Search results', 'A book (all editions)']);
    expect(trail[1]?.to).toBe('/search?keyword=a');
  });

  it('prefixes the history crumb with the category on landing and collection routes', () => {
    const trail = assembleCrumbs(
      [{ text: 'Books & Libraries' }],
      { path: '/search?keyword=a', label: 'Search results' },
      'Books & Libraries',
    );
    expect(trail[1]?.text).toBe('Books & Libraries - Search results');
  });

  it('keeps long text when there are 3 or fewer crumbs and it is at most 150 characters', () => {
    const long = 'A very long title of a work that goes on well past the fifty character limit';
    expect(assembleCrumbs([{ text: long }], null, null)[1]?.text).toBe(long);
  });

  it('cuts long text at the last space before 50 characters when the trail is longer than 3', () => {
    const long = 'A very long title of a work that goes on well past the fifty character limit';
    const trail = assembleCrumbs(
      [{ text: 'Search results', to: '/search' }, { text: long }],
      { path: '/x', label: 'Previous' },
      null,
    );
    expect(trail[3]?.text).toBe('A very long title of a work that goes on well ...');
    expect(trail[3]?.title).toBe(long);
    expect(trail[0]?.text).toBe('Home');
  });
});
