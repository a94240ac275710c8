import { describe, expect, it } from 'vitest';
import { nextRouteHistory, previousEntry, type HistoryEntry } from './route-history.ts';

const e = (path: string): HistoryEntry => ({ path, label: path });

describe('route history', () => {
  it('appends each new route', () => {
    expect(nextRouteHistory([e('/'), e('/search?keyword=a')], e('/work/1')).map((x) => x.path)).toEqual([
      '/',
      '/search?keyword=a',
      '/work/1',
    ]);
  });

  it('removes the head when the new route equals the previous one (back navigation)', () => {
    expect(
      nextRouteHistory([e('/'), e('/search?keyword=a'), e('/work/1')], e('/search?keyword=a')).map(
        (x) => x.path,
      ),
    ).toEqual(['/', '/search?keyword=a']);
  });

  it('does not duplicate a re-render of the same route', () => {
    expect(nextRouteHistory([e('/'), e('/work/1')], { path: '/work/1', label: 'A book' })).toEqual([
      e('/'),
      { path: '/work/1', label: 'A book' },
    ]);
  });

  it('offers the page before the current one, never home', () => {
    expect(previousEntry([e('/'), e('/search?keyword=a'), e('/work/1')], '/work/1')?.path).toBe(
      '/search?keyword=a',
    );
    expect(previousEntry([e('/'), e('/work/1')], '/work/1')).toBeNull();
    expect(previousEntry([], '/work/1')).toBeNull();
  });
});
