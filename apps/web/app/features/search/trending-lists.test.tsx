import type { ListOverview } from '@trove/contracts';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TrendingLists } from './trending-lists.tsx';

const list = (id: number, name: string, numItems: number, followerCount: number): ListOverview => ({
  id,
  name,
  description: null,
  priv: false,
  collaborative: false,
  editable: false,
  userId: 'reader',
  author: { fullUserId: 'reader', displayName: 'A reader' },
  numItems,
  followerCount,
  currentUserAFollower: false,
  pendingCollaborationRequests: 0,
  thumbnailUrl: null,
  role: null,
  updated: '2026-11-27T00:00:00.000Z',
});

const show = (lists: ListOverview[]) =>
  renderToString(
    <MemoryRouter>
      <TrendingLists lists={lists} />
    </MemoryRouter>,
  );

/** The text of each row, tags dropped. */
const rowsOf = (html: string) =>
  [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => (m[1] ?? '').replace(/<[^>]+>/g, ''));

describe('trending lists', () => {
  it('names each list in rank order with its owner, items and followers, linking to its page', () => {
    const html = show([list(7, 'Federation', 12, 1), list(3, 'Goldfields', 1, 0)]);
    expect(html).toContain('<h2 id="trending-heading">Trending lists</h2>');
    expect(html).toContain('aria-labelledby="trending-heading"');
    expect(rowsOf(html)).toEqual([
      'Federation by A reader · 12 items · 1 follower',
      'Goldfields by A reader · 1 item · 0 followers',
    ]);
    expect(html).toContain('<a href="/list/7"');
  });

  it('shows nothing when no list has been active lately', () => {
    expect(show([])).toBe('');
  });
});
