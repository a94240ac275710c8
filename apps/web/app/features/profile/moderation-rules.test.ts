import { describe, expect, it } from 'vitest';
import { actionsFor, moderationHref, moderationViewOf } from './moderation-rules.ts';

const view = (query: string) => moderationViewOf(new URLSearchParams(query));

describe('the Moderation tab address', () => {
  it('defaults to Notes, both visibilities, users ascending, every state, page 1', () => {
    expect(view('')).toEqual({
      tab: 'note',
      visibility: 'both',
      sort: 'ASC',
      state: 'all',
      page: 1,
      ask: null,
      done: null,
    });
  });

  it('reads the tab, filters, page and the item to confirm, and ignores unknown values', () => {
    expect(
      view('tab=tag&visibility=private&sort=DESC&state=hidden&page=3&act=hide&id=12&done=restore'),
    ).toEqual({
      tab: 'tag',
      visibility: 'private',
      sort: 'DESC',
      state: 'hidden',
      page: 3,
      ask: { action: 'hide', id: 12 },
      done: 'restore',
    });
    expect(view('tab=lists&visibility=all&sort=up&state=x&page=-2&act=ban&id=1&done=no')).toMatchObject({
      tab: 'note',
      visibility: 'both',
      sort: 'ASC',
      state: 'all',
      page: 1,
      ask: null,
      done: null,
    });
    expect(view('act=hide&id=0').ask).toBeNull();
    expect(view('act=hide&id=99999999999').ask).toBeNull();
  });

  it('writes one address per view, leaving defaults out', () => {
    expect(moderationHref({ tab: 'note', visibility: 'both', sort: 'ASC', state: 'all', page: 1 })).toBe(
      '/userProfile/moderate/content?tab=note',
    );
    expect(
      moderationHref({
        tab: 'tag',
        visibility: 'public',
        sort: 'DESC',
        page: 2,
        ask: { action: 'delete', id: 4 },
      }),
    ).toBe('/userProfile/moderate/content?tab=tag&visibility=public&sort=DESC&page=2&act=delete&id=4');
    expect(moderationHref({ tab: 'log', visibility: 'private', page: 2 })).toBe(
      '/userProfile/moderate/content?tab=log&page=2',
    );
  });

  it('offers the actions each state allows', () => {
    expect(actionsFor(null)).toEqual(['hide', 'delete']);
    expect(actionsFor('hidden')).toEqual(['restore', 'delete']);
    expect(actionsFor('deleted')).toEqual(['restore']);
  });
});
