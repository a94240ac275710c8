import { ENDPOINTS, addressOf } from '@trove/contracts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VIEW,
  pagerOf,
  readResourceView,
  resourcesQuery,
  viewHref,
  withPartners,
  withTab,
  type ResourceView,
} from './person-resources-rules.ts';

/** The address the client calls for a view. */
const resourcesApiPath = (personId: string, view: ResourceView) =>
  addressOf(ENDPOINTS.people.resources, { id: personId, ...resourcesQuery(view) });

describe('the resource view in the address', () => {
  it('defaults to the selected tab, first page of 10, no partners', () => {
    expect(readResourceView(new URLSearchParams())).toEqual(DEFAULT_VIEW);
    expect(resourcesApiPath('7', DEFAULT_VIEW)).toBe(
      '/people/7/resources?tab=selected&startPos=0&pageSize=10',
    );
  });

  it('reads tab, paging, show all and repeated or comma-separated partners', () => {
    const view = readResourceView(
      new URLSearchParams('tab=by&startPos=20&show=all&partner=ANL&partner=NSL,VSL'),
    );
    expect(view).toEqual({ tab: 'by', startPos: 20, showAll: true, partners: ['ANL', 'NSL', 'VSL'] });
    expect(resourcesApiPath('7', view)).toBe(
      '/people/7/resources?tab=by&startPos=20&pageSize=500&partner=ANL&partner=NSL&partner=VSL',
    );
  });

  it('ignores an unknown tab, a bad start and partners that are not library symbols', () => {
    const view = readResourceView(new URLSearchParams('tab=secret&startPos=-3&partner=<x>&partner=ANL'));
    expect(view).toEqual({ ...DEFAULT_VIEW, partners: ['ANL'] });
  });

  it('keeps the filter when the tab changes but starts at the first page', () => {
    const view = { tab: 'by' as const, startPos: 30, showAll: false, partners: ['ANL'] };
    expect(viewHref(4, withTab(view, 'about'))).toBe('/people/4?tab=about&partner=ANL#resources');
    expect(viewHref(4, withPartners(view, []))).toBe('/people/4?tab=by#resources');
    expect(viewHref(4, DEFAULT_VIEW)).toBe('/people/4#resources');
  });
});

describe('paging resources', () => {
  it('shows 1-10 of 25 with a next page and no previous one', () => {
    expect(pagerOf(0, 10, 25)).toEqual({ first: 1, last: 10, previous: null, next: 10 });
  });
  it('shows the last short page with only a previous page', () => {
    expect(pagerOf(20, 10, 25)).toEqual({ first: 21, last: 25, previous: 10, next: null });
  });
  it('shows nothing past the end', () => {
    expect(pagerOf(0, 10, 0)).toEqual({ first: 0, last: 0, previous: null, next: null });
  });
});
