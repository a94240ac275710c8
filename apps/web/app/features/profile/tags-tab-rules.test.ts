import { describe, expect, it } from 'vitest';
import { showsTagsTab, tagTabFilters, tagTabHref } from './tags-tab-rules.ts';

describe('the Tags tab address', () => {
  it('reads the sort, visibility and page, with defaults for anything unknown', () => {
    expect(tagTabFilters(new URLSearchParams('sort=mostUsed&visibility=private&page=3'))).toEqual({
      sort: 'mostUsed',
      visibility: 'private',
      page: 3,
    });
    expect(tagTabFilters(new URLSearchParams('sort=newest&visibility=PRIVATE&page=-2'))).toEqual({
      sort: 'alphabetical',
      visibility: 'all',
      page: 1,
    });
    expect(tagTabFilters(new URLSearchParams('page=1e400')).page).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    expect(tagTabHref('/userProfile')).toBe('/userProfile/tags');
    expect(tagTabHref('/userProfile', { sort: 'alphabetical', visibility: 'all', page: 1 })).toBe(
      '/userProfile/tags',
    );
    expect(tagTabHref('/userProfile/user/ada', { sort: 'leastUsed', visibility: 'public', page: 2 })).toBe(
      '/userProfile/user/ada/tags?sort=leastUsed&visibility=public&page=2',
    );
  });
});

describe('showsTagsTab', () => {
  it('always shows on the own profile, and on another only with a tag to see', () => {
    expect(showsTagsTab({ own: true, tagCount: 0 })).toBe(true);
    expect(showsTagsTab({ own: false, tagCount: 0 })).toBe(false);
    expect(showsTagsTab({ own: false, tagCount: 2 })).toBe(true);
  });
});
